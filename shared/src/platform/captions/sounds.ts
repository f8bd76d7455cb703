/**
 * The stage's sound effects, by id: one howler sprite made by assets/synth-sounds.ts (docs/STAGE.md,
 * "Sound"). Captions name the sound they go with, so every sound on the TV has a caption.
 */

/** Every effect in the sprite. `clink-1..3` are variants of one chip clink so repeats don't grate. */
export const SOUND_IDS = [
  'join', 'leave', 'start', 'draw', 'clink-1', 'clink-2', 'clink-3',
  'take', 'take-bad', 'take-good', 'tick', 'rumble', 'drumroll', 'reveal', 'fanfare', 'aww',
] as const;

/** One effect of the sprite. */
export type SoundId = (typeof SOUND_IDS)[number];

/**
 * What each sound is, in words: the text a caption bar shows beside it for people who can't hear
 * it (`[chip clink]`). Every id has one.
 */
export const SOUND_DESCRIPTIONS: Readonly<Record<SoundId, string>> = {
  join: 'chime',
  leave: 'soft door',
  start: 'opening sting',
  draw: 'whoosh and thud',
  'clink-1': 'chip clink',
  'clink-2': 'chip clink',
  'clink-3': 'chip clink',
  take: 'take sting',
  'take-bad': 'low take sting',
  'take-good': 'bright take sting',
  tick: 'clock tick',
  rumble: 'vault rumble',
  drumroll: 'drum roll',
  reveal: 'cymbal',
  fanfare: 'fanfare',
  aww: 'sympathetic aww',
};
