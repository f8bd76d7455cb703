import { describe, expect, it } from 'vitest';
import { platformCaptions } from './caption.js';

describe('platform captions', () => {
  const away = { type: 'seat-away' as const, seat: 0, name: 'Ana', seq: 1, variant: 0 };

  it('mentions the clock for an away player only when a clock runs', () => {
    expect(platformCaptions(away, ['Ana'], { clock: true })[0]!.text).toBe("Ana's phone went quiet. The clock keeps running.");
    expect(platformCaptions(away, ['Ana'])[0]!.text).toBe("Ana's phone went quiet.");
    expect(platformCaptions(away, ['Ana'], { clock: false })[0]!.text).not.toMatch(/clock/i);
  });
});
