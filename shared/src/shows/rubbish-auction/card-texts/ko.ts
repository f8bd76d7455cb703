/** Rubbish Auction's card words in Korean (docs/I18N.md). */
import type { RubbishCardTexts } from './en.js';

export const ko: RubbishCardTexts = {
  /** Tonight's table's column head: the fame the show counts (docs/I18N.md game words), as 쓰레기 read "garbage" beside a player's points. */
  short: '명성',
  tagline: '비밀 덕후가 원하는 잡동사니를 노리고, 명성은 지키세요.',
};
