/**
 * Italian host lines read as Italian: a preposition before an item's article is contracted
 * ("sulla paperella", never "su la paperella"), a line naming any item does not give it one gender,
 * and a Geek's article inside a sentence is in lower case.
 */
import { describe, expect, it as test } from 'vitest';
import { it } from './texts/it.js';

/** A preposition followed by a definite article: Italian always contracts these (su + la = sulla). */
const UNCONTRACTED = /(?:^|\s)(?:su|di|a|da|in|con)\s+(?:il|lo|la|l’|i|gli|le)\s/i;

describe('Italian host lines with an item', () => {
  const items = Object.values(it.items).map((i) => i.the);
  const lines = items.flatMap((item) => [
    ...it.picked.map((line) => line('Fitz', item)),
    it.pickedTimeout('Fitz', item),
    it.pickedLast('Fitz', item),
    ...it.won.map((line) => line('Fitz', item, '5.000', '-5 di fama')),
    it.free('Fitz', item),
    it.binned('Fitz', '10.000', item),
  ]);

  test('never leave a preposition and an article apart', () => {
    for (const line of lines) expect(line, line).not.toMatch(UNCONTRACTED);
  });

  test('do not give every item the same gender', () => {
    for (const line of lines) expect(line, line).not.toMatch(/Chi lo vuole|Chi la vuole/);
  });
});

describe('Italian lines with a Geek', () => {
  test('lower-case its article inside a sentence', () => {
    for (const geek of Object.values(it.geeks)) {
      expect(it.noWish('Ana', geek)).toMatch(/^Ana era (il|lo|la|i|gli|le|l’)/);
      expect(it.wish('Ana', geek, ['la paperella di gomma'], '+30 di fama')).toMatch(/^Ana era (il|lo|la|i|gli|le|l’)/);
    }
  });
});

describe('Italian lines holding out cards', () => {
  test('agree with the number of cards ("1 carta", never "1 carta coperte")', () => {
    for (const line of it.hold) {
      expect(line('Ana', it.cards(1)), 'one card').not.toMatch(/carta (coperte|scoperte)/);
      expect(line('Ana', it.cards(3)), 'three cards').not.toMatch(/carte (coperta|scoperta)\b/);
    }
  });
});
