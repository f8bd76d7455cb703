/**
 * Room codes: four easy letters (docs/ARCHITECTURE.md, "The shape"). The alphabet has no vowels (no words by
 * accident), no I/O/0/1, and no D/Q (they read as O on a TV). Typing is forgiving: case, spaces,
 * dashes and common digit look-alikes (5→S, 2→Z, 8→B, 6→G, 7→T, 1→L) are mended.
 */

/** The 18 letters a room code is made of. */
export const ROOM_CODE_ALPHABET = 'BCFGHJKLMNPRSTVWXZ';
/** Letters in a room code. */
export const ROOM_CODE_LENGTH = 4;

const LOOK_ALIKES: Record<string, string> = { '5': 'S', '2': 'Z', '8': 'B', '6': 'G', '7': 'T', '1': 'L', '|': 'L' };

/**
 * Normalise what a person typed into a room code, or null when it cannot be one
 * (wrong length or a character that no code uses). "  m-k 5 t" → "MKST".
 */
export function normalizeRoomCode(input: string): string | null {
  if (typeof input !== 'string' || input.length > 40) return null;
  let out = '';
  for (const ch of typedLetters(input)) {
    const c = LOOK_ALIKES[ch] ?? ch;
    if (!ROOM_CODE_ALPHABET.includes(c)) return null;
    out += c;
  }
  return out.length === ROOM_CODE_LENGTH ? out : null;
}

/**
 * What a person typed, as the letters to read: full-width forms and accents folded (NFKD, marks
 * dropped: "ＢＣＦＧ", "Äbcf"), upper case, and every kind of space and dash left out (a code
 * pasted from a chat app often ends in a no-break space).
 */
function typedLetters(input: string): string[] {
  return [...input.normalize('NFKD').replace(/[\p{M}\p{Z}\s\p{Pd}]/gu, '').toUpperCase()];
}

/** True when what a person typed has more letters than a code (a name typed into the code's box): said at once, not at Join. */
export function roomCodeTooLong(input: string): boolean {
  return typeof input === 'string' && (input.length > 40 || typedLetters(input).length > ROOM_CODE_LENGTH);
}

/**
 * Why what a person typed is no room code, for a message that helps: 'letters' when it has four
 * letters but one a code never uses (a vowel, D, Q: "ABCD"; a zero reads as the letter O), else 'length'. Null when
 * `normalizeRoomCode` accepts it.
 */
export function roomCodeMistake(input: string): 'letters' | 'length' | null {
  if (normalizeRoomCode(input) !== null) return null;
  if (typeof input !== 'string' || input.length > 40) return 'length';
  const kept = typedLetters(input).map((ch) => (ch === '0' ? 'O' : LOOK_ALIKES[ch] ?? ch));
  return kept.length === ROOM_CODE_LENGTH && kept.every((ch) => /^[A-Z]$/.test(ch)) ? 'letters' : 'length';
}

/**
 * A new room code from a source of random integers (`randInt(n)` gives 0..n-1), avoiding `taken`.
 * Throws when the space is exhausted (more than 100k live rooms: a programming error).
 */
export function newRoomCode(randInt: (n: number) => number, taken: (code: string) => boolean): string {
  for (let attempt = 0; attempt < 10_000; attempt++) {
    let code = '';
    for (let i = 0; i < ROOM_CODE_LENGTH; i++) code += ROOM_CODE_ALPHABET[randInt(ROOM_CODE_ALPHABET.length)];
    if (!taken(code)) return code;
  }
  throw new Error('no free room code');
}
