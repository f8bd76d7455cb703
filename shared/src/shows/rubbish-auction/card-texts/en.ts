/** Rubbish Auction's card words in English, the source (docs/I18N.md): the tagline a lobby shows, and its short name. */
export const en = {
  /**
   * The show's name in one word, for narrow places (tonight's table's column on the TV and the
   * phones), in the screen's language: the title stays "Rubbish Auction" in every language, the
   * short form is written the language's way where its letters differ (Korean: 명성, the fame it counts).
   */
  short: 'Rubbish',
  tagline: 'Bid for the junk your secret Geek wants, and keep your fame.',
};

/** The shape of the card's words in every locale. */
export type RubbishCardTexts = typeof en;
