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
