/**
 * Seat avatars: a colour-blind-safe colour (Okabe-Ito, SHOW.md "Colour") paired with an icon and a
 * letter, so colour is never the only cue. Stage and controller show the same avatar for a seat.
 */
export interface Avatar {
  /** Index 0..6, what a join message carries. */
  id: number;
  /** Human name of the colour, for accessible labels ("orange fox"). */
  colourName: string;
  /** CSS hex colour, e.g. "#E69F00". */
  colour: string;
  /** A short emoji-free icon name the UIs draw (see each UI's icon set). */
  icon: 'fox' | 'owl' | 'frog' | 'star' | 'whale' | 'flame' | 'flower';
  /** Text colour that reads on `colour` at 4.5:1 or better. */
  ink: string;
}

/** The seven avatars, one per possible seat. */
export const AVATARS: readonly Avatar[] = [
  { id: 0, colourName: 'orange', colour: '#E69F00', icon: 'fox', ink: '#0b1026' },
  { id: 1, colourName: 'sky', colour: '#56B4E9', icon: 'owl', ink: '#0b1026' },
  { id: 2, colourName: 'green', colour: '#009E73', icon: 'frog', ink: '#0b1026' },
  { id: 3, colourName: 'yellow', colour: '#F0E442', icon: 'star', ink: '#0b1026' },
  { id: 4, colourName: 'blue', colour: '#0072B2', icon: 'whale', ink: '#ffffff' },
  { id: 5, colourName: 'vermillion', colour: '#D55E00', icon: 'flame', ink: '#0b1026' },
  { id: 6, colourName: 'purple', colour: '#CC79A7', icon: 'flower', ink: '#0b1026' },
];
