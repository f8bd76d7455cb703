/**
 * Minus Auction's demo page: the real stage (same screens, queue and captions) fed from
 * hand-built states instead of a room, so scenes can be looked at and screenshotted without a
 * server.
 * `demo.html?scene=lobby|auction|finale&seats=3..7[&cubes=many|run][&tie=1][&vault=0..9][&evening=N][&events=N][&play=finale][&unlock=1][&lang=it|ko|ms][&practice=1][&misfit=1][&standin=1][&refusals=N][&replay=1|2|4][&picker=1][&replaytile=1][&crowd=1]`
 * (cubes=many: a crowded table; cubes=run: a custom game where one seat holds a 30-cube run; vault: cubes in the vault (9: the
 * classic preset); evening: rows of tonight's table, people who played earlier games beyond the seats; events: replay N busy auctions; play=finale: start at the auction
 * and play the game-over event as a room would send it; unlock=1: keep the sound prompt on screen; tie=1: the finale's first place shared;
 * lang: the stage's language, not remembered; practice=1: a practice game; replay=1|2|4: the REPLAY badge at that
 * speed, the state as a replay's frames have it (no evening); picker=1: the replay picker, demo-replay.ts; crowd=1: the audience's tabs over every seat card).
 */
import '../../style.css';
import { loadFonts } from '../../platform/engine/fonts.js';
import { PixiHost } from '../../platform/engine/pixi-app.js';
import { Mirror } from '../../platform/app/mirror.js';
import { Show } from '../../platform/app/show.js';
import { wireInput } from '../../platform/app/input.js';
import type { Sfx } from '../../platform/engine/audio.js';
import { joinUrl } from '../../platform/app/join-info.js';
import { loadLocaleFaces, startStageLocale } from '../../platform/i18n/locale.js';
import { NameFaces, roomNames } from '../../platform/i18n/name-faces.js';
import { PracticeTag } from '../../platform/app/practice-tag.js';
import { demoReplay } from './demo-replay.js';
import { CrowdOverlay } from '../../platform/ui/crowd-overlay.js';
import { busyAuction, demoCrowd, demoFinale, demoState } from './demo-fixtures.js';
import { minusAuctionStage } from './index.js';
import { STAGE_SHOWS } from '#shows';

