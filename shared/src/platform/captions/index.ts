/** The host's captions shared by every show, and the stage's sound ids (docs/STAGE.md, "Captions" and "Sound"). */
export * from './sounds.js';
export * from './format.js';
export * from './caption.js';
