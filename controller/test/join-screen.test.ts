import { afterEach, describe, expect, it, vi } from 'vitest';
import '../src/platform/components/join-screen.js';
import type { JoinScreen } from '../src/platform/components/join-screen.js';
import type { JoinRequest, LinkFailure } from '../src/platform/net/connection.js';
import { click, getByRole, mount, nameOf, queryAllByRole, settle } from './helpers.js';

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.replaceChildren();
});

function requests(el: Element): JoinRequest[] {
  const out: JoinRequest[] = [];
  el.addEventListener('join-request', (e) => out.push((e as CustomEvent<JoinRequest>).detail));
  return out;
}

function type(input: HTMLElement, value: string): void {
  (input as HTMLInputElement).value = value;
  input.dispatchEvent(new Event('input'));
}

describe('join screen', () => {
  it('opens with the code from the QR URL filled in and joins with name and avatar', async () => {
    const el = await mount<JoinScreen>('join-screen', { code: 'MKST' });
    const got = requests(el);
    expect((getByRole(el, 'textbox', /room code/i) as HTMLInputElement).value).toBe('MKST');
    type(getByRole(el, 'textbox', /your name/i), '  Ana ');
    await click(getByRole(el, 'radio', /blue whale/i), el);
    await click(getByRole(el, 'button', /^join$/i), el);
    expect(got).toEqual([{ code: 'MKST', role: 'player', name: 'Ana', avatar: 4, exactAvatar: true }]);
  });

  it('forgives case, spaces and look-alikes in a typed code', async () => {
    const el = await mount<JoinScreen>('join-screen', { name: 'Ben' });
    const got = requests(el);
    type(getByRole(el, 'textbox', /room code/i), ' m-k 5 t ');
    await click(getByRole(el, 'button', /^join$/i), el);
    expect(got[0]?.code).toBe('MKST');
  });

  it('explains a code that cannot be one, and an empty name, without sending anything', async () => {
    const el = await mount<JoinScreen>('join-screen', { name: 'Ben' });
    const got = requests(el);
    type(getByRole(el, 'textbox', /room code/i), 'MKSTO');
    await click(getByRole(el, 'button', /^join$/i), el);
    expect(getByRole(el, 'alert').textContent).toMatch(/four letters/i);
    // Four letters, but ones no code uses: the message says which, not "four letters" again.
    type(getByRole(el, 'textbox', /room code/i), 'ABCD');
    await click(getByRole(el, 'button', /^join$/i), el);
    expect(getByRole(el, 'alert').textContent).toMatch(/never use A, D, E, I, O, Q, U or Y/);
    type(getByRole(el, 'textbox', /room code/i), 'mkst');
    type(getByRole(el, 'textbox', /your name/i), '   ');
    await click(getByRole(el, 'button', /^join$/i), el);
    expect(getByRole(el, 'alert').textContent).toMatch(/type a name/i);
    expect(got).toEqual([]);
  });

  it('says at once, under the box, that a name typed into the code\'s box is too long for a code, and stops saying it when fixed', async () => {
    const el = await mount<JoinScreen>('join-screen', {});
    const code = getByRole(el, 'textbox', /room code/i);
    const help = () => el.renderRoot.querySelector('#code-help')!.textContent ?? '';
    type(code, 'Mak Cik R');
    await settle(el);
    expect(help()).toMatch(/four letters, like MKST/i);
    expect(queryAllByRole(el, 'alert')).toHaveLength(0);
    type(code, 'MKST');
    await settle(el);
    expect(help()).not.toMatch(/like MKST/);
    // Fewer letters while typing is no mistake yet.
    type(code, 'MK');
    await settle(el);
    expect(help()).not.toMatch(/like MKST/);
  });

  it('stops the name at 16 characters as people count them, as you type, and says so', async () => {
    const el = await mount<JoinScreen>('join-screen', { code: 'MKST' });
    const got = requests(el);
    const box = getByRole(el, 'textbox', /your name/i) as HTMLInputElement;
    const help = () => el.renderRoot.querySelector(`#${box.getAttribute('aria-describedby')}`)!.textContent;
    expect(help()).toMatch(/up to 16 characters/i);
    type(box, 'Alexandrina Longbottom the 3rd');
    await settle(el);
    expect(box.value).toBe('Alexandrina Long');
    expect(help()).toMatch(/limit: 16 characters/i);
    type(box, '👩‍👩‍👧'.repeat(20));
    expect(box.value).toBe('👩‍👩‍👧'.repeat(16));
    type(box, 'Alexandrina Long');
    await click(getByRole(el, 'button', /^join$/i), el);
    expect(got.map((r) => r.name)).toEqual(['Alexandrina Long']);
  });

  it('checks the name with the server\'s rules before sending: broken or hidden characters, too long, only marks', async () => {
    const el = await mount<JoinScreen>('join-screen', { code: 'MKST' });
    const got = requests(el);
    const cases: [string, RegExp][] = [
      ['Bob\uD800', /cannot show/i], ['A\u200Bna', /cannot show/i], ['\u0301\u0301', /type a name/i],
    ];
    for (const [name, sentence] of cases) {
      type(getByRole(el, 'textbox', /your name/i), name);
      await click(getByRole(el, 'button', /^join$/i), el);
      expect(getByRole(el, 'alert').textContent, JSON.stringify(name)).toMatch(sentence);
    }
    expect(got).toEqual([]);
    // A name sent is the name the room will show (NFC, one space).
    type(getByRole(el, 'textbox', /your name/i), ' Jose\u0301   Luis ');
    await click(getByRole(el, 'button', /^join$/i), el);
    expect(got.map((r) => r.name)).toEqual(['Jos\u00E9 Luis']);
  });

  it('says each name refusal from the server in one sentence', async () => {
    const sentences = new Set<string>();
    for (const failure of ['name-empty', 'name-too-long', 'name-taken', 'name-invalid'] as LinkFailure[]) {
      const el = await mount<JoinScreen>('join-screen', { code: 'MKST', name: 'Ana', failure });
      const text = getByRole(el, 'alert').textContent!.trim();
      expect(text.split(/[.!?](\s|$)/).filter((p) => p.trim().length > 3).length, failure).toBeLessThanOrEqual(2);
      expect(text, failure).not.toMatch(/something about that did not work/i);
      sentences.add(text);
      document.body.replaceChildren();
    }
    expect(sentences.size).toBe(4);
  });

  it('joins once on a triple tap, and unlocks when the join is answered', async () => {
    const el = await mount<JoinScreen>('join-screen', { code: 'MKST', name: 'Ana' });
    const got = requests(el);
    const join = getByRole(el, 'button', /^join$/i);
    join.click(); join.click(); join.click();
    await settle(el);
    expect(got).toHaveLength(1);
    expect(getByRole(el, 'button', /joining/i).hasAttribute('disabled')).toBe(true);
    el.settled = 1;
    el.failure = 'name-taken';
    await settle(el);
    expect(getByRole(el, 'button', /^join$/i).hasAttribute('disabled')).toBe(false);
  });

  it('can join as the audience with "Just watch"', async () => {
    const el = await mount<JoinScreen>('join-screen', { code: 'MKST' });
    const got = requests(el);
    await click(getByRole(el, 'button', /just watch/i), el);
    expect(got).toEqual([{ code: 'MKST', role: 'audience', name: '', avatar: 0 }]);
  });

  const sentences: [LinkFailure, RegExp, boolean][] = [
    ['no-such-room', /no game with that code/i, false],
    ['room-ended', /game has ended.*type the new code from the TV/i, false],
    ['name-taken', /already has that name/i, false],
    ['name-empty', /type a name/i, false],
    ['name-too-long', /16 letters/i, false],
    ['room-full', /every seat and every place in the audience is taken/i, false],
    ['game-in-progress', /already started.*audience/i, true],
    ['unreachable', /same Wi-Fi as the TV/i, false],
    ['kicked', /VIP took you off the table/i, false],
    ['taken-over', /open on another screen/i, false],
    ['bad-options', /try again/i, false],
    ['not-host', /try again/i, false],
  ];
  for (const [failure, sentence, audience] of sentences) {
    it(`says "${failure}" as a sentence${audience ? ' and offers the audience' : ''}`, async () => {
      const el = await mount<JoinScreen>('join-screen', { code: 'MKST', name: 'Ana', failure });
      const got = requests(el);
      const alert = getByRole(el, 'alert');
      expect(alert.textContent).toMatch(sentence);
      expect(alert.textContent).not.toMatch(/error|exception|undefined/i);
      expect(alert.textContent).not.toContain(failure);
      expect(queryAllByRole(el, 'button', /watch as audience/i)).toHaveLength(audience ? 1 : 0);
      // The audience is full too: no "Just watch" that would be refused the same way.
      if (failure === 'room-full') expect(queryAllByRole(el, 'button', /just watch/i)).toHaveLength(0);
      if (audience) {
        await click(getByRole(el, 'button', /watch as audience/i), el);
        expect(got[0]?.role).toBe('audience');
      }
    });
  }

  it('gives every control an accessible name', async () => {
    const el = await mount<JoinScreen>('join-screen', {});
    const controls = ['button', 'radio', 'textbox'].flatMap((role) => queryAllByRole(el, role));
    expect(controls.length).toBe(2 + 7 + 2);
    for (const c of controls) expect(nameOf(c).length, c.outerHTML).toBeGreaterThan(2);
  });

  it('names only the typed room\'s show once the server says which it plays, and no show before', async () => {
    const shows = [{ id: 'minus-auction', title: 'Minus Auction' }, { id: 'rubbish-auction', title: 'Rubbish Auction' }];
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ taken: [], show: 'rubbish-auction' })));
    const el = await mount<JoinScreen>('join-screen', { shows });
    const title = () => el.shadowRoot!.querySelector('.title')?.textContent!.replace(/\s+/g, ' ').trim() ?? null;
    expect(title()).toBeNull();
    type(getByRole(el, 'textbox', /room code/i), 'MKST');
    await vi.waitFor(() => expect(title()).toBe('Rubbish Auction'));
  });

  it('names no show after a wrong room code: one heading, "Join the game"', async () => {
    const shows = [{ id: 'minus-auction', title: 'Minus Auction' }, { id: 'rubbish-auction', title: 'Rubbish Auction' }];
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ error: 'no-such-room' }), { status: 404 }));
    const el = await mount<JoinScreen>('join-screen', { shows });
    type(getByRole(el, 'textbox', /room code/i), 'MKST');
    await vi.waitFor(() => expect(queryAllByRole(el, 'alert').length).toBe(1));
    expect(el.shadowRoot!.textContent).not.toMatch(/Minus Auction|Rubbish Auction/);
    expect(queryAllByRole(el, 'heading').map((h) => h.textContent)).toEqual([expect.stringMatching(/^join the game$/i)]);
  });

  it('does not keep saying "no such room" for a new code the server does not answer about (busy, or the network)', async () => {
    let answer = () => new Response(JSON.stringify({ error: 'no-such-room' }), { status: 404 });
    vi.stubGlobal('fetch', async () => answer());
    const el = await mount<JoinScreen>('join-screen', {});
    type(getByRole(el, 'textbox', /room code/i), 'MKSZ');
    await vi.waitFor(() => expect(queryAllByRole(el, 'alert').length).toBe(1));
    answer = () => new Response(JSON.stringify({ error: 'busy' }), { status: 429 });
    type(getByRole(el, 'textbox', /room code/i), 'MKST');
    await vi.waitFor(() => expect(queryAllByRole(el, 'alert')).toEqual([]));
  });

  it('says before Join that a newcomer will watch when the typed room\'s game is on or its table full, and nothing when a seat is free', async () => {
    let landing = 'game-in-progress';
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ taken: [0], show: 'minus-auction', landing })));
    const el = await mount<JoinScreen>('join-screen', {});
    const notes = () => queryAllByRole(el, 'status').map((n) => n.textContent ?? '');
    type(getByRole(el, 'textbox', /room code/i), 'MKST');
    await vi.waitFor(() => expect(notes()).toEqual([expect.stringMatching(/^A game is on right now: newcomers watch this one/)]));
    // The join button still asks for a seat: the note only says what will happen.
    expect(getByRole(el, 'button', /^join$/i)).toBeTruthy();
    landing = 'room-full';
    type(getByRole(el, 'textbox', /room code/i), 'MKSB');
    await vi.waitFor(() => expect(notes()).toEqual([expect.stringMatching(/^Every seat is taken/)]));
    landing = 'seat';
    type(getByRole(el, 'textbox', /room code/i), 'MKSC');
    await vi.waitFor(() => expect(notes()).toEqual([]));
  });
});
