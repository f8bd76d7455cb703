/**
 * The accessible mirror of the show in the page's DOM (docs/STAGE.md, "Accessible mirror"): the
 * show's name, the room code and a real join link beside the canvas, the show and the code in the
 * document title, the lobby's tiles as buttons, every caption in an aria-live log, and the sound
 * prompt as a real button.
 * Screen readers and browser tests follow the show here.
 */

import { CAPTION_BAR } from './layout.js';
import { stageTexts } from '../i18n/texts/index.js';
import { LobbyMirror } from './lobby-mirror.js';

const MAX_LOG = 300;

export class Mirror {
  private readonly code: HTMLElement;
  private readonly link: HTMLAnchorElement;
  private readonly log: HTMLElement;
  private readonly scene: HTMLElement;
  private readonly offer: HTMLElement;
  private readonly table: HTMLElement;
  private readonly call: HTMLElement;
  private readonly evening: HTMLElement;
  private readonly eveningRows: HTMLElement;
  private readonly heading: HTMLElement;
  private readonly root: HTMLElement;
  private lastTable = '';
  private showTitle = '';
  private roomCode = '';
  readonly unlockButton: HTMLButtonElement;
  /** The lobby's tiles as buttons, while the lobby is on screen (lobby-mirror.ts). */
  readonly lobby: LobbyMirror;
  /** Opens the picker of tonight's games to replay (the lobby's replay tile, for a keyboard or a screen reader); shown only between games once one has finished. */
  readonly replayButton: HTMLButtonElement;

  constructor(private readonly doc: Document = document) {
    const root = doc.getElementById('mirror') ?? doc.body.appendChild(doc.createElement('aside'));
    root.id = 'mirror';
    root.innerHTML = `
      <h1 id="show-title"></h1>
      <p><span id="room-code-label"></span> <strong id="room-code">…</strong></p>
      <p><a id="join-link" href="#"></a> <span id="same-wifi"></span></p>
      <div id="lobby-tiles"></div>
      <p id="scene" aria-live="polite"></p>
      <h2 id="table-heading"></h2>
      <p id="offer"></p>
      <p id="call"></p>
      <ul id="table"></ul>
      <section id="evening" hidden><h2 id="evening-heading"></h2><ol id="evening-rows"></ol></section>
      <p><button id="replay-open" type="button" hidden></button></p>
      <div id="captions" role="log" aria-live="polite"></div>`;
    this.root = root;
    this.heading = root.querySelector('#show-title')!;
    this.code = root.querySelector('#room-code')!;
    this.link = root.querySelector('#join-link')!;
    this.log = root.querySelector('#captions')!;
    this.scene = root.querySelector('#scene')!;
    this.offer = root.querySelector('#offer')!;
    this.table = root.querySelector('#table')!;
    this.call = root.querySelector('#call')!;
    this.evening = root.querySelector('#evening')!;
    this.eveningRows = root.querySelector('#evening-rows')!;
    this.replayButton = root.querySelector('#replay-open')!;
    this.lobby = new LobbyMirror(root.querySelector('#lobby-tiles')!, doc);
    this.unlockButton = (doc.getElementById('unlock') as HTMLButtonElement | null) ?? doc.body.appendChild(doc.createElement('button'));
    this.unlockButton.id = 'unlock';
    this.unlockButton.type = 'button';
    this.relabel();
    // In the caption bar's place, in design px (style.css maps them onto the letterboxed show).
    for (const [k, v] of Object.entries({ x: CAPTION_BAR.x, y: CAPTION_BAR.y, w: CAPTION_BAR.w, h: CAPTION_BAR.h })) {
      this.unlockButton.style.setProperty(`--unlock-${k}`, String(v));
    }
  }

