/** @minus/shared: code that the server, stage and controller share. */
export * from './shows/minus-auction/index.js';
export * from './platform/rng.js';
export * from './platform/protocol/index.js';
export * from './platform/captions/index.js';
export * from './shows/minus-auction/captions.js';
export * from './shows/minus-auction/bots/index.js';
