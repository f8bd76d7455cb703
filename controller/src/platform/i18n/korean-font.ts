/**
 * Noto Sans KR (regular and bold) for Hangul, fetched only when the phone speaks Korean
 * (docs/I18N.md, "Fonts"). Fontsource splits it by `unicode-range`, so the browser downloads just
 * the slices of the characters on screen. Imported dynamically by locale.ts: its own chunk.
 *
 * The words shown only while the link to the room is down (the banner, the offline timer) are
 * shown when no slice can be fetched any more: their slices are fetched now, while the phone is
 * online, or they would be drawn as empty boxes.
 */
import '@fontsource/noto-sans-kr/400.css';
import '@fontsource/noto-sans-kr/700.css';
import { ko } from './texts/ko.js';

const offlineWords = [ko.linkDown, ko.serverAway, ko.serverStopping, ko.countDown.offline, ko.countDown.offlineLabel].join(' ');
for (const weight of [400, 700]) void globalThis.document?.fonts?.load(`${weight} 16px "Noto Sans KR"`, offlineWords).catch(() => undefined);
