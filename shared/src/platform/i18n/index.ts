/** The i18n layer (docs/I18N.md): locales, catalogues and their runtime, Intl formatting. */
export * from './locales.js';
export * from './format.js';
export * from './texts.js';
