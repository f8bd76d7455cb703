/**
 * The stage's entry: the DOM mirror, sound and input first (the first key is never lost), then the
 * link to the room (its code and join address in plain HTML until the stage first draws: Pixi may
 * be slow to come up), the fonts (Pixi draws text with whatever face is loaded; late faces redraw
 * it) and the Pixi host. Served at `/` by the server.
 */
import { PracticeTag } from './platform/app/practice-tag.js';
import './style.css';
import type { SoundId } from '@minus/shared/platform/captions/sounds';
import { STAGE_SHOWS } from '#shows';
import { loadFonts } from './platform/engine/fonts.js';
import { loadLocaleFaces, startStageLocale } from './platform/i18n/locale.js';
import { NameFaces, roomNames } from './platform/i18n/name-faces.js';
import { currentLocale, onLocaleChange } from '@minus/shared/platform/i18n/texts';
import { PixiHost } from './platform/engine/pixi-app.js';
import { Sfx, type SpriteMap } from './platform/engine/audio.js';
import { Mirror } from './platform/app/mirror.js';
import { Show, type ShowDeps } from './platform/app/show.js';
import { Replay } from './platform/app/replay.js';
import type { Container } from 'pixi.js';
import { StageLink } from './platform/app/connection.js';
import { browserReload, reloadWhenServed } from './platform/app/reload.js';
import { joinInfo } from './platform/app/join-info.js';
import { replayGames } from './platform/app/lobby-menu.js';
import { wireInput } from './platform/app/input.js';
import { LinkStatusBand } from './platform/app/link-status.js';
import { CrowdOverlay } from './platform/ui/crowd-overlay.js';
import { CrowdMirror } from './platform/app/crowd-mirror.js';
import sfxUrl from '../../assets/sfx.wav?url';
import sprite from '../../assets/sfx.json';
import { stageTexts } from './platform/i18n/texts/index.js';
import { refusalCaption } from './platform/app/refusal-caption.js';
import { JoinCard } from './platform/app/join-card.js';

