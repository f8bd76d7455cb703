/**
 * The room's code, its join address and QR code in plain HTML, for the seconds before the stage
 * first draws: on a slow or loaded machine Pixi (its WebGL renderer, a chunk of its own) can take
 * many seconds to come up, and without this card the TV showed only the sound prompt meanwhile,
 * no way in for the phones. It hides itself for good once the stage has drawn (the lobby draws the
 * same code, address and QR code); the words are the lobby's own (the mirror's "Room code", the
 * lobby's "Scan with your phone"), in the stage's language.
 */
import { stageTexts } from '../i18n/texts/index.js';
import { loadQr } from '../ui/qr.js';

/** The card of the code, the address and the QR code until the stage draws (see the file's comment). */
export class JoinCard {
  private readonly root: HTMLElement;
  private readonly code: HTMLElement;
  private readonly address: HTMLElement;
  private readonly qr: HTMLElement;
  private done = false;
  private url = '';

  constructor(private readonly doc: Document = document) {
    this.root = doc.getElementById('join-card') ?? doc.body.appendChild(doc.createElement('section'));
    this.root.id = 'join-card';
    this.root.hidden = true;
    this.root.innerHTML = '<div class="qr"></div><div class="words"><p class="label"></p><p class="code"></p><p class="address"></p><p class="scan"></p></div>';
    this.code = this.root.querySelector('.code')!;
    this.address = this.root.querySelector('.address')!;
    this.qr = this.root.querySelector('.qr')!;
    this.relabel();
  }

  /** The card's own words in the stage's language (now, and after a change of language). */
  relabel(): void {
    const t = stageTexts.now();
    this.root.setAttribute('aria-label', t.mirror.joinLink);
    this.root.querySelector('.label')!.textContent = t.mirror.roomCode;
    this.root.querySelector('.scan')!.textContent = t.lobby.scan;
  }

  /** The room's code and where phones join (`display`: the address without its scheme); shown unless the stage has drawn. */
  set(code: string, url: string, display: string): void {
    this.code.textContent = code;
    this.address.textContent = display;
    this.url = url;
    void this.drawQr(url);
    this.root.hidden = this.done;
  }

  /** The stage has drawn: the card goes, and stays gone (a later room's code is on the stage). */
  hide(): void {
    this.done = true;
    this.root.hidden = true;
  }

  /** The QR code as SVG (the `qrcode` module the lobby loads anyway); none if it fails to load. */
  private async drawQr(url: string): Promise<void> {
    try {
      const QRCode = await loadQr();
      const svg = await QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 4 });
      if (this.url === url) this.qr.innerHTML = svg;
    } catch {
      this.qr.textContent = '';
    }
  }
}
