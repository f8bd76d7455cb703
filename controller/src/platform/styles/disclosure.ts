/**
 * A `<details>` section a player opens with a tap (the play screens' "Everyone's…" list): its
 * `<summary>` is a full-width row of thumb height with a chevron that says it opens and closes,
 * so a closed section never looks like an empty heading.
 */
import { css } from 'lit';

export const disclosure = css`
  summary { cursor: pointer; font-weight: 700; min-height: 3rem; display: flex; align-items: center; gap: 0.5rem;
    padding: 0 0.75rem; border: 2px solid var(--line); border-radius: var(--radius); background: var(--surface); list-style: none; }
  summary::-webkit-details-marker { display: none; }
  summary::after { content: '▼'; margin-left: auto; color: var(--gold); font-size: 0.9rem; }
  details[open] > summary::after { content: '▲'; }
  details[open] > summary { margin-bottom: 0.5rem; }
`;
