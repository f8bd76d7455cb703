/**
 * The join QR code, drawn as crisp vector modules (the `qrcode` library makes the matrix) on a
 * white square that keeps the 4-module quiet zone. `qrcode` is only needed by the lobby, so it is
 * loaded on demand (its own chunk, kept out of the stage's first load; see docs/STAGE.md, "Bundle").
 */
import { Container, Graphics } from 'pixi.js';

type QrLib = typeof import('qrcode');
let lib: Promise<QrLib> | null = null;

/** Load the `qrcode` module once (start early: the lobby calls this when it is built). */
export function loadQr(): Promise<QrLib> {
  lib ??= import('qrcode').then((m) => ((m as unknown as { default?: QrLib }).default ?? m));
  return lib;
}

/** A QR code of `text` filling a `size` x `size` white square (design px), error correction M. */
export async function qrSquare(text: string, size: number): Promise<Container> {
  const QRCode = await loadQr();
  const c = new Container();
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const n = qr.modules.size;
  const quiet = 4;
  const module = size / (n + quiet * 2);
  const g = new Graphics();
  g.rect(0, 0, size, size).fill(0xffffff);
  for (let y = 0; y < n; y++) {
    for (let x = 0; x < n; x++) {
      if (qr.modules.get(y, x)) g.rect((x + quiet) * module, (y + quiet) * module, module + 0.02, module + 0.02);
    }
  }
  g.fill(0x000000);
  c.addChild(g);
  c.label = `QR code: ${text}`;
  return c;
}
