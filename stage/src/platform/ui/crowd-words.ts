/** The crowd overlay's words on the TV, in one place (crowd-overlay.ts). */
export const crowdWords = {
  guesses: (n: number) => (n === 1 ? '1 guess' : `${n} guesses`),
  cheer: 'Cheer!',
  groan: 'Groan',
  bestHead: 'Best guessers',
  bestRow: (name: string, right: number, made: number) => `${name} ${right}/${made}`,
  noise: (cheers: number, groans: number) => `Cheers: ${cheers} · Groans: ${groans}`,
  says: (name: string, picks: number, total: number) => `The crowd says ${name}: ${picks} of ${total} ${total === 1 ? 'guess' : 'guesses'}`,
};
