/**
 * Loading the TV's page again after its first connection failed (the server may be a new version):
 * only once the server answers for the page. A reload while it is down would leave the TV on the
 * browser's own error page, which never tries again.
 */

/** What the reload needs: an HTTP check of the page, the reload itself and a wait (ms). */
export interface ReloadDeps {
  /** True when the server answers for the page now (a HEAD of it, not cached). */
  served(): Promise<boolean>;
  reload(): void;
  wait(ms: number): Promise<void>;
}

/** How often the page asks whether the server is back (ms). */
export const RELOAD_CHECK_MS = 5000;

/** Wait `RELOAD_CHECK_MS`, ask, and reload once the server answers; never gives up. */
export async function reloadWhenServed(deps: ReloadDeps): Promise<void> {
  for (;;) {
    await deps.wait(RELOAD_CHECK_MS);
    if (await deps.served().catch(() => false)) return deps.reload();
  }
}

/** The browser's own: a HEAD of this page, `location.reload()`, `setTimeout`. */
export const browserReload: ReloadDeps = {
  served: () => fetch(location.href, { method: 'HEAD', cache: 'no-store' }).then((r) => r.ok, () => false),
  reload: () => location.reload(),
  wait: (ms) => new Promise((r) => setTimeout(r, ms)),
};
