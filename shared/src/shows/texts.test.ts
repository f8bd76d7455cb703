/**
 * Every catalogue of shared/ (the platform's captions and each registered show's) is complete in
 * every locale (docs/I18N.md, "Tests"): TypeScript refuses a translation with a missing key, and
 * this check refuses one that lost a key, a wording or an argument at run time.
 */
import { describe, expect, it } from 'vitest';
import { checkTexts } from '../platform/i18n/check.js';
import { registeredTexts } from '../platform/i18n/texts.js';
import { SHOWS } from './registry.js';
// The coaches' words are the phones' (the modules advise in data): load them here too.
import './minus-auction/bots/coach-text.js';
import './rubbish-auction/bots/coach-text.js';

describe('shared catalogues', () => {
  it('are defined by the platform and the shows', () => {
    expect(SHOWS.length).toBeGreaterThan(0);
    expect(registeredTexts().map((t) => t.id)).toEqual(expect.arrayContaining(['platform captions', 'minus-auction coach', 'rubbish-auction coach']));
  });

  it('have every English key in every locale', async () => {
    // The shows' names stay as they are in every language (docs/I18N.md), their short forms where the letters do.
    const names = SHOWS.flatMap((s) => [s.title, s.short]);
    const problems = (await Promise.all(registeredTexts().map((t) => checkTexts(t, names)))).flat();
    expect(problems).toEqual([]);
  });
});
