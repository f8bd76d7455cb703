/**
 * Test helpers: mount a Lit element, and find elements the way a person with a screen reader
 * would, by role and accessible name, through every shadow root.
 */
import type { LitElement } from 'lit';
import { afterEach, beforeAll, beforeEach, expect, vi } from 'vitest';
import { setLocale } from '@minus/shared/platform/i18n/texts';
import type { MinusRoomState as RoomStateShape, MinusSeatState as SeatState } from '@minus/shared/shows/minus-auction/state';
import { minusAuctionCard } from '@minus/shared/shows/minus-auction/card';
import { minusAuctionPhone } from '../src/shows/minus-auction/index.js';
import { ARM_MS } from '../src/platform/components/arming.js';

/** Minus Auction's phone part and the cards a phone knows, for mounting the platform's screens. */
export const minus = { showPart: minusAuctionPhone, shows: [minusAuctionCard] };

/** Create `tag`, set its properties, attach it to the document and wait for its first render. */
export async function mount<T extends LitElement>(tag: string, props: Record<string, unknown> = {}): Promise<T> {
  const el = document.createElement(tag) as T;
  Object.assign(el, props);
  document.body.append(el);
  await settle(el);
  return el;
}

/** Wait until `el` and every Lit element below it has finished updating. */
export async function settle(el: Element): Promise<void> {
  for (let i = 0; i < 5; i++) {
    const pending = all(el).filter((e): e is LitElement => 'updateComplete' in e);
    await Promise.all(pending.map((e) => (e as LitElement).updateComplete));
  }
}

/** Every element under `root`, descending into open shadow roots. */
export function all(root: Element | ShadowRoot | Document): Element[] {
  const out: Element[] = [];
  const walk = (node: Element | ShadowRoot | Document) => {
    for (const child of Array.from(node.children)) {
      out.push(child);
      if (child.shadowRoot) walk(child.shadowRoot);
      walk(child);
    }
  };
  if (root instanceof Element) {
    out.push(root);
    if (root.shadowRoot) walk(root.shadowRoot);
  }
  walk(root);
  return [...new Set(out)];
}

function roleOf(el: Element): string | null {
  const explicit = el.getAttribute('role');
  if (explicit) return explicit;
  const tag = el.tagName.toLowerCase();
  if (tag === 'button') return 'button';
  if (tag === 'select') return 'combobox';
  if (tag === 'dialog') return 'dialog';
  if (/^h[1-6]$/.test(tag)) return 'heading';
  if (tag === 'a' && el.hasAttribute('href')) return 'link';
  if (tag === 'li') return 'listitem';
  if (tag === 'input') {
    const type = (el.getAttribute('type') ?? 'text').toLowerCase();
    if (type === 'radio') return 'radio';
    if (type === 'checkbox') return 'checkbox';
    if (type === 'number') return 'spinbutton';
    return 'textbox';
  }
  return null;
}

