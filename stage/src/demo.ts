/**
 * The demo page: the real show (same screens, queue and captions) fed from hand-built states
 * instead of a room, so scenes can be looked at and screenshotted without a server.
 * `demo.html?scene=lobby|auction|finale&seats=3..7[&cubes=many][&events=N]` (cubes=many: a crowded
 * table; events: replay N busy auctions).
 */
import './style.css';
import { loadFonts } from './engine/fonts.js';
import { PixiHost } from './engine/pixi-app.js';
import { Mirror } from './app/mirror.js';
import { Show } from './app/show.js';
import { joinUrl } from './app/join-info.js';
import { busyAuction, demoState } from './demo/fixtures.js';

async function boot(): Promise<void> {
  await loadFonts();
  const params = new URLSearchParams(location.search);
  const scene = params.get('scene') ?? 'auction';
  const state = demoState(scene, Number(params.get('seats') ?? 5), params.get('cubes') === 'many');
  const mirror = new Mirror();
  mirror.hideUnlock();
  const show = new Show({
    play: () => {},
    announce: (t) => mirror.announce(t),
    scene: (name, d) => mirror.setScene(name, d),
    table: (offer, seats) => mirror.setTable(offer, seats),
    now: () => Date.now(),
    send: (type, payload) => mirror.announce(`(demo) would send ${type} ${JSON.stringify(payload)}`),
    reducedMotion: false,
  });
  let frames: number[] = [];
  const host = new PixiHost(document.getElementById('show')!, {
    onBuild: (d) => show.build(d),
    onFrame: (dt) => { show.frame(dt); frames.push(dt); },
    onTeardown: () => show.teardown(),
  });
  await host.mount();
  const join = joinUrl('http://192.168.1.20:2567/play', state.code);
  mirror.setJoin(state.code, join.url);
  show.setJoin(join);
  show.onState(state);
  if (scene === 'auction') {
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
  document.body.dataset.ready = '1';
}

void boot();
