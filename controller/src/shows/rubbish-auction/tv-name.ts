/**
 * An item's name as the TV says it, beside a small TV, for a table of several languages: the TV
 * names the items in its language, each phone in its own (texts.ts `stageItemText`). Nothing
 * when the TV speaks this phone's language. Screen readers hear "On the TV: …" in the TV's
 * language. Styled by `tvNameStyles`.
 */
import { css, html, nothing, type ReactiveControllerHost } from 'lit';
import { tvIcon } from '../../platform/components/tv-icon.js';
import { stageItemText, words } from './texts.js';

/** The line for item `id` (state `stageLocale`: the TV's language); `host` is drawn again when the TV's catalogue arrives. */
export function tvName(id: string, stageLocale: string | undefined, host: ReactiveControllerHost) {
  const tv = stageItemText(id, stageLocale, host);
  return tv ? html`<span class="tv-name">${tvIcon}<span class="visually-hidden">${words().round.onTv}</span> <span lang=${tv.lang}>${tv.name}</span></span>` : nothing;
}

/** The look of `tvName`: on its own line, a small TV before the name. */
export const tvNameStyles = css`
  .tv-name { display: flex; align-items: center; gap: 0.4rem; font-weight: 700; font-size: 1rem; line-height: 1.2; }
  .tv-name svg.tv { width: 1.5rem; flex: none; }
`;
