import { describe, expect, it } from 'vitest';
import { beatCaption, howToLength } from '../../../platform/how-to.js';
import { LOCALES } from '../../../platform/i18n/locales.js';
import { rubbishAuction } from '../module.js';
import { rubbishHowTo } from './script.js';
import { rubbishHowToTexts } from './texts/index.js';
import { rubbishTexts } from '../texts/index.js';

const tables = rubbishHowTo.beats.map((b) => b.table);

describe("Rubbish Auction's how to play", () => {
  it('belongs to the show module and lasts under a minute', () => {
    expect(rubbishAuction.howTo).toBe(rubbishHowTo);
    expect(howToLength(rubbishHowTo)).toBeGreaterThanOrEqual(30_000);
    expect(howToLength(rubbishHowTo)).toBeLessThanOrEqual(50_000);
  });

  it('plays a pick, a hold-out, two peeks and the reveal that its captions describe', () => {
    const kinds = tables.flatMap((t) => t.events.map((e) => e.type));
    expect(kinds).toEqual(['item-picked', 'held-out', 'peeked', 'held-out', 'peeked', 'held-out', 'revealed', 'item-picked']);
    const cleoPeek = tables.find((t) => t.spot === 'peek')!.state.seats[2]!;
    expect(cleoPeek.peekedCard).toBe(5);
    expect(cleoPeek.peekOf).toBe(1);
    const reveal = tables.flatMap((t) => t.events).find((e) => e.type === 'revealed')!;
    if (reveal.type !== 'revealed') throw new Error('no reveal');
    expect(reveal.bids.map((b) => [b.seat, b.value])).toEqual([[1, 7], [2, 10], [0, 1]]);
    expect(reveal.winner).toBe(2);
    expect(reveal.bottom).toBe(0);
    expect(reveal.fame).toEqual([0, 7, -10]);
    expect(reveal.blocked).toEqual([null, 5, 10]);
    const after = tables[tables.length - 1]!.state;
    expect(after.seats.map((s) => s.fame)).toEqual([30, 37, 20]);
    expect(after.seats[2]!.items).toEqual(['rubber-duck']);
    // The bottom bidder picks next; the others' highest cards sit out face up.
    expect(after.game.auctioneer).toBe(0);
    expect(after.game.item).toBe('garden-gnome');
    expect(after.seats.map((s) => s.blocked)).toEqual([0, 5, 10]);
  });

  it('at the reveal keeps the round as it stood (the duck on offer), for the phone beside the cards that came up', () => {
    const withBefore = tables.filter((t) => t.before);
    expect(withBefore).toHaveLength(1);
    const reveal = withBefore[0]!;
    expect(reveal.events.map((e) => e.type)).toContain('revealed');
    expect(reveal.before!.game.item).toBe('rubber-duck');
    expect(reveal.before!.game.round).toBe(reveal.state.game.round - 1);
  });

  it('shows the followed player its own secrets and nobody else’s', () => {
    for (const t of tables) {
      for (const state of [t.state, t.before ?? t.state]) {
        state.seats.forEach((s, i) => {
          if (i === t.me) return;
          expect([s.geek, s.heldOut, s.peekedCard]).toEqual(['', '', 0]);
        });
      }
      expect(t.state.seats[t.me]!.geek).toBe('pond-keeper');
    }
  });

  it('has a line for every beat in every language', async () => {
    for (const locale of LOCALES) {
      const words = await rubbishHowToTexts.load(locale);
      for (const beat of rubbishHowTo.beats) expect(words[beat.caption as keyof typeof words], `${locale} ${beat.caption}`).toBeTruthy();
    }
    rubbishHowTo.beats.forEach((_, i) => expect(beatCaption(rubbishHowTo, i)).not.toBe(''));
  });

  it('writes its money as the game writes it in each language (the cards\' words: Italian 5.000 and 10.000)', async () => {
    for (const locale of LOCALES) {
      const words = await rubbishHowToTexts.load(locale);
      const game = await rubbishTexts.load(locale);
      for (const beat of rubbishHowTo.beats) {
        const line = String(words[beat.caption as keyof typeof words]);
        for (const figure of line.match(/\d[\d.,]*\d00\b/g) ?? []) {
          const value = Number(figure.replace(/[.,]/g, ''));
          expect(game.money(value / 1000), `${locale} ${beat.caption}`).toContain(figure);
        }
      }
    }
  });
});
