/**
 * A screen with a bar in the thumb zone (the lobby's Start, the results' Play again;
 * docs/STAGE.md, "Controller"): the screen is the phone's height, its content scrolls in its own
 * region (`.scroll`, with scroll padding so a focused control's ring stays clear of the edge) and
 * the bar (`.thumb`) sits below it, opaque, with a hairline border and the safe-area inset, so it
 * stays in reach and never lies over the content. The bar's buttons are full width and big. Use
 * after `tokens`, on a host whose template is `<div class="scroll">…</div><div class="thumb">…</div>`.
 */
import { css } from 'lit';

export const thumbBar = css`
  :host { max-width: 36rem; margin: 0 auto; display: flex; flex-direction: column; height: 100dvh; }
  .scroll { position: relative; flex: 1 1 auto; min-height: 0; overflow-y: auto; padding: 1rem 1rem 0.25rem; scroll-padding-block: 1rem; }
  .thumb { flex: none; padding: 0.75rem 1rem max(1rem, env(safe-area-inset-bottom)); border-top: 1px solid var(--line); background: var(--bg2); }
  .thumb button { width: 100%; min-height: 4rem; font-size: 1.25rem; }
`;
