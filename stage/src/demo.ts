/**
 * The demo page: the real show (same screens, queue and captions) fed from hand-built states
 * instead of a room, so scenes can be looked at and screenshotted without a server.
 * `demo.html?scene=lobby|auction|finale&seats=3..7[&cubes=many][&events=N][&play=finale][&unlock=1]`
 * (cubes=many: a crowded table; events: replay N busy auctions; play=finale: start at the auction
 * and play the game-over event as a room would send it; unlock=1: keep the sound prompt on screen).
 */
import './style.css';
import { loadFonts } from './engine/fonts.js';
import { PixiHost } from './engine/pixi-app.js';
import { Mirror } from './app/mirror.js';
import { Show } from './app/show.js';
import { joinUrl } from './app/join-info.js';
import { busyAuction, demoFinale, demoState } from './demo/fixtures.js';

async function boot(): Promise<void> {
  const params = new URLSearchParams(location.search);
  const mirror = new Mirror();
  if (params.get('unlock') !== '1') mirror.hideUnlock();
  let host: PixiHost | null = null;
  document.body.dataset.fonts = (await loadFonts({ onLate: () => { document.body.dataset.fonts = 'late'; host?.refreshText(); } })) ? 'ready' : 'fallback';
  const scene = params.get('scene') ?? 'auction';
  const playFinale = params.get('play') === 'finale';
  const state = demoState(playFinale ? 'auction' : scene, Number(params.get('seats') ?? 5), params.get('cubes') === 'many');
  const show = new Show({
    play: () => {},
    announce: (t) => mirror.announce(t),
    scene: (name, d) => mirror.setScene(name, d),
    table: (offer, seats) => mirror.setTable(offer, seats),
    evening: (lines) => mirror.setEvening(lines),
    now: () => Date.now(),
    send: (type, payload) => mirror.announce(`(demo) would send ${type} ${JSON.stringify(payload)}`),
    reducedMotion: false,
  });
  let frames: number[] = [];
  host = new PixiHost(document.getElementById('show')!, {
    onBuild: (d) => show.build(d),
    onFrame: (dt) => { show.frame(dt); frames.push(dt); },
    onTeardown: () => show.teardown(),
  });
  await host.mount();
  const join = joinUrl('http://192.168.1.20:2567/play', state.code);
  mirror.setJoin(state.code, join.url);
  show.setJoin(join);
  show.onState(state);
  if (scene === 'auction' && !playFinale) {
    state.game.deadline = Date.now() + 14_000;
    show.onState({ ...state });
  }
  const rounds = Number(params.get('events') ?? 0);
  const w = window as unknown as Record<string, unknown>;
  w.__app = host.app;
  w.__demo = {
    /** Start the busy burst and collect frame times (ms) for `ms`. */
    async busy(ms: number): Promise<number[]> {
      frames = [];
      for (const e of busyAuction(state, Math.max(1, rounds || 3))) show.onEvent(e);
      await new Promise((r) => setTimeout(r, ms));
      return frames;
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
