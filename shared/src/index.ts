/**
 * @minus/shared: code that the server, stage and controller share: the platform (the show
 * contract, protocol, randomness, captions, evening, records) and the registry of shows. A show's
 * own code is imported from its folder (`@minus/shared/shows/<id>/...`).
 */
export * from './platform/show-module.js';
export * from './platform/rng.js';
export * from './platform/protocol/index.js';
export * from './platform/captions/index.js';
export * from './platform/records.js';
export * from './shows/registry.js';
