/** Minus Auction's card words in English, the source (docs/I18N.md): the tagline a lobby shows, and its short name. */
export const en = {
  /**
   * The show's name in one word, for narrow places (tonight's table's column on the TV and the
   * phones), in the screen's language: the title stays "Minus Auction" in every language, the
   * short form is written the language's way where its letters differ (Korean: 마이너스).
   */
  short: 'Minus',
  tagline: 'Every cube is bad news: take it with its chips, or pay a chip to pass it on.',
};

/** The shape of the card's words in every locale. */
export type MinusCardTexts = typeof en;
