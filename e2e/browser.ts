/**
 * Debian's Chromium through playwright-core (never downloaded), and screenshots of each step in
 * e2e/artifacts/ (git-ignored).
 */
import { appendFileSync, mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';

export const ARTIFACTS = fileURLToPath(new URL('./artifacts/', import.meta.url));

/** A `WIDTHxHEIGHT` size from the environment variable `name`, or `fallback`. */
function sizeFrom(name: string, fallback: { width: number; height: number }): { width: number; height: number } {
  const m = /^(\d+)x(\d+)$/.exec(process.env[name] ?? '');
  return m ? { width: Number(m[1]), height: Number(m[2]) } : fallback;
}

/**
 * The TV and the phone, in CSS pixels: 1280x720 and 390x844, or `E2E_TV` / `E2E_PHONE` (e.g.
 * `E2E_TV=1920x1080 E2E_PHONE=320x640`) to look at the screens at other sizes; screenshots
 * then carry the sizes in their names.
 */
export const TV = sizeFrom('E2E_TV', { width: 1280, height: 720 });
export const PHONE = sizeFrom('E2E_PHONE', { width: 390, height: 844 });
const SIZE_TAG = process.env.E2E_TV || process.env.E2E_PHONE ? `-tv${TV.width}x${TV.height}-phone${PHONE.width}x${PHONE.height}` : '';

/** Headless Chromium with software WebGL (the stage draws with PixiJS), plus `extraArgs`. */
export function launch(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync',
      '--no-first-run', '--use-angle=swiftshader', '--enable-unsafe-swiftshader', ...extraArgs],
  });
}

/** Save what `page` shows now as artifacts/<name>.png (the viewport, as a person sees it). */
export async function shoot(page: Page, name: string): Promise<void> {
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: `${ARTIFACTS}${name}${SIZE_TAG}.png`, timeout: 60_000 });
}

/** Poll `check` every 50 ms until it holds; fail with `what` after `ms`. */
export async function until(check: () => boolean | Promise<boolean>, what: string, ms = 30_000): Promise<void> {
  const end = Date.now() + ms;
  for (;;) {
    if (await check()) return;
    if (Date.now() > end) throw new Error(`timed out after ${ms} ms waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

const started = Date.now();

/** A progress line in artifacts/e2e.log (seconds since the suite's start), to see where a slow run spends its time. */
export function log(line: string): void {
  mkdirSync(ARTIFACTS, { recursive: true });
  appendFileSync(`${ARTIFACTS}e2e.log`, `${((Date.now() - started) / 1000).toFixed(1).padStart(6)}s ${line}\n`);
}
