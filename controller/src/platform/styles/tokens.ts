/**
 * Shared style tokens and base styles for every screen (docs/STAGE.md, "Colour" and "Controller").
 * Dark (vault navy) or light follows the system. Text pairs are chosen for 4.5:1 or better:
 * --ink on --bg/--surface, --gold-ink on --gold, --take-ink on --take, --refuse-ink on --refuse.
 * Sizes are in rem so 200% zoom reflows instead of clipping.
 *
 * Bungee has no Hangul: in Korean the display lines are all Noto Sans KR, not blocky capitals and
 * punctuation among them, in its bold (`--display-weight`, read by every display line), as
 * Bungee's one weight stands out from the body text. A disabled button looks switched off: no
 * fill, faded, dashed (never brighter than an enabled one). (Comments inside the CSS would ship
 * in the phone's first load.)
 */
import { css } from 'lit';

export const tokens = css`
  :host {
    --bg: #0b1026;
    --bg2: #141b3d;
    --surface: #1c2550;
    --surface2: #263169;
    --ink: #f4f6ff;
    --muted: #b9c0e0;
    --line: #3a4580;
    --gold: #f5c542;
    --gold-ink: #1a1300;
    --cube: #ff6b6b;
    --cube-bg: #2a0f1a;
    --take: #ff8a65;
    --take-ink: #1a0700;
    --refuse: #7fb8ff;
    --refuse-ink: #04132b;
    --focus: #ffe066;
    --ok: #7ee0b5;
    --warn: #ffd36b;
    --radius: 0.9rem;
    --display: 'Bungee', 'Atkinson Hyperlegible', 'Noto Sans KR', system-ui, sans-serif;
    --text: 'Atkinson Hyperlegible', 'Noto Sans KR', system-ui, sans-serif;
    color-scheme: dark;
    display: block;
    color: var(--ink);
    font-family: var(--text);
    font-size: 1rem;
    line-height: 1.35;
  }
  /* Korean lines break between words, not inside one ("타이/머"); a word wider than its box still wraps. */
  /* In Korean the text is Noto Sans KR throughout, digits too (Atkinson's slashed zero beside Hangul read as two faces). */
  :host(:lang(ko)) { --text: 'Noto Sans KR', 'Atkinson Hyperlegible', system-ui, sans-serif; --display: 'Noto Sans KR', 'Atkinson Hyperlegible', system-ui, sans-serif; --display-weight: 700; word-break: keep-all; overflow-wrap: anywhere; }
  @media (prefers-color-scheme: light) {
    :host {
      --bg: #f4f1e8;
      --bg2: #ebe6d6;
      --surface: #ffffff;
      --surface2: #efeadb;
      --ink: #141b3d;
      --muted: #4a5275;
      --line: #c9c1a6;
      --gold: #8a6100;
      --gold-ink: #ffffff;
      --cube: #b3261e;
      --cube-bg: #fde8e6;
      --take: #b3401a;
      --take-ink: #ffffff;
      --refuse: #1f5fae;
      --refuse-ink: #ffffff;
      --focus: #1f5fae;
      --ok: #0a6b47;
      --warn: #7a5200;
      color-scheme: light;
    }
  }
  * { box-sizing: border-box; }
  h1, h2, h3 { font-family: var(--display); font-weight: var(--display-weight, 400); margin: 0 0 0.5rem; line-height: 1.15; overflow-wrap: anywhere; }
  h1 { font-size: 1.6rem; }
  h2 { font-size: 1.2rem; }
  h3 { font-size: 1rem; }
  p { margin: 0.4rem 0; }
  button, input, select { font: inherit; color: inherit; }
  button {
    min-height: 3rem;
    padding: 0.6rem 1rem;
    border-radius: var(--radius);
    border: 2px solid var(--line);
    background: var(--surface2);
    cursor: pointer;
    touch-action: manipulation;
    font-weight: 700;
  }
  button:disabled, button.primary:disabled { background: transparent; color: var(--muted); border: 2px dashed var(--line); cursor: not-allowed; box-shadow: none; opacity: 0.6; }
  button.primary { background: var(--gold); color: var(--gold-ink); border-color: transparent; }
  :focus-visible { outline: 3px solid var(--focus); outline-offset: 2px; }
  input, select {
    min-height: 3rem;
    width: 100%;
    padding: 0.5rem 0.75rem;
    border-radius: var(--radius);
    border: 2px solid var(--line);
    background: var(--surface);
  }
  label { display: block; font-weight: 700; margin: 0.75rem 0 0.25rem; }
  .card { background: var(--surface); border: 1px solid var(--line); border-radius: var(--radius); padding: 1rem; }
  .muted { color: var(--muted); }
  .error { color: var(--ink); background: var(--cube-bg); border-left: 0.4rem solid var(--cube); padding: 0.6rem 0.8rem; border-radius: 0.5rem; }
  .chips { color: var(--gold); font-weight: 700; }
  .visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
  .plain { list-style: none; margin: 0; padding: 0; }
  @media (prefers-reduced-motion: no-preference) {
    button { transition: transform 80ms ease-out, background-color 120ms ease-out; }
    button:active:not(:disabled) { transform: scale(0.97); }
  }
`;
