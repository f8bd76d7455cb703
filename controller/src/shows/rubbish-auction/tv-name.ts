/**
 * An item's name as the TV says it, for a table of several languages: the TV names the items in
 * its language, each phone in its own (texts.ts `stageItemText`). Nothing when the TV speaks this
 * phone's language. Quieter than the phone's own name (muted, regular weight): on the round card
 * it says "On the TV:" before it; in lists a small plain TV stands for those words (screen
 * readers hear them). The name carries the TV's language (`lang`). Styled by `tvNameStyles`.
 */
import { css, html, nothing, type ReactiveControllerHost } from 'lit';
import { stageItemText, words } from './texts.js';

/** A plain TV outline (no star: beside "★ your Geek wants it" a starred TV read as a mark of its own). */
const tvGlyph = html`<svg class="tv-glyph" viewBox="0 0 24 20" aria-hidden="true">
  <rect x="1.5" y="1.5" width="21" height="13" rx="2.5" fill="none" stroke="currentColor" stroke-width="2"></rect>
  <path d="M8 19 L12 15 L16 19" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round"></path>
</svg>`;

/**
 * The line for item `id` (state `stageLocale`: the TV's language): `labelled`, "On the TV:" shown
 * before the name; else the small TV. `host` is drawn again when the TV's catalogue arrives.
 */
export function tvName(id: string, stageLocale: string | undefined, host: ReactiveControllerHost, labelled = false) {
  const tv = stageItemText(id, stageLocale, host);
  if (!tv) return nothing;
  const label = words().round.onTv;
  return html`<span class="tv-name">${labelled ? html`<span>${label}</span>` : html`${tvGlyph}<span class="visually-hidden">${label}</span>`} <span lang=${tv.lang}>${tv.name}</span></span>`;
}

/** The look of `tvName`: its own line, muted and regular, at the text's own size (never under 16 px). */
export const tvNameStyles = css`
  .tv-name { display: flex; align-items: center; flex-wrap: wrap; gap: 0 0.35rem; font-weight: 400; font-size: 1rem; line-height: 1.25; color: var(--muted); }
  .tv-name svg.tv-glyph { width: 1.1rem; height: 0.95rem; flex: none; }
`;
