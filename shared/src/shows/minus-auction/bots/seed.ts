/** Seed mixing for Minus Auction's computer players: the platform's (platform/mix-seed.ts). */
export { mixSeed } from '../../../platform/mix-seed.js';