async function boot(): Promise<void> {
  // Keys and clicks are wired before the fonts and the renderer load, so the first key (which
  // unlocks sound) is never lost to a page that is still starting.
  const mirror = new Mirror();
  const sfx = new Sfx(sfxUrl, (sprite as unknown as { sprite: SpriteMap }).sprite);
  const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  let link: StageLink | null = null;
  // While the link to the server is down, the room's clock stands still on the stage (no turn
  // can time out then): the countdown holds its last second instead of running red to zero.
  let heldAt: number | null = null;
  let host: PixiHost | null = null;
  let room = { code: '', join: { url: '', display: '' } };
  const deps: ShowDeps = {
    shows: STAGE_SHOWS,
    play: (id: SoundId) => sfx.play(id),
    title: (title) => mirror.setShow(title),
    announce: (text) => mirror.announce(text),
    scene: (name, description, kind) => mirror.setScene(name, description, kind),
    table: (offer, seats) => mirror.setTable(offer, seats),
    evening: (lines) => mirror.setEvening(lines),
    call: (text) => mirror.setCall(text),
    lobby: (tiles, blurb) => mirror.lobby.set(tiles, blurb),
    now: () => heldAt ?? link?.now() ?? Date.now(),
    send: (type, payload) => link?.send(type, payload),
    reducedMotion: reduced,
    replay: () => replay.openPicker(),
  };
  const show = new Show(deps);
  const crowd = new CrowdOverlay();
  const crowdMirror = new CrowdMirror();
  // The live room on a (re)built design container: its director, then the crowd over it.
  const buildLive = (design: Container) => {
    show.build(design);
    crowd.attach(design);
  };
  // A replay's director draws the same screens but never speaks to the room.
  const replay = new Replay({
    live: show,
    makeShow: () => new Show({ ...deps, send: () => undefined, now: () => Date.now(), replay: undefined, lobby: undefined, replaying: true }),
    design: () => host?.design ?? null,
    rebuildLive: buildLive,
    announce: (text) => mirror.announce(text),
    room: () => room,
    showTitle: (id) => STAGE_SHOWS.find((s) => s.card.id === id)?.card.title ?? id,
    fetch: (input, init) => fetch(input, init),
  });
  replay.acceptDrops();
  mirror.replayButton.addEventListener('click', () => { if (replay.openPicker()) mirror.setReplay(false); });
  wireInput({ show, sfx, mirror, first: (key) => replay.key(key) });
  document.body.dataset.input = 'ready';
  // The host's language (`?lang=`, remembered, else the browser's) before any text is drawn.
  await startStageLocale();
  // The room's code and join address wait for no font nor renderer: the link starts now, the card shows them until the stage draws.
  const card = new JoinCard();
  const band = new LinkStatusBand(document.getElementById('link-status')!);
  const practice = new PracticeTag();
  const faces = new NameFaces(() => host?.refreshText());
  const endpoint = `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}`;
  link = new StageLink(endpoint, {
    onState: (s) => {
      faces.names(roomNames(s));
      show.onState(s);
      replay.onLiveState(s);
      if (!replay.active) crowd.onState(s);
      crowdMirror.onState(s);
      practice.onState(s, replay.active);
      mirror.setReplay(replayGames(s) > 0 && !replay.active);
      if (s.seats.length > 0) band.roomInUse();
      const waits = band.storage(s.storageWait === true);
      if (waits) mirror.announce(waits);
    },
    onEvent: (e) => show.onEvent(e),
    onRoom: (code) => {
      show.resetRoom();
      // Another room than before (the old one was lost): its last caption goes too.
      if (room.code && room.code !== code) show.sayWelcome();
      void joinInfo(code).then((join) => {
        mirror.setJoin(code, join.url);
        card.set(code, join.url, join.display);
        show.setJoin(join);
        room = { code, join };
      });
    },
    // A key the room refused (rules that no longer fit the seats, a full table): say so on the TV.
    onRefused: (type, code) => {
      const text = refusalCaption(type, code);
      if (text) show.say({ text, sound: null });
    },
    onStatus: (status) => {
      document.body.dataset.link = status;
      if (status === 'connected') link?.send('stage-locale', { locale: currentLocale() });
      const down = status === 'reconnecting' || status === 'restarting' || status === 'away' || status === 'lost';
      heldAt = down ? (heldAt ?? link?.now() ?? Date.now()) : null;
      const said = band.set(status, link?.roomCode ?? '');
      if (said) mirror.announce(said);
    },
  });
  window.addEventListener('pagehide', () => link?.close());
  document.addEventListener('visibilitychange', () => sfx.setPaused(document.hidden));
  // The first connection (a room whose game server is restarting is waited for inside `connect`,
  // the band saying so). No answer at all: the page loads again once the server serves it (it may
  // be a new version); reloading before would leave the TV on the browser's error page for good.
  const first = async (): Promise<void> => {
    try {
      await link!.connect();
    } catch (e) {
      mirror.announce(stageTexts.now().link.retry);
      console.error(e);
      await reloadWhenServed(browserReload);
    }
  };
  // It runs while the fonts load and the renderer comes up.
  const connecting = first();
  // No Pixi text before the faces are in; if they come after the timeout, draw the text again.
  document.body.dataset.fonts = (await loadFonts({ onLate: () => { document.body.dataset.fonts = 'late'; host?.refreshText(); } })) ? 'ready' : 'fallback';
  // The host picked another language: draw every text again from state (the faces are in by then).
  // A show's words arriving later may use syllables not loaded yet: load their faces, then redraw.
  onLocaleChange((l) => {
    link?.send('stage-locale', { locale: l }); // the phones name what the TV names in its language too
    mirror.relabel();
    card.relabel();
    show.sayWelcome();
    host?.refreshText();
    void loadLocaleFaces(l).then(() => host?.refreshText(), () => undefined);
  });
  mirror.relabel();
  host = new PixiHost(document.getElementById('show')!, {
    onBuild: (design) => {
      if (!replay.rebuild(design)) buildLive(design);
    },
    onFrame: (dt) => {
      if (replay.active) return replay.frame(dt);
      show.frame(dt);
      crowd.frame(dt);
    },
    onTeardown: () => (replay.active ? replay.stop() : show.teardown()),
    // A face arriving mid-finale or mid-reveal waits for the animation's end to redraw the text.
    textBusy: () => (replay.active ? replay.animating : show.queue.busy),
    onDrawn: () => card.hide(),
  });
  await host.mount();
  await connecting;
}

void boot();
