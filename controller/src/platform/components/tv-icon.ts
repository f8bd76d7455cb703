/**
 * The TV with a star: "look at the TV", drawn where a phone waits for the stage (the finale's
 * hold, a round's reveal). Decorative (`aria-hidden`): the words beside it say it. Sized by the
 * caller's CSS on `svg.tv`.
 */
import { html } from 'lit';

export const tvIcon = html`<svg class="tv" viewBox="0 0 96 72" aria-hidden="true">
  <rect x="4" y="4" width="88" height="54" rx="8" fill="var(--surface)" stroke="var(--gold)" stroke-width="4"></rect>
  <path d="M48 19 L51.2 27.6 L60.4 28 L53.2 33.7 L55.6 42.5 L48 37.5 L40.4 42.5 L42.8 33.7 L35.6 28 L44.8 27.6 Z" fill="var(--gold)" stroke-linejoin="round"></path>
  <path d="M34 70 L48 58 L62 70" fill="none" stroke="var(--gold)" stroke-width="4" stroke-linecap="round"></path>
</svg>`;
