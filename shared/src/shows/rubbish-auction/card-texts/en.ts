/** Rubbish Auction's card words in English, the source (docs/I18N.md): the tagline a lobby shows. */
export const en = {
  tagline: 'Bid for the junk your secret Geek wants, and keep your fame.',
};

/** The shape of the card's words in every locale. */
export type RubbishCardTexts = typeof en;
