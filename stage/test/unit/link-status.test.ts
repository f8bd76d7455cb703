import { describe, expect, it } from 'vitest';
import { LinkStatusBand, linkStatusText } from '../../src/platform/app/link-status.js';

/** The band's element, as the stage's DOM has it (#link-status). */
function band(): { el: { hidden: boolean; textContent: string }; set: (s: Parameters<LinkStatusBand['set']>[0]) => string | null } {
  const el = { hidden: true, textContent: '' };
  const b = new LinkStatusBand(el as unknown as HTMLElement);
  return { el, set: (s) => b.set(s) };
}

describe('the link status band', () => {
  it('says nothing while connected, and says a lost link is being retried, promising nothing', () => {
    const { el, set } = band();
    set('connecting');
    expect(el.hidden).toBe(true);
    set('connected');
    expect(el.hidden).toBe(true);
    set('reconnecting');
    expect(el).toEqual({ hidden: false, textContent: 'Lost the game server. Reconnecting...' });
    // Each attempt says `connecting`: the message stays until the link is up.
    set('connecting');
    expect(el).toEqual({ hidden: false, textContent: 'Lost the game server. Reconnecting...' });
    set('connected');
    expect(el).toEqual({ hidden: true, textContent: '' });
  });

  it('says the game server holding the room is restarting when another one says so, then that the game is back', () => {
    const { el, set } = band();
    set('reconnecting');
    expect(set('away')).toMatch(/holding this room is restarting/);
    // A TV reloaded meanwhile names the room it waits for (its saved code), so the room can see which.
    expect(linkStatusText('away', false, 'KWMZ')).toBe('The game server holding room KWMZ is restarting. The game comes back when it does: stay on this page.');
    set('connecting');
    expect(el.textContent).toMatch(/holding this room is restarting/);
    expect(el.textContent).not.toMatch(/lost|new room/i);
    set('connected');
    set('restored');
    expect(el).toEqual({ hidden: false, textContent: 'The game server restarted: your game is back.' });
  });

  it('says the game is back when the restarted server brought the room back, then hides', () => {
    const { el, set } = band();
    set('reconnecting');
    set('connected');
    set('restored');
    expect(el).toEqual({ hidden: false, textContent: 'The game server restarted: your game is back.' });
    set('connected');
    expect(el).toEqual({ hidden: true, textContent: '' });
  });

  it('says when the restarted server brought the room back without its game (set aside: it does not replay)', () => {
    const { el, set } = band();
    set('reconnecting');
    set('connected');
    set('restored-without-game');
    expect(el).toEqual({ hidden: false, textContent: 'The game server restarted, but the last game could not be brought back. You are in the lobby: start a new game when ready.' });
  });

  it('returns each new sentence once (for the live log), nothing when it stays or hides', () => {
    const { set } = band();
    expect(set('connecting')).toBeNull();
    expect(set('reconnecting')).toMatch(/^Lost the game server/);
    expect(set('connecting')).toBeNull();
    expect(set('reconnecting')).toBeNull();
    expect(set('lost')).toMatch(/^Cannot reach the game server/);
    expect(set('connected')).toBeNull();
  });

  it('says the server is stopping (Ctrl-C) until it is back, and what to do once it has tried for a while (no reload: it goes on trying)', () => {
    const { el, set } = band();
    set('connected');
    set('restarting');
    set('reconnecting');
    set('connecting');
    expect(el.textContent).toBe('The game server is stopping. Waiting for it to come back...');
    set('lost');
    expect(el.textContent).toMatch(/Check that it is running \(npm start\): the show comes back by itself when it is\.$/);
    expect(el.textContent).not.toMatch(/reload/i);
    set('connected');
    expect(el.hidden).toBe(true);
    set('reconnecting');
    expect(el.textContent).toMatch(/^Lost the game server/);
  });

  it('says plainly that the room closed and names the new room (no server restart claimed), until someone joins', () => {
    const { el, set } = band();
    set('reconnecting');
    const b = new LinkStatusBand(el as unknown as HTMLElement);
    expect(b.set('replaced', 'WXYZ')).toMatch(/room this screen showed has closed.*WXYZ/);
    expect(el.textContent).not.toMatch(/restart|lost/);
    expect(el.textContent).not.toMatch(/kept/);
    b.roomInUse();
    expect(el.hidden).toBe(true);
    b.roomInUse();
    expect(el.hidden).toBe(true);
  });
  it('says the game waits for the server\'s storage while the room says so, behind a link that is down', () => {
    const el = { hidden: true, textContent: '' };
    const b = new LinkStatusBand(el as unknown as HTMLElement);
    b.set('connected');
    expect(b.storage(true)).toBe('The game server could not save the last move, so the game is waiting. It carries on by itself as soon as the server can save again.');
    expect(el.hidden).toBe(false);
    // The same state again says nothing new; a lost link says its own sentence first.
    expect(b.storage(true)).toBeNull();
    b.set('reconnecting');
    expect(el.textContent).toMatch(/Reconnecting/);
    b.set('connected');
    expect(el.textContent).toMatch(/could not save the last move/);
    b.storage(false);
    expect(el).toEqual({ hidden: true, textContent: '' });
  });
});
