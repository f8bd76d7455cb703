/**
 * A refused change said where it was made (the lobby's rules editor): a card with the warning
 * colour's edge, its words in the ink colour, read as a notice and not as one of the rules.
 */
import { css } from 'lit';

export const refusedLine = css`
  .refused { border: 2px solid var(--warn); margin: 0.75rem 0; padding: 0.75rem 1rem; }
`;
