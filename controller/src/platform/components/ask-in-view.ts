/**
 * A question that asks first ("Kick Ben?", "Hide this name?", "Let a bot play for Ben?") opens in
 * place of the button tapped, so on a small phone its "Yes" and "Cancel" could open below the
 * screen's edge, hidden by the bar in the thumb zone (the lobby's Start, the results' Play again)
 * with nothing saying it is there. Scrolled into sight as it opens, the question's buttons sit above
 * the bar (the scrolling region's own edge), so a thumb reaching for "Yes" never lands on the bar.
 */

/**
 * Scroll the open question (`.ask`) in `root` into sight, as little as need be (the scrolling
 * region's scroll padding keeps it off the edge). Nothing when no question is open.
 */
export function askIntoView(root: ParentNode | null): void {
  const ask = root?.querySelector<HTMLElement>('.ask');
  ask?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
}
