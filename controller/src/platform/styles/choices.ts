/**
 * Radio choices drawn as cards (the lobby's show picker, a show's preset picker): a `<fieldset>`
 * whose `<legend>` is a heading, each choice a `<label class="choice">` holding its radio input,
 * its name in `<b>` and a line about it; the checked one is outlined in gold. A big tap target
 * (docs/STAGE.md, "Controller"). Use after `tokens`.
 */
import { css } from 'lit';

export const choiceCards = css`
  fieldset { border: 0; margin: 0; padding: 0; }
  legend { font-family: var(--display); font-weight: var(--display-weight, inherit); font-size: 1.05rem; margin-bottom: 0.4rem; padding: 0; }
  .choice { display: flex; gap: 0.6rem; align-items: flex-start; margin: 0 0 0.4rem; padding: 0.6rem; border: 2px solid var(--line); border-radius: var(--radius); font-weight: 400; cursor: pointer; }
  .choice:has(input:checked) { border-color: var(--gold); background: var(--surface2); }
  .choice input { width: 1.4rem; height: 1.4rem; min-height: 0; margin: 0.1rem 0 0; flex: none; accent-color: var(--gold); }
  .choice b { display: block; }
`;
