/** @minus/shared: code that the server, stage and controller share. */
export * from './minus/index.js';
export * from './rng.js';
export * from './protocol/index.js';
export * from './captions/index.js';
export * from './bots/index.js';
