/** Minus Auction's card words in English, the source (docs/I18N.md): the tagline a lobby shows. */
export const en = {
  tagline: 'Every cube is bad news: take it with its chips, or pay a chip to pass it on.',
};

/** The shape of the card's words in every locale. */
export type MinusCardTexts = typeof en;
