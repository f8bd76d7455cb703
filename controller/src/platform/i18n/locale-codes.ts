/**
 * The locales of the controller, in the shape `lit-localize` writes (lit-localize.json).
 * English is the source and complete; Korean, Italian and Malay (the languages of the rules
 * sources) are the targets. A target is only offered once its translation module exists in
 * src/locales/ (written by `lit-localize build` from a translator's XLIFF; never machine-made).
 */
export const sourceLocale = 'en';
export const targetLocales = ['ko', 'it', 'ms'] as const;
export const allLocales = [sourceLocale, ...targetLocales] as const;
export type Locale = (typeof allLocales)[number];