function text(el: Element | null | undefined): string {
  return (el?.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** The accessible name: aria-label, aria-labelledby, a label for an input, or the text inside. */
export function nameOf(el: Element): string {
  const label = el.getAttribute('aria-label');
  if (label) return label;
  const root = el.getRootNode() as Document | ShadowRoot;
  const by = el.getAttribute('aria-labelledby');
  if (by) return by.split(/\s+/).map((id) => text(root.getElementById?.(id) ?? null)).join(' ');
  if (el.id) {
    const forLabel = Array.from(root.querySelectorAll('label')).find((l) => l.getAttribute('for') === el.id);
    if (forLabel) return text(forLabel);
  }
  const wrapping = el.closest('label');
  if (wrapping && wrapping !== el) return text(wrapping);
  return text(el);
}

/** Every element with `role` (explicit or implicit) whose accessible name matches `name`. */
export function queryAllByRole(root: Element, role: string, name?: RegExp | string): HTMLElement[] {
  return all(root).filter((el): el is HTMLElement => {
    if (roleOf(el) !== role) return false;
    if (name === undefined) return true;
    const n = nameOf(el);
    return typeof name === 'string' ? n === name : name.test(n);
  });
}

/** The one element with `role` and `name`; throws (failing the test) when there is none or several. */
export function getByRole(root: Element, role: string, name?: RegExp | string): HTMLElement {
  const found = queryAllByRole(root, role, name);
  if (found.length !== 1) {
    const names = queryAllByRole(root, role).map((e) => `"${nameOf(e)}"`).join(', ');
    throw new Error(`expected one ${role} named ${String(name)}, found ${found.length}; ${role}s here: ${names}`);
  }
  return found[0]!;
}

/** All visible text under `root` (shadow roots included), whitespace collapsed. */
export function textOf(root: Element): string {
  const parts: string[] = [];
  const walk = (node: Node) => {
    if (node.nodeType === 3) parts.push(node.textContent ?? '');
    const el = node as Element;
    if (el.shadowRoot) el.shadowRoot.childNodes.forEach(walk);
    node.childNodes.forEach(walk);
  };
  walk(root);
  return parts.join(' ').replace(/\s+/g, ' ').trim();
}

/** A seat with sensible defaults. */
export function seat(over: Partial<SeatState> = {}): SeatState {
  return {
    id: 's' + Math.random().toString(36).slice(2, 7), name: 'Ana', avatar: 0, kind: 'human', botLabel: '', connected: true,
    standIn: false, vip: false, cubes: [], cubeScore: 0, chips: -1, finalChips: -1, finalScore: 0, place: 0, ...over,
  };
}

/** A room state with sensible defaults: Minus Auction, lobby, show preset, no seats. */
export function room(over: Partial<RoomStateShape> = {}, game: Partial<RoomStateShape['game']> = {}): RoomStateShape {
  return {
    code: 'MKST', phase: 'lobby', show: 'minus-auction', shows: ['minus-auction'],
    settings: { preset: 'show', smallest: 3, largest: 35, removed: 1, chips: 9, seating: 'join', starter: 'random', timerMs: 20000 },
    seats: [], evening: { shows: [], rows: [] }, audienceCount: 0, ...over,
    game: { number: 1, auction: 0, offer: 0, pot: 0, current: -1, refusals: [], deckLeft: 0, removedCount: 1, removed: [], deadline: 0, version: 0, winner: -1, ...game },
  };
}

/** Click an element and wait for the screen to update. */
export async function click(el: HTMLElement, host: Element): Promise<void> {
  el.click();
  await settle(host);
}

/** Wait (up to about 50 short turns of the event loop) until `check` holds under `el`; fails the test if it never does. */
export async function until(el: Element, check: () => boolean): Promise<void> {
  for (let i = 0; i < 50 && !check(); i++) {
    await new Promise((r) => setTimeout(r, 5));
    await settle(el);
  }
  expect(check()).toBe(true);
}

/** Type `value` into a text box (its value only, as the join screen reads it on submit). */
export function type(input: HTMLElement, value: string): void {
  (input as HTMLInputElement).value = value;
}

/** Wait until a just-offered decision takes taps (arming.ts: taps in its first ARM_MS are ignored). */
export async function armed(app: HTMLElement): Promise<void> {
  await new Promise((r) => setTimeout(r, ARM_MS + 20));
  await settle(app);
}

/**
 * The hooks of a file that mounts the whole phone app (`party-app`): the in-room screens' chunk
 * loaded once before its tests (the app asks for it at its first join; on a busy machine
 * transforming it can outlast a test's wait for the screen; its lazy loading itself is measured by
 * bench/controller-size.bench.ts), a clean localStorage before each test, and after each real
 * timers, an empty page and English again.
 */
export function usePartyApp(): void {
  beforeAll(async () => {
    await import('../src/platform/components/room-screens.js');
  }, 60_000);
  beforeEach(() => localStorage.clear());
  afterEach(async () => {
    vi.useRealTimers();
    document.body.replaceChildren();
    await setLocale('en');
  });
}
