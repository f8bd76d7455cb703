/**
 * Rubbish Auction, the second show: its module (`rubbishAuction`, the ShowModule the platform
 * hosts) and the pieces its screens need (the Geek table, money cards, captions, views' types).
 * Rules: docs/RULES.md, "Rubbish Auction"; bots: docs/BOTS.md, "Rubbish Auction".
 */
export { rubbishAuction, type RubbishTypes } from './module.js';
export * from './types.js';
export * from './geeks.js';
export { MONEY_CARDS, isMoneyCard, sumCards, usableCards, possibleBids, maxBid, holdOutChoices } from './cards.js';
export { START_FAME, MIN_SEATS, MAX_SEATS, DEFAULT_TIMER_MS } from './rules.js';
export type { RubbishEvent } from './events.js';
export { rubbishCaptions, moneyText, fameText } from './captions.js';
export { RECORD_FORMAT, type RubbishRecord } from './record.js';
export type { Summary, SummaryPlayer } from './standing.js';
export { RUBBISH_BOT_LEVELS, type RubbishBotLabel, type RubbishBotLevel } from './bots/labels.js';
