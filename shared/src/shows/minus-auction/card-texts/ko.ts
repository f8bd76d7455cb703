/** Minus Auction's card words in Korean (docs/I18N.md). */
import type { MinusCardTexts } from './en.js';

export const ko: MinusCardTexts = {
  short: '큐브',
  tagline: '모든 큐브는 나쁜 소식! 칩과 함께 가져가거나, 칩 하나 내고 넘기세요.',
};
