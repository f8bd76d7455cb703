/** The crowd's words on the TV are complete in every locale (docs/I18N.md, "Tests"). */
import { describe, expect, it } from 'vitest';
import { checkTexts } from '@minus/shared/platform/i18n/check';
import { crowdTexts } from '../../src/platform/ui/crowd-texts/index.js';

describe('the crowd catalogue', () => {
  it('has every English key in every locale, each of the same kind', async () => {
    expect(await checkTexts(crowdTexts)).toEqual([]);
    expect(crowdTexts.now().says('Ana', 2, 3)).toBe('The crowd says Ana: 2 of 3 guesses');
    expect(crowdTexts.now().guesses(1)).toBe('1 guess');
  });
});
