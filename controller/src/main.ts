/**
 * The controller's entry point (`/play`): fonts bundled from @fontsource (no CDN), the locale
 * picked from the browser's languages, then `<party-app>` takes over the page.
 */
import '@fontsource/bungee/latin-400.css';
import '@fontsource/atkinson-hyperlegible/latin-400.css';
import '@fontsource/atkinson-hyperlegible/latin-700.css';
import { textsReady } from '@minus/shared/platform/i18n/texts';
import { startLocale } from './platform/i18n/locale.js';

await startLocale();
await import('./platform/components/party-app.js');
// The screens' catalogues are defined as their modules load: fetch them in the phone's language.
await textsReady();
