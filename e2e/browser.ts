/**
 * Debian's Chromium through playwright-core (never downloaded), and screenshots of each step in
 * e2e/artifacts/ (git-ignored).
 */
import { appendFileSync, mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';

export const ARTIFACTS = fileURLToPath(new URL('./artifacts/', import.meta.url));

/** The TV and the phone, in CSS pixels. */
export const TV = { width: 1280, height: 720 } as const;
export const PHONE = { width: 390, height: 844 } as const;

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
  await page.screenshot({ path: `${ARTIFACTS}${name}.png`, timeout: 60_000 });
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
