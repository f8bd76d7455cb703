/**
 * The name rules (docs/SERVER.md, "Names"): what a player's name may be, wherever a name enters
 * (a phone's join, the server's seats, bots, game records and their replay). Pure and zod-free so
 * the phone can check a name before sending it. Whether two names are the same person's is
 * decided by their confusable skeletons (name-skeleton.ts), on the server and in records.
 *
 * A name is the text typed, in Unicode NFC, with runs of spaces made one space and trimmed. It is
 * refused when:
 * - `name-invalid`: it is not well-formed UTF-16 (an unpaired surrogate), or holds a control or
 *   format character, a private-use character, a noncharacter or a code point Unicode has not
 *   assigned (outside the emoji blocks), a line or paragraph separator, a default-ignorable
 *   character outside its one use (a joiner between two characters, an emoji variation selector
 *   after an emoji, a Mongolian selector after a Mongolian letter), a mark with nothing to sit on
 *   (first, or after a space), or more than `MARKS_MAX` marks in a row;
 * - `name-empty`: nothing is left that a person can see (only spaces, marks, blanks, invisible
 *   characters);
 * - `name-too-long`: more than `NAME_MAX` characters as people count them (grapheme clusters:
 *   "👩‍👩‍👧" and a decomposed "é" are one each), or more than `NAME_MAX_CODE_POINTS` code points.
 */
import { NAME_MAX } from './constants.js';

/** Most code points a name may hold (a guard on long emoji sequences and stacked marks). */
export const NAME_MAX_CODE_POINTS = 64;

/** Most combining marks in a row (one letter with a few accents; more is a stack that spills over the seat card). */
export const MARKS_MAX = 3;

/** Why a name was refused (a `JoinRefusalCode`; the phone has a sentence for each). */
export type NameProblem = 'name-empty' | 'name-too-long' | 'name-invalid';

/** A checked name: the name as it will be shown, or why it is refused. */
export type NameCheck = { ok: true; name: string } | { ok: false; code: NameProblem };

/** An unpaired surrogate (with the `u` flag a pair is one code point and does not match). */
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;
/** Spaces of any width, tabs and line breaks: one space each run. */
const SPACES = /[\t\n\v\f\r\u0085\u2028\u2029\p{Zs}]+/gu;
/** Never in a name: controls, format characters (joiners judged apart), private use. */
const FORBIDDEN = /[\p{Cc}\p{Co}]|(?![\u200C\u200D])\p{Cf}/u;
/** What cannot be seen: default-ignorable characters, marks, spaces and blank letters. */
const INVISIBLE = /[\p{Default_Ignorable_Code_Point}\p{M}\s\u2800\u3164\u115F\u1160\uFFA0]/gu;
const IGNORABLE = /\p{Default_Ignorable_Code_Point}/u;
const MARK = /\p{M}/u;
const EMOJI = /\p{Emoji}/u;
/**
 * Scripts in which a joiner does nothing (no cursive or conjunct forms), and digits: a joiner
 * beside one of them only hides in the name ("A\u200Dna" shows as "Ana").
 */
const NO_JOINING = /[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}\p{Script=Armenian}\p{Script=Georgian}\p{Script=Han}\p{Script=Hangul}\p{Script=Hiragana}\p{Script=Katakana}\p{Nd}]/u;
const MONGOLIAN = /\p{Script=Mongolian}/u;
/**
 * The flags of a country's part that emoji fonts draw (Unicode's recommended ones: England
 * "gbeng", Scotland "gbsct", Wales "gbwls"; "🏴" then those tag letters and a cancel tag). Tags are
 * invisible format characters, allowed only there: any other tag text would ride along unseen.
 */
const TAG_FLAG = /\u{1F3F4}\u{E0067}\u{E0062}(?:\u{E0065}\u{E006E}\u{E0067}|\u{E0073}\u{E0063}\u{E0074}|\u{E0077}\u{E006C}\u{E0073})\u{E007F}/gu;
/**
 * Code points no font draws: the noncharacters (U+FDD0..U+FDEF and the last two of every plane)
 * and the ones Unicode has not assigned, as this runtime's tables know them, except in the emoji
 * blocks (U+1F000..U+1FAFF), where a phone newer than the server may send an emoji it draws.
 */
