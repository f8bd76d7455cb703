/**
 * Computer players: labels, the three levels and three styles, the baselines, and
 * bot-against-bot matches for the simulate command. Start with `createBot`; docs/BOTS.md says
 * how each level and style decides.
 */
export * from './bot.js';
export * from './create.js';
export * from './labels.js';
export * from './table.js';
export * from './tracker.js';
export * from './rivals.js';
export * from './easy.js';
export * from './medium.js';
export * from './hard.js';
export * from './rollout.js';
export * from './baselines.js';
export * from './seed.js';
export * from './arena.js';
export * from './policy.js';
export * from './selfplay.js';
export * from './dmc.js';
export * from './ismcts.js';
export * from './challengers.js';
export * from './coach.js';
export * from './coach-text.js';

