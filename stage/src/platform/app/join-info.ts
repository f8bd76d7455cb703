/**
 * Where phones join: the server's GET /api/info gives `joinBase` (its LAN address, or PUBLIC_URL),
 * and the QR encodes joinBase + '?room=CODE'. Only when the API is unreachable does the stage fall
 * back to its own origin + '/play'.
 */
import type { JoinInfo } from '../screens/screen.js';

/** The join URL for `code` from a `joinBase` (pure). */
export function joinUrl(joinBase: string, code: string): JoinInfo {
  const url = `${joinBase.replace(/\/+$/, '')}?room=${encodeURIComponent(code)}`;
  return { url, display: url.replace(/^https?:\/\//, '') };
}

/** Ask the server for the join base; fall back to this page's origin. */
export async function joinInfo(code: string, fetcher: typeof fetch = fetch): Promise<JoinInfo> {
  try {
    const r = await fetcher('/api/info');
    if (r.ok) {
      const info = (await r.json()) as { joinBase?: unknown };
      if (typeof info.joinBase === 'string' && /^https?:\/\//.test(info.joinBase)) return joinUrl(info.joinBase, code);
    }
  } catch {
    // fall through
  }
  return joinUrl(`${location.origin}/play`, code);
}
