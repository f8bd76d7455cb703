/**
 * The accessible mirror of the show in the page's DOM (docs/STAGE.md, "Accessible mirror"): the
 * show's name, the room code and a real join link beside the canvas, the show and the code in the
 * document title, every caption in an aria-live log, and the sound prompt as a real button.
 * Screen readers and browser tests follow the show here.
 */

import { CAPTION_BAR } from './layout.js';

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
  private lastTable = '';
  private showTitle = '';
  private roomCode = '';
  readonly unlockButton: HTMLButtonElement;

  constructor(private readonly doc: Document = document) {
    const root = doc.getElementById('mirror') ?? doc.body.appendChild(doc.createElement('aside'));
    root.id = 'mirror';
    root.innerHTML = `
      <h1 id="show-title">The show</h1>
      <p>Room code <strong id="room-code">…</strong></p>
      <p><a id="join-link" href="#">Join on your phone</a> (same Wi-Fi as this screen)</p>
      <p id="scene" aria-live="polite"></p>
      <h2>The table</h2>
      <p id="offer"></p>
      <p id="call"></p>
      <ul id="table" aria-label="Seats"></ul>
      <section id="evening" aria-label="Tonight's table" hidden><h2>Tonight's table</h2><ol id="evening-rows"></ol></section>
      <div id="captions" role="log" aria-live="polite" aria-label="Host captions"></div>`;
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
    this.unlockButton = (doc.getElementById('unlock') as HTMLButtonElement | null) ?? doc.body.appendChild(doc.createElement('button'));
    this.unlockButton.id = 'unlock';
    this.unlockButton.type = 'button';
    this.unlockButton.textContent = 'Click or press any key to start the show';
    // In the caption bar's place, in design px (style.css maps them onto the letterboxed show).
    for (const [k, v] of Object.entries({ x: CAPTION_BAR.x, y: CAPTION_BAR.y, w: CAPTION_BAR.w, h: CAPTION_BAR.h })) {
      this.unlockButton.style.setProperty(`--unlock-${k}`, String(v));
    }
  }

  /** Show the room code and the join URL (link text = the URL itself, so it can be read out). */
  setJoin(code: string, url: string): void {
    this.code.textContent = code;
    this.link.href = url;
    this.link.textContent = `Join on your phone: ${url}`;
    this.roomCode = code;
    this.setTitle();
  }

  /** The chosen show's name (the heading and the document title). */
  setShow(title: string): void {
    this.showTitle = title;
    this.heading.textContent = title || 'The show';
    this.setTitle();
  }

  private setTitle(): void {
    const show = this.showTitle || 'The show';
    this.doc.title = this.roomCode ? `${show} · room ${this.roomCode}` : show;
  }

  /** Add one caption to the live log (oldest dropped past 300). */
  announce(text: string): void {
    const p = this.doc.createElement('p');
    p.textContent = text;
    this.log.appendChild(p);
    while (this.log.childElementCount > MAX_LOG) this.log.firstElementChild?.remove();
  }

  /** Name the scene on screen ("lobby", then the show's own scenes) for screen readers and tests. */
  setScene(name: string, description: string): void {
    this.doc.body.dataset.scene = name;
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

  /** Hide the sound prompt once sound is unlocked. */
  hideUnlock(): void {
    this.unlockButton.hidden = true;
  }
}
