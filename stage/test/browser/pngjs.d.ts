/** The few pngjs calls the browser tests use (pngjs ships no types; it comes with qrcode). */
declare module 'pngjs' {
  export class PNG {
    width: number;
    height: number;
    data: Buffer;
    static sync: { read(buffer: Buffer): PNG };
  }
}