  /** Say the mirror's own words (labels, headings, the link) in the stage's language, now and after a change of language. */
  relabel(): void {
    const m = stageTexts.now().mirror;
    const set = (id: string, text: string) => { const el = this.root.querySelector(`#${id}`); if (el) el.textContent = text; };
    set('room-code-label', m.roomCode);
    set('same-wifi', m.sameWifi);
    set('table-heading', m.table);
    set('evening-heading', m.evening);
    this.table.setAttribute('aria-label', m.seats);
    this.evening.setAttribute('aria-label', m.evening);
    this.log.setAttribute('aria-label', m.captions);
    this.unlockButton.textContent = m.unlock;
    this.replayButton.textContent = stageTexts.now().replayTile.button;
    this.lobby.relabel();
    this.link.textContent = this.link.href && /\/play/.test(this.link.href) ? m.join(this.link.href) : m.joinLink;
    this.heading.textContent = this.showTitle || stageTexts.now().mirror.theShow;
    this.setTitle();
  }

  /** Show the room code and the join URL (link text = the URL itself, so it can be read out). */
  setJoin(code: string, url: string): void {
    this.code.textContent = code;
    this.link.href = url;
    this.link.textContent = stageTexts.now().mirror.join(url);
    this.roomCode = code;
    this.setTitle();
  }

  /** The chosen show's name (the heading and the document title). */
  setShow(title: string): void {
    this.showTitle = title;
    this.heading.textContent = title || stageTexts.now().mirror.theShow;
    this.setTitle();
  }

  private setTitle(): void {
    const show = this.showTitle || stageTexts.now().mirror.theShow;
    this.doc.title = this.roomCode ? stageTexts.now().mirror.room(show, this.roomCode) : show;
    // The canvas's landmark names the show on now, in the stage's language.
    this.doc.getElementById('show')?.setAttribute('aria-label', stageTexts.now().mirror.main(show));
  }

  /** Add one caption to the live log (oldest dropped past 300). */
  announce(text: string): void {
    const p = this.doc.createElement('p');
    p.textContent = text;
    this.log.appendChild(p);
    while (this.log.childElementCount > MAX_LOG) this.log.firstElementChild?.remove();
  }

  /**
   * Name the scene on screen ("lobby", then the show's own scenes) for screen readers and tests;
   * `kind` (lobby, game, finale) goes to `body[data-scene-kind]`, where the page's own overlays
   * find their place (style.css: the REPLAY badge at the finale).
   */
  setScene(name: string, description: string, kind?: string): void {
    this.doc.body.dataset.scene = name;
    if (kind) this.doc.body.dataset.sceneKind = kind;
    else delete this.doc.body.dataset.sceneKind;
    this.scene.textContent = description;
  }

  /**
   * Mirror the table as text: the cube on offer and the pot, and one line per seat
   * ("Ana: -4 -5 -17, cube score -21, phone on"). Only touches the DOM when the text changes.
   */
  setTable(offer: string, seats: readonly string[]): void {
    const key = `${offer}\n${seats.join('\n')}`;
    if (key === this.lastTable) return;
    this.lastTable = key;
    this.offer.textContent = offer;
    this.table.replaceChildren(...seats.map((line) => {
      const li = this.doc.createElement('li');
      li.textContent = line;
      return li;
    }));
  }

  /** The screen's live line ("Ana's call · 12 s"; empty when nobody decides). Only touches the DOM when it changes. */
  setCall(text: string): void {
    if (this.call.textContent !== text) this.call.textContent = text;
  }

  /**
   * Tonight's table, one line per player ("Ben: 1 win, total -47"), while the show has it on
   * screen (the finale, once the winner is announced); null hides it.
   */
  setEvening(lines: readonly string[] | null): void {
    this.evening.hidden = lines === null;
    this.eveningRows.replaceChildren(...(lines ?? []).map((line) => {
      const li = this.doc.createElement('li');
      li.textContent = line;
      return li;
    }));
  }

  /** Show or hide the replay button (`replayGames` > 0, and no replay plays). */
  setReplay(shown: boolean): void {
    if (this.replayButton.hidden === shown) this.replayButton.hidden = !shown;
  }

  /** Hide the sound prompt once sound is unlocked. */
  hideUnlock(): void {
    this.unlockButton.hidden = true;
  }
}
