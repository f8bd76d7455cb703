/** The host's captions and the stage's sound ids (SHOW.md, "Host captions" and "Sound"). */
export * from './sounds.js';
export * from './format.js';
