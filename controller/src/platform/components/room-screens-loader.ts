/**
 * Fetching the in-room screens' chunk (room-screens.ts: the lobby, the audience, the results...)
 * after the first load, as the phone starts to join (docs/BENCHMARKS.md, "Phone controller bundle
 * size"). Until it is in, the phone says it is loading (party-app.ts).
 */

/** Wait before asking again for an in-room screens' chunk whose fetch failed (ms). */
const SCREENS_RETRY_MS = 2000;

/**
 * The in-room screens' chunk (room-screens.ts), asked for once, at the first join or room state;
 * `arrived` redraws when it is in. A failed fetch (the network dropped) is asked for again after
 * `SCREENS_RETRY_MS`; meanwhile the phone says it is loading.
 */
let roomScreens: Promise<unknown> | null = null;
export function loadRoomScreens(arrived: () => void): void {
  roomScreens ??= import('./room-screens.js').then(arrived, () => {
    setTimeout(() => { roomScreens = null; loadRoomScreens(arrived); }, SCREENS_RETRY_MS);
  });
}
