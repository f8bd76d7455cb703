/** Minus Auction: the rules engine's public surface (docs/ARCHITECTURE.md, "shared/"). */
export * from './types.js';
export * from './core.js';
export * from './presets.js';
export * from './scoring.js';
export * from './engine.js';
export * from './views.js';
export * from './result.js';
export * from './record.js';
