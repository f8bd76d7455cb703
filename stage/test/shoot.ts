/**
 * Screenshots of the demo scenes (no server needed): lobby (also with the sound prompt, and in Italian
 * and Malay), auction (also in Korean)
 * with 3 and 7 seats (also with the classic preset's nine cubes in the vault, a practice game's tag, a replay's badge and
 * the crowd's tabs), the replay picker, tonight's table of 8 and 12 rows, finale (also played from the game-over event: mid-reveal and after the
 * winner), at 1280x720 and 1920x1080 (and DPR 1.5 / 2 spot checks) into stage/test/artifacts.
 * Run: `npx tsx stage/test/shoot.ts [filter]` (builds the stage first unless STAGE_SKIP_BUILD=1).
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { ARTIFACTS, buildStage, launch, serveStatic } from './browser/helpers.js';

buildStage();
mkdirSync(ARTIFACTS, { recursive: true });
const site = await serveStatic();
const browser = await launch();
/** name, demo query, width, height, device pixel ratio, ms to wait after the page is ready. */
const shots: [string, string, number, number, number, number?][] = [];
const playFinale = 'scene=auction&seats=7&cubes=many&play=finale';
for (const [w, h] of [[1280, 720], [1920, 1080]] as const) {
  shots.push([`demo-lobby-${w}`, 'scene=lobby', w, h, 1]);
  shots.push([`demo-lobby-prompt-${w}`, 'scene=lobby&unlock=1', w, h, 1]);
  shots.push([`demo-lobby-custom-${w}`, 'scene=lobby&cubes=run', w, h, 1]);
  // The longer languages' lobby (the join lines under the code) and auction.
  shots.push([`demo-lobby-it-${w}`, 'scene=lobby&lang=it', w, h, 1]);
  shots.push([`demo-lobby-ms-${w}`, 'scene=lobby&lang=ms', w, h, 1]);
  shots.push([`demo-lobby-ko-${w}`, 'scene=lobby&lang=ko', w, h, 1]);
  // The lobby's eight tiles (the Replay tile once a game has finished tonight), in every language.
  for (const lang of ['en', 'it', 'ms', 'ko']) shots.push([`demo-lobby-tiles8-${lang}-${w}`, `scene=lobby&evening=4&replaytile=1&lang=${lang}`, w, h, 1]);
  // The host's rules cannot deal the seated players: the line over the seats and the Start tile.
  shots.push([`demo-lobby-misfit-${w}`, 'scene=lobby&misfit=1', w, h, 1]);
  shots.push([`demo-auction5-ko-${w}`, 'scene=auction&seats=5&lang=ko', w, h, 1]);
  shots.push([`demo-auction7-ms-${w}`, 'scene=auction&seats=7&lang=ms', w, h, 1]);
  // A bot plays a 16-character name's seat: the name stays above "AWAY · bot plays".
  shots.push([`demo-auction3-standin-ko-${w}`, 'scene=auction&seats=3&standin=1&lang=ko', w, h, 1]);
  shots.push([`demo-auction4-standin-${w}`, 'scene=auction&seats=4&standin=1&refusals=10', w, h, 1]);
  // A person who left on purpose: "LEFT · bot plays" under the name, in English and Korean.
  for (const lang of ['en', 'ko']) shots.push([`demo-auction4-left-${lang}-${w}`, `scene=auction&seats=4&standin=1&left=1&lang=${lang}`, w, h, 1]);
  shots.push([`demo-auction7-refusals-${w}`, 'scene=auction&seats=7&refusals=10', w, h, 1]);
  shots.push([`demo-finale7-reveal-${w}`, playFinale, w, h, 1, 4000]);
  shots.push([`demo-finale7-played-${w}`, playFinale, w, h, 1, 9500]);
  shots.push([`demo-auction3-${w}`, 'scene=auction&seats=3', w, h, 1]);
  // A practice game's tag in the top right corner of the safe area, clear of the vault and the seat cards (the longest words: Malay, Korean).
  for (const [seats, lang] of [[7, 'en'], [6, 'ms'], [7, 'ko'], [5, 'it'], [6, 'en']] as const) {
    shots.push([`demo-auction${seats}-practice-${lang}-${w}`, `scene=auction&seats=${seats}&vault=9&practice=1&lang=${lang}`, w, h, 1]);
  }
  // A replay's REPLAY badge in the safe area beside the vault and the seat cards, and over the finale.
  for (const [seats, lang] of [[7, 'en'], [6, 'ms'], [7, 'ko'], [6, 'it']] as const) {
    shots.push([`demo-auction${seats}-replay-${lang}-${w}`, `scene=auction&seats=${seats}&vault=9&replay=4&lang=${lang}`, w, h, 1]);
    shots.push([`demo-finale${seats}-replay-${lang}-${w}`, `scene=finale&seats=${seats}&replay=4&lang=${lang}`, w, h, 1]);
  }
  // A practice game's replay: its finale says the game stayed out of tonight's table (a counted game's says nothing there).
  shots.push([`demo-finale6-replay-practice-ko-${w}`, 'scene=finale&seats=6&replay=4&practice=1&lang=ko', w, h, 1]);
  // The replay picker: long winners' names on one line each.
  for (const lang of ['en', 'it', 'ko', 'ms']) shots.push([`demo-replay-picker-${lang}-${w}`, `scene=lobby&picker=1&lang=${lang}`, w, h, 1]);
  // The crowd's tabs over the seat cards, the top ones inside the safe area.
  for (const seats of [6, 7]) shots.push([`demo-auction${seats}-crowd-${w}`, `scene=auction&seats=${seats}&crowd=1&practice=1`, w, h, 1]);
  shots.push([`demo-auction5-${w}`, 'scene=auction&seats=5', w, h, 1]);
  shots.push([`demo-auction7-${w}`, 'scene=auction&seats=7', w, h, 1]);
  // A burst of fast decisions (one every 150 ms), taken mid-burst.
  shots.push([`demo-burst5-${w}`, 'scene=auction&seats=5&events=6&burst=150', w, h, 1, 1500]);
  shots.push([`demo-auction3-many-${w}`, 'scene=auction&seats=3&cubes=many', w, h, 1]);
  shots.push([`demo-auction7-many-${w}`, 'scene=auction&seats=7&cubes=many', w, h, 1]);
  shots.push([`demo-finale-${w}`, 'scene=finale&seats=6', w, h, 1]);
  shots.push([`demo-finale-ko-${w}`, 'scene=finale&seats=6&lang=ko', w, h, 1]);
  shots.push([`demo-finale-tie-${w}`, 'scene=finale&seats=5&tie=1', w, h, 1]);
  shots.push([`demo-finale7-many-${w}`, 'scene=finale&seats=7&cubes=many', w, h, 1]);
  // A long run's two ends with its count between them ("8 cubes"), in the other languages.
  for (const lang of ['ko', 'ms']) shots.push([`demo-finale7-many-${lang}-${w}`, `scene=finale&seats=7&cubes=many&lang=${lang}`, w, h, 1]);
  shots.push([`demo-finale3-run-${w}`, 'scene=finale&seats=3&cubes=run', w, h, 1]);
  shots.push([`demo-finale3-run-it-${w}`, 'scene=finale&seats=3&cubes=run&lang=it', w, h, 1]);
  shots.push([`demo-auction3-run-${w}`, 'scene=auction&seats=3&cubes=run', w, h, 1]);
  // The classic preset's nine cubes in the vault, beside the top seat cards.
  for (const seats of [3, 5, 7]) {
    for (const lang of ['en', 'it']) shots.push([`demo-auction${seats}-vault9-${lang}-${w}`, `scene=auction&seats=${seats}&vault=9&lang=${lang}`, w, h, 1]);
  }
  // Tonight's table longer than the seats: eight people (all on shorter rows), and twelve ("+5 more on the phones").
  for (const lang of ['en', 'it']) {
    shots.push([`demo-finale-evening8-${lang}-${w}`, `scene=finale&seats=5&evening=8&lang=${lang}`, w, h, 1]);
    shots.push([`demo-finale-evening12-${lang}-${w}`, `scene=finale&seats=7&evening=12&lang=${lang}`, w, h, 1]);
  }
  // Both shows played tonight: two points columns beside 16-character names.
  shots.push([`demo-finale-twoshows-it-${w}`, `scene=finale&seats=5&cubes=run&evening=8&lang=it`, w, h, 1]);
  // A newcomer seated on the results: named over the join box, beside a long evening's table.
  for (const lang of ['en', 'ms']) shots.push([`demo-finale-newcomer-${lang}-${w}`, `scene=finale&seats=5&evening=8&newcomer=1&lang=${lang}`, w, h, 1]);
  // Their short names in Korean as column heads (큐브, 쓰레기).
  shots.push([`demo-finale-twoshows-ko-${w}`, `scene=finale&seats=5&cubes=run&evening=8&lang=ko`, w, h, 1]);
}
shots.push(['demo-auction7-1280-dpr2', 'scene=auction&seats=7', 1280, 720, 2]);
shots.push(['demo-auction5-1280-dpr1.5', 'scene=auction&seats=5', 1280, 720, 1.5]);
const only = process.argv[2];
for (const [name, q, w, h, dpr, wait = 600] of shots) {
  if (only && !name.includes(only)) continue;
  const page = await browser.newPage({ viewport: { width: w, height: h }, deviceScaleFactor: dpr });
  page.on('pageerror', (e) => console.error(name, e.message));
  await page.goto(`${site.url}/demo.html?${q}`);
  await page.waitForFunction(() => document.body.dataset.ready === '1', null, { timeout: 30_000 });
  const burst = /burst=(\d+)/.exec(q);
  if (burst) void page.evaluate(`window.__demo.busy(${wait + 3000}, ${burst[1]})`).catch(() => undefined);
  await page.waitForTimeout(wait);
  await page.screenshot({ path: join(ARTIFACTS, `${name}.png`), timeout: 120_000 });
  await page.close();
  console.log(name);
}
await browser.close();
await site.close();