async function boot(): Promise<void> {
  const params = new URLSearchParams(location.search);
  const mirror = new Mirror();
  if (params.get('unlock') !== '1') mirror.hideUnlock();
  let host: PixiHost | null = null;
  // `?lang=` alone (not the browser's, not remembered): a screenshot asks for its language.
  const locale = await startStageLocale(params.has('lang') ? location.search : '?lang=en', [], null);
  await loadLocaleFaces(locale).catch(() => undefined);
  document.body.dataset.fonts = (await loadFonts({ onLate: () => { document.body.dataset.fonts = 'late'; host?.refreshText(); } })) ? 'ready' : 'fallback';
  const scene = params.get('scene') ?? 'auction';
  const playFinale = params.get('play') === 'finale';
  const cubes = params.get('cubes');
  const state = demoState(playFinale ? 'auction' : scene, Number(params.get('seats') ?? 5), {
    table: cubes === 'many' ? 'many' : cubes === 'run' ? 'run' : 'usual',
    tie: params.get('tie') === '1',
    vault: params.has('vault') ? Number(params.get('vault')) : undefined,
    evening: params.has('evening') ? Number(params.get('evening')) : undefined,
  });
  if (params.get('practice') === '1') state.practice = true;
  // A newcomer seated on the results (no place in them): "Joining the next game: Dee" over the join box.
  if (params.get('newcomer') === '1' && state.seats[0]) state.seats.push({ ...state.seats[0], id: 'new', name: 'Dee', avatar: 5, vip: false, cubes: [], cubeScore: 0, chips: 0, finalChips: 0, finalScore: 0, place: 0 });
  // The audience guessing: a tab over every seat card, drawn over the show as on the live stage.
  const crowd = params.get('crowd') === '1' ? new CrowdOverlay() : null;
  if (crowd) state.crowd = demoCrowd(state.seats.length);
  // The host's rules cannot deal the seated players (the lobby says so, and its Start tile too).
  if (params.get('misfit') === '1') state.settings = { ...state.settings, doesNotFit: true };
  // A long round of no thanks: `refusals=N` refusals (seats in turn), a pot of N chips.
  if (params.has('refusals')) {
    const n = Math.max(0, Number(params.get('refusals')) || 0);
    state.game = { ...state.game, refusals: Array.from({ length: n }, (_, k) => k % state.seats.length), pot: n };
  }
  // The second seat's phone away and a bot playing it: "AWAY · bot plays" under a 16-character name
  // (`left=1`: its person left on purpose, "LEFT · bot plays").
  if (params.get('standin') === '1' && state.seats[1]) state.seats[1] = { ...state.seats[1], connected: false, standIn: true, left: params.get('left') === '1', botLabel: 'medium' };
  // A replay's badge (its director's results leave the badge their hint line) or its picker.
  const replay = demoReplay(params);
  // A replay's frames carry no evening (server platform/replay-script.ts): its finale has no tonight's table.
  if (replay.badge) state.evening = { shows: [], rows: [] };
  const show = new Show({
    // Every show's card (the evening table names each show's column), Minus Auction's part at hand.
    shows: STAGE_SHOWS.map((entry) => (entry.card.id === minusAuctionStage.card.id ? { card: entry.card, load: async () => minusAuctionStage } : entry)),
    title: (title) => mirror.setShow(title),
    play: () => {},
    announce: (t) => mirror.announce(t),
    scene: (name, d, kind) => mirror.setScene(name, d, kind),
    table: (offer, seats) => mirror.setTable(offer, seats),
    evening: (lines) => mirror.setEvening(lines),
    call: (text) => mirror.setCall(text),
    lobby: (tiles, blurb) => mirror.lobby.set(tiles, blurb),
    now: () => Date.now(),
    send: (type, payload) => mirror.announce(`(demo) would send ${type} ${JSON.stringify(payload)}`),
    reducedMotion: false,
    replaying: replay.badge,
    // `replaytile=1` (with `evening=N`): the lobby's Replay tile, as once a game has finished tonight.
    replay: params.get('replaytile') === '1' ? () => false : undefined,
  });
  // The keys as on the live stage (a silent page: sound counts as unlocked, the volume keys do nothing).
  const silent = { isUnlocked: true, muted: true, volume: 0, unlock() {}, toggleMute: () => true, setVolume() {} };
  wireInput({ show, sfx: silent as unknown as Sfx, mirror });
  host = new PixiHost(document.getElementById('show')!, {
    onBuild: (d) => {
      show.build(d);
      crowd?.attach(d);
    },
    onFrame: (dt) => {
      show.frame(dt);
      crowd?.frame(dt);
    },
    onTeardown: () => show.teardown(),
    textBusy: () => show.queue.busy,
  });
  await host.mount();
  await show.load(minusAuctionStage.card.id);
  const join = joinUrl('http://192.168.1.20:2567/play', state.code);
  mirror.setJoin(state.code, join.url);
  show.setJoin(join);
  // The names' Hangul and emoji faces, as the live stage loads them ("Zoë 🦊 Ñandú"); one arriving
  // mid-finale redraws the text when the finale has played.
  const faces = new NameFaces(() => host?.refreshText());
  faces.names(roomNames(state));
  show.onState(state);
  crowd?.onState(state);
  faces.names(replay.names);
  // A practice game wears its tag, as on the live stage (main.ts), but for under the REPLAY badge.
  new PracticeTag().onState(state, replay.badge);
  if (scene === 'auction' && !playFinale) {
    state.game.deadline = Date.now() + 14_000;
    show.onState({ ...state });
  }
  const rounds = Number(params.get('events') ?? 0);
  const w = window as unknown as Record<string, unknown>;
  w.__app = host.app;
  w.__demo = {
    /** The animation queue now: steps waiting and steps hurried so far (tests). */
    queue: () => ({ waiting: show.queue.waiting, hurried: show.queue.hurried }),
    /**
     * A busy auction for the frame-time bench: the burst's events (`&events=N` rounds) arrive one
     * every `everyMs` (all at once for 0), and the queue plays them as a room's would, speeding up
     * when it falls behind. For `ms` the time between frames is taken from requestAnimationFrame's
     * timestamps: what the screen really showed, a long frame included (Pixi's ticker clamps its
     * delta at 100 ms). Returns those intervals, ms.
     */
    async busy(ms: number, everyMs = 0): Promise<number[]> {
      const stamps: number[] = [];
      let on = true;
      const frame = (t: number): void => {
        stamps.push(t);
        if (on) requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
      const events = busyAuction(state, Math.max(1, rounds || 3));
      let next = 0;
      const feed = everyMs > 0 ? setInterval(() => { if (next < events.length) show.onEvent(events[next++]!); }, everyMs) : null;
      if (!feed) for (const e of events) show.onEvent(e);
      await new Promise((r) => setTimeout(r, ms));
      on = false;
      if (feed) clearInterval(feed);
      return stamps.slice(1).map((t, i) => t - stamps[i]!);
    },
  };
  if (playFinale) {
    // As from a room: the event, then the state patch (the queue is busy, so it waits).
    const end = demoFinale(state);
    show.onEvent(end.event);
    show.onState(end.state);
  }
  document.body.dataset.ready = '1';
}

void boot();
