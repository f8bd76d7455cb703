/**
 * The join QR code, drawn as crisp vector modules (the `qrcode` library makes the matrix) on a
 * white square that keeps the 4-module quiet zone.
 */
import { Container, Graphics } from 'pixi.js';
import QRCode from 'qrcode';

/** A QR code of `text` filling a `size` x `size` white square (design px), error correction M. */
export function qrSquare(text: string, size: number): Container {
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