const UNASSIGNED = /\p{Cn}/u;
function unassigned(c: string): boolean {
  const cp = c.codePointAt(0)!;
  return UNASSIGNED.test(c) && !(cp >= 0x1f000 && cp <= 0x1faff && (cp & 0xfffe) !== 0xfffe);
}
/** Blank characters that are letters or symbols but show nothing (Braille blank, Hangul fillers). */
const BLANK = /[\u2800\u3164\u115F\u1160\uFFA0]/u;

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** How long a name is as people count it: grapheme clusters (what the seat card shows as characters). */
export function nameLength(name: string): number {
  let n = 0;
  for (const _ of graphemes.segment(name)) n++;
  return n;
}

/**
 * `raw` cut to its first `max` grapheme clusters (as `nameLength` counts them), for a name field
 * that stops at the limit as you type; unchanged when it is within the limit.
 */
export function clipName(raw: string, max: number = NAME_MAX): string {
  let n = 0;
  let end = 0;
  for (const g of graphemes.segment(raw)) {
    if (n === max) return raw.slice(0, end);
    n++;
    end = g.index + g.segment.length;
  }
  return raw;
}

/** True when the default-ignorable `c` at `i` of `cps` has its one legitimate use there. */
function ignorableInPlace(cps: readonly string[], i: number): boolean {
  const c = cps[i]!;
  const prev = cps[i - 1];
  const next = cps[i + 1];
  // Joiners (emoji sequences, Indic and Persian spelling): between two characters, never beside a
  // space or a letter of a script without joined forms; an emoji's presentation selector may
  // stand before one ("❤️‍🔥").
  if (c === '\u200C' || c === '\u200D') {
    if (prev === undefined || next === undefined || prev === ' ' || next === ' ' || IGNORABLE.test(next)) return false;
    if (NO_JOINING.test(prev) || NO_JOINING.test(next)) return false;
    return !IGNORABLE.test(prev) || prev === '\uFE0F';
  }
  // Text or emoji presentation of an emoji.
  if (c === '\uFE0E' || c === '\uFE0F') return prev !== undefined && EMOJI.test(prev);
  // Mongolian free variation selectors, after a Mongolian letter.
  if (c >= '\u180B' && c <= '\u180F' && c !== '\u180E') return prev !== undefined && MONGOLIAN.test(prev);
  return false;
}

/** The first problem with the characters of `name` (already NFC and spaced), or null. */
function characterProblem(shown: string): 'name-invalid' | null {
  // A subdivision flag's tags are judged as the flag they draw.
  const name = shown.replace(TAG_FLAG, '\u{1F3F4}');
  if (FORBIDDEN.test(name)) return 'name-invalid';
  const cps = [...name];
  for (let i = 0; i < cps.length; i++) {
    const c = cps[i]!;
    if (BLANK.test(c) || unassigned(c)) return 'name-invalid';
    if (IGNORABLE.test(c) && !ignorableInPlace(cps, i)) return 'name-invalid';
  }
  // Marks counted decomposed, so a composed "á" followed by three more accents is four.
  const decomposed = [...name.normalize('NFD')];
  let marks = 0;
  for (let i = 0; i < decomposed.length; i++) {
    const c = decomposed[i]!;
    if (!MARK.test(c) || IGNORABLE.test(c)) {
      marks = 0;
      continue;
    }
    if (i === 0 || decomposed[i - 1] === ' ' || ++marks > MARKS_MAX) return 'name-invalid';
  }
  return null;
}

/**
 * Check a typed name against the rules above. Returns the name to show (NFC, spaces collapsed,
 * trimmed) or the refusal code. Does not compare with other names (name-skeleton.ts does).
 */
export function checkName(raw: string): NameCheck {
  if (LONE_SURROGATE.test(raw)) return { ok: false, code: 'name-invalid' };
  const name = raw.normalize('NFC').replace(SPACES, ' ').trim();
  if (name.replace(INVISIBLE, '') === '') return { ok: false, code: 'name-empty' };
  const problem = characterProblem(name);
  if (problem) return { ok: false, code: problem };
  if (nameLength(name) > NAME_MAX || [...name].length > NAME_MAX_CODE_POINTS) return { ok: false, code: 'name-too-long' };
  return { ok: true, name };
}
