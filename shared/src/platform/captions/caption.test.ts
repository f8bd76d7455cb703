import { describe, expect, it } from 'vitest';
import { platformCaptions } from './caption.js';

describe('platform captions', () => {
  const away = { type: 'seat-away' as const, seat: 0, name: 'Ana', seq: 1, variant: 0 };

  it('mentions the clock for an away player only when a clock runs', () => {
    expect(platformCaptions(away, ['Ana'], { clock: true })[0]!.text).toBe("Ana's phone went quiet. The clock keeps running.");
    expect(platformCaptions(away, ['Ana'])[0]!.text).toBe("Ana's phone went quiet.");
    expect(platformCaptions(away, ['Ana'], { clock: false })[0]!.text).not.toMatch(/clock/i);
  });

  it('says a leave on purpose as one, and a stand-in for a phone gone quiet as before', () => {
    const standIn = { type: 'stand-in' as const, seat: 0, name: 'Vic', label: 'Medium', seq: 2, variant: 0 };
    expect(platformCaptions({ ...standIn, left: true }, ['Vic'])[0]).toEqual({ text: 'Vic left the game: a computer player (Medium) plays their seat.', sound: 'leave' });
    expect(platformCaptions(standIn, ['Vic'])[0]!.text).toBe('A computer player (Medium) sits in for Vic.');
  });
  it('says nobody is the VIP for a vip-changed without a seat, and names the new VIP otherwise', () => {
    const vip = { type: 'vip-changed' as const, seat: 1, name: 'Cy', seq: 3, variant: 0 };
    expect(platformCaptions(vip, ['Ann', 'Cy'])[0]!.text).toBe('Cy is the VIP now, and can start the show.');
    expect(platformCaptions({ ...vip, seat: -1, name: '' }, ['Ann', 'Cy'])[0]!.text).toBe('Nobody is the VIP for now: the next person to come back to their own seat, or to join, becomes the VIP.');
  });
});
