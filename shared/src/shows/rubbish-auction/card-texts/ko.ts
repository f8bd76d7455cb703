/** Rubbish Auction's card words in Korean (docs/I18N.md). */
import type { RubbishCardTexts } from './en.js';

export const ko: RubbishCardTexts = {
  short: '쓰레기',
  tagline: '비밀 덕후가 원하는 잡동사니를 노리고, 명성은 지키세요.',
};
