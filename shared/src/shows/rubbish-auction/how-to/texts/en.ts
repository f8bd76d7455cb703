/**
 * Rubbish Auction's how-to-play in English (how-to/script.ts): the heading and one line per beat,
 * said by the host over the made-up table (Ana, Ben and Cleo; the Rubber Duck; Cleo's Geek is the
 * Pond Keeper). The figures are the script's: bids of 7,000 (2 + 5), 10,000 and 1,000.
 */
export const en = {
  title: 'How to play',
  welcome: 'Welcome to Rubbish Auction! Seven items of rubbish go under the hammer, and the most fame at the end wins.',
  geek: 'Everyone has a secret Geek who wants two items. Cleo\'s Pond Keeper wants the Rubber Duck and the Garden Gnome: 30 fame each at the end.',
  pick: 'Ana is the Next Auctioneer: she puts up the Rubber Duck and names Ben the First Bidder.',
  holdOut: 'Ben holds out two money cards, face down. Everyone sees how many, nobody sees which.',
  peek: 'Before you bid, you peek at one card of the bidder before you. Cleo sees a 5,000: Ben bids at least 6,000.',
  bid: 'Cleo wants that duck, so she holds out her 10,000.',
  peekKept: 'Ana peeks too: Cleo held out one card, so Ana looks at one of the cards she kept back.',
  reveal: 'Ana holds out a 1,000. Cards up! Cleo 10,000, Ben 7,000, Ana 1,000.',
  settle: 'Top bid wins: Cleo gets the duck and pays 10 fame. Ben gains his 7 fame. Ana bid least: no fame, but she picks next.',
  bin: 'Careful: a top bid bigger than your fame cannot be paid. You drop to 0 fame, and the item goes in the bin.',
  faceUp: 'Ana picks next: the Garden Gnome. Everyone but the bottom bidder left their highest card face up: Ben\'s 5,000 and Cleo\'s 10,000 sit out this round.',
  end: 'Seven rounds, then the Geeks are revealed: each item your Geek wants adds 30 fame. Most fame wins. Have fun!',
};

export type RubbishHowToTexts = typeof en;
