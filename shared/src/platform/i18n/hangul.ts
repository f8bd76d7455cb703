/**
 * Hangul as the screens meet it in names and words: syllables (U+AC00..U+D7A3), jamo
 * (U+1100..U+11FF) and compatibility jamo (U+3130..U+318F), the ranges Noto Sans KR covers
 * (docs/I18N.md, "Fonts"). A screen loads that face when such a character is to be drawn.
 */
export const HANGUL = /[\u1100-\u11ff\u3130-\u318f\uac00-\ud7a3]/u;

/** The final consonant (받침) index of each digit as read in Sino-Korean (영, 일, 이, 삼, 사, 오, 육, 칠, 팔, 구). */
const DIGIT_FINAL = [21, 8, 0, 16, 0, 0, 1, 8, 8, 0];
/** The final consonant index ㄹ, after which 으로 is 로. */
const RIEUL = 8;

/**
 * The final consonant index of `word`'s last syllable (0: none), as the particle after it is
 * chosen: a Hangul syllable's own, a digit's as read ("관객 1" ends in 일); null for anything else
 * (a Latin name), whose particle keeps both forms.
 */
function finalOf(word: string): number | null {
  const last = word.trim().slice(-1);
  const code = last.charCodeAt(0);
  if (code >= 0xac00 && code <= 0xd7a3) return (code - 0xac00) % 28;
  if (last >= '0' && last <= '9') return DIGIT_FINAL[Number(last)]!;
  return null;
}

/** `word` with the particle 으로/로 ("관객 1로", "주황 여우로"); "(으)로" after a word whose sound it cannot tell. */
export function withRo(word: string): string {
  const fin = finalOf(word);
  return `${word}${fin === null ? '(으)로' : fin === 0 || fin === RIEUL ? '로' : '으로'}`;
}

/** `word` with the topic particle 은/는 ("고양이는", "관객 1은"); "은(는)" after a word whose sound it cannot tell. */
export function withEun(word: string): string {
  const fin = finalOf(word);
  return `${word}${fin === null ? '은(는)' : fin === 0 ? '는' : '은'}`;
}
