/**
 * A phone in the suite: its own browser context at 390x844 (own storage, as a separate device),
 * its websockets on a `Wire` (frame audit, offline switch), driven by role and name the way a
 * person uses it: join from the stage's link, take or refuse with a scripted policy, wait out (or
 * tap through) the "Look at the TV!" hold at the end, read the results, download the game record.
 */
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { PHONE, shoot, until } from './browser.js';
import { Wire } from './wire.js';

/** What the top of the play screen shows: the cube on offer, the pot, the cubes left. */
export interface Glance { cube: number | null; pot: number; left: number }

/** A phone's scripted decision, from what it shows. */
export type Policy = (g: Glance, chips: number) => 'take' | 'refuse';

/** Take when the pot holds 3 chips or more, or when out of chips; otherwise refuse. */
export const potOfThree: Policy = (g, chips) => (g.pot >= 3 || chips === 0 ? 'take' : 'refuse');

/** A row of the results' standings. */
export interface Standing { place: number; name: string; chips: number; score: number; cubes: number[] }

/** The results screen, as read from the phone. */
export interface Results {
  winnerLine: string;
  removed: number[];
  standings: Standing[];
  /** Tonight's table: name, games played, outright wins, and this show's points summed over the evening. */
  evening: { name: string; games: number; wins: number; total: number }[];
}

/** All numbers (with their minus signs) in a text. */
export const numbers = (text: string): number[] => (text.match(/[-+−]?\d+/g) ?? []).map((n) => Number(n.replace('−', '-')));

export class Phone {
  /** Cube values the phone displayed during games (checked against the removed cubes at the end). */
  readonly shownCubes = new Set<number>();
  readonly take: Locator;
  readonly refuse: Locator;
  readonly gameOver: Locator;
  /** The "Look at the TV!" hold while the stage plays its finale. */
  readonly hold: Locator;
  /** The last `playOut` ended on the hold (the phone kept its results back for the TV). */
  endedOnHold = false;

  private constructor(readonly context: BrowserContext, readonly page: Page, readonly wire: Wire, public name: string) {
    this.take = page.getByRole('button', { name: /^take$/i });
    this.refuse = page.getByRole('button', { name: /^refuse$/i });
    this.gameOver = page.getByRole('heading', { name: /game over/i });
    this.hold = page.getByRole('heading', { name: /look at the tv/i });
  }

  static async open(browser: Browser, name: string, scheme: 'dark' | 'light' = 'dark'): Promise<Phone> {
    const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true, colorScheme: scheme });
    const wire = await Wire.attach(context);
    // `__name` is what tsx's keep-names transform may wrap inner functions with; the page has none.
    await context.addInitScript({ content: `window.__e2eRead = (() => { const __name = (f) => f; return ${readScreen.toString()}; })();` });
    const page = await context.newPage();
    return new Phone(context, page, wire, name);
  }

  /** Open the join link, type the name, pick the avatar (when it is free), tap Join; wait for the lobby or the audience screen. */
  async join(url: string, avatar: RegExp): Promise<void> {
    await this.page.goto(url);
    await this.page.getByRole('textbox', { name: /your name/i }).fill(this.name);
    // A taken avatar is disabled on the join screen (a free one is picked instead): pick it only when free.
    const radio = this.page.getByRole('radio', { name: avatar });
    if (await radio.isEnabled()) await radio.check({ force: true });
    await this.page.getByRole('button', { name: /^join$/i }).click();
    await this.page.getByRole('heading', { name: /^lobby|^watching|^waiting for the game/i }).waitFor({ timeout: 60_000 });
  }

  /**
   * Do something in the lobby that sends the room a request (`type`), and wait for the room's
   * answer; fails when the room refuses it.
   */
  async request(type: string, act: () => Promise<void>): Promise<void> {
    const answers = this.wire.report.answers;
    const before = answers.filter((a) => a.type === type).length;
    await act();
    await until(() => answers.filter((a) => a.type === type).length > before, `the answer to ${type}`, 30_000);
    const last = answers.filter((a) => a.type === type).at(-1)!;
    if (!last.ok) throw new Error(`${this.name}'s ${type} was refused: ${JSON.stringify(last)}`);
  }

  /** As the VIP: pick the Custom rules and set its fields (spinbuttons and lists by their labels). */
  async customRules(rules: { largest?: number; removed?: number; chips?: number; starter?: 'Seat 1'; timer?: string }): Promise<void> {
    const p = this.page;
    const custom = p.getByRole('radio', { name: /^custom/i });
    if (!(await custom.isChecked())) await this.request('settings', () => custom.check());
    const number = async (label: RegExp, value: number | undefined) => {
      const box = p.getByRole('spinbutton', { name: label });
      if (value === undefined || (await box.inputValue()) === String(value)) return;
      await this.request('settings', async () => {
        await box.fill(String(value));
        await box.press('Tab');
      });
    };
    await number(/furthest cube/i, rules.largest);
    await number(/hidden cubes/i, rules.removed);
    await number(/chips each/i, rules.chips);
    if (rules.starter) await this.request('settings', async () => { await p.getByRole('combobox', { name: /who starts/i }).selectOption({ label: rules.starter! }); });
    if (rules.timer) await this.request('settings', async () => { await p.getByRole('combobox', { name: /decision timer/i }).selectOption({ label: rules.timer! }); });
  }

  /** The cube on offer, the pot and the cubes still to come after it, from the "Cube on offer" group. */
  async glance(): Promise<Glance> {
    const text = await this.page.getByRole('group', { name: /cube on offer/i }).innerText();
    const cube = text.match(/On offer\s*([-−]\d+)/);
    return {
      cube: cube ? Number(cube[1]!.replace('−', '-')) : null,
      pot: Number(text.match(/Pot\s*(\d+)/)?.[1] ?? NaN),
      left: /last cube/i.test(text) ? 0 : Number(text.match(/(\d+) more to come/)?.[1] ?? NaN),
    };
  }

  /** My chips as the phone shows them ("Your chips: ● 7"). */
  async chips(): Promise<number> {
    const text = (await this.page.locator('.mychips').textContent()) ?? '';
    const n = text.match(/(\d+)\s*$/);
    if (!n) throw new Error(`no chip count shown: "${text}"`);
    return Number(n[1]);
  }

  /** My cubes as the phone shows them (region "My cubes"), closest to zero first. */
  async cubes(): Promise<number[]> {
    const runs = this.page.getByRole('region', { name: /^my cubes$/i }).getByRole('list', { name: /cubes in runs/i });
    if ((await runs.count()) === 0) return [];
    return numbers(await runs.innerText()).filter((n) => n < 0).sort((a, b) => b - a);
  }

  /** My name as the play screen shows it. */
  async shownName(): Promise<string> {
    return ((await this.page.locator('.me .name').textContent()) ?? '').trim();
  }

  /**
   * Play until the results show: on each of my turns read the screen, decide with `policy`, tap
   * by role and name, and wait for the table to move on. Each read also checks what the screen
   * shows (see `Screen`). Returns the number of decisions made.
   */
  async playOut(policy: Policy = potOfThree, timeout = 180_000, stopped: () => boolean = () => false): Promise<number> {
    const end = Date.now() + timeout;
    let decisions = 0;
    for (;;) {
      if (stopped()) return decisions;
      if (Date.now() > end) throw new Error(`${this.name}: the game did not end within ${timeout} ms`);
      const turn = await this.take.or(this.gameOver).or(this.hold).first().waitFor({ timeout: 500 }).then(() => true, () => false);
      if (!turn || stopped()) continue;
      const screen = await this.read();
      if (screen.over) {
        this.endedOnHold = screen.holding;
        return decisions;
      }
      if (!screen.glance || screen.chips === null) continue;
      this.check(screen);
      const button = policy(screen.glance, screen.chips) === 'take' ? this.take : this.refuse;
      try {
        await button.click({ timeout: 5000 });
      } catch {
        continue; // the turn moved on under the finger (the timer, or the game ended): look again
      }
      decisions++;
      await this.page.waitForFunction((before) => {
        const now = (window as unknown as E2eWindow).__e2eRead();
        return now.over || JSON.stringify(now.glance) !== before;
      }, JSON.stringify(screen.glance), { polling: 50, timeout: 20_000 });
    }
  }

  /** One read of the screen (in the page, through its shadow roots; see `readScreen`). */
  read(): Promise<Screen> {
    return this.page.evaluate(() => (window as unknown as E2eWindow).__e2eRead());
  }

  /**
   * Play in the background (as `playOut`) until the game ends or `stop()` is called; `stop()`
   * resolves once the phone no longer taps. A failure surfaces from `stop()` or `done`.
   */
  autoPlay(policy: Policy = potOfThree): { stop: () => Promise<void>; done: Promise<number> } {
    let stopped = false;
    const done = this.playOut(policy, 300_000, () => stopped);
    done.catch(() => undefined); // observed through stop() or done
    return { stop: async () => { stopped = true; await done; }, done };
  }

  /** Check one read of the play screen: exactly one chip count (mine), none among everyone's seats. */
  private check(s: Screen): void {
    for (const c of s.cubes) for (const n of numbers(c)) this.shownCubes.add(n);
    if (s.yourChips !== 1) throw new Error(`${this.name}'s phone shows ${s.yourChips} "Your chips" counts`);
    if (/chip/i.test(s.seatsText)) throw new Error(`${this.name}'s phone shows chips among everyone's seats: ${s.seatsText}`);
  }

  /** Read and check the play screen now (also remembers the cube values shown). */
  async peek(): Promise<Screen> {
    const s = await this.read();
    this.check(s);
    return s;
  }

  /**
   * Tap "Show my results now" (found by role and name) if the hold is still on, as a player who
   * does not want to wait for the TV would. Returns whether it tapped.
   */
  async showResultsNow(): Promise<boolean> {
    const button = this.page.getByRole('button', { name: /show my results now/i });
    if (!(await button.isVisible())) return false;
    // The hold may end by itself between the look and the tap.
    return button.click({ timeout: 2000 }).then(() => true, () => false);
  }

  /**
   * Read the results screen from its accessibility tree (one snapshot, as a screen reader would),
   * tapping through the hold first if it is still on.
   */
  async results(): Promise<Results> {
    await this.gameOver.or(this.hold).first().waitFor({ timeout: 60_000 });
    await this.showResultsNow();
    await this.gameOver.waitFor({ timeout: 60_000 });
    const tree = (await this.page.locator('results-screen').ariaSnapshotJSON()) as unknown as AriaNode[];
    const region = (name: RegExp) => tree.find((n) => typeof n === 'object' && n.role === 'region' && name.test(n.name ?? '')) as AriaElement | undefined;
    const status = tree.find((n) => typeof n === 'object' && n.role === 'status') as AriaElement | undefined;
    const standings: Standing[] = [];
    for (const item of childrenOf(childrenOf(region(/standings/i)).find(isRole('list')))) {
      const [head, ...rest] = childrenOf(item);
      const m = String(head).match(/^#(\d+) (.+?)(?: \(you\))? (\d+) chips? score ([-+−]?\d+)$/);
      if (!m) throw new Error(`${this.name}: a standings row reads "${String(head)}"`);
      const runs = rest.find(isRole('list'));
      const cubes = childrenOf(runs).flatMap((run) => numbers(textOf(run)));
      standings.push({ place: Number(m[1]), name: m[2]!, chips: Number(m[3]), score: numbers(m[4]!)[0]!, cubes: cubes.sort((x, y) => y - x) });
    }
    const table = childrenOf(region(/tonight/i)).find(isRole('table'));
    const rows = childrenOf(table).flatMap((group) => childrenOf(group)).filter(isRole('row')).slice(1);
    // Name, Games, Wins, then one column of points per show played tonight (here only this show).
    const evening = rows.map((row) => {
      const cells = childrenOf(row).map(textOf);
      return { name: cells[0]!, games: Number(cells[1]), wins: Number(cells[2]), total: numbers(cells[3]!)[0]! };
    });
    return {
      winnerLine: textOf(status ?? ''),
      removed: numbers(childrenOf(region(/vault/i)).filter(isRole('paragraph')).map(textOf).join(' ')),
      standings,
      evening,
    };
  }

  /** Tap "Download the game record" and save the file at `path`. */
  async downloadRecord(path: string): Promise<string> {
    const download = this.page.waitForEvent('download');
    await this.page.getByRole('button', { name: /download the game record/i }).click();
    const file = await download;
    await file.saveAs(path);
    return file.suggestedFilename();
  }

  shoot(name: string): Promise<void> {
    return shoot(this.page, name);
  }

  close(): Promise<void> {
    return this.context.close();
  }
}


/** One read of a phone's screen, from its text and accessible names. */
export interface Screen {
  /** The game is over: the results, or the "Look at the TV!" hold before them, are on screen. */
  over: boolean;
  /** The "Look at the TV!" hold is on screen (results held back while the stage plays its finale). */
  holding: boolean;
  /** The "Cube on offer" group, when shown. */
  glance: Glance | null;
  /** "Your chips: N", when shown. */
  chips: number | null;
  /** Every "Cubes in runs" list and the cube on offer, as text. */
  cubes: string[];
  /** The text of everyone's seats (the `table-seats` panel). */
  seatsText: string;
  /** How many "Your chips:" labels the screen has. */
  yourChips: number;
}

interface E2eWindow { __e2eRead(): Screen }

/**
 * Runs in the page (installed as `window.__e2eRead` by an init script, so it must not use
 * anything from this module): walks the document through every shadow root and reads the screen
 * by its words and accessible names, the way a screen reader would.
 */
function readScreen(): Screen {
  const out: Screen = { over: false, holding: false, glance: null, chips: null, cubes: [], seatsText: '', yourChips: 0 };
  let text = '';
  const textOf = (n: Node): string => {
    let t = n.nodeType === 3 ? (n.textContent ?? '') : '';
    const root = (n as Element).shadowRoot;
    if (root) t += textOf(root);
    n.childNodes.forEach((c) => { t += textOf(c); });
    return t;
  };
  const walk = (n: Node): void => {
    const el = n as Element;
    if (n.nodeType === 3) text += n.textContent ?? '';
    if (el.localName === 'h1' && /game over/i.test(el.textContent ?? '')) out.over = true;
    if (el.localName === 'h1' && /look at the tv/i.test(el.textContent ?? '')) out.over = out.holding = true;
    if (el.localName === 'table-seats') out.seatsText += textOf(el);
    const label = el.getAttribute?.('aria-label') ?? '';
    if (label === 'Cubes in runs') out.cubes.push(textOf(el));
    if (label === 'Cube on offer') {
      const t = textOf(el);
      const cube = t.match(/On offer\s*([-−]\d+)/);
      out.glance = { cube: cube ? Number(cube[1]!.replace('−', '-')) : null, pot: Number(t.match(/Pot\s*(\d+)/)?.[1]), left: /last cube/i.test(t) ? 0 : Number(t.match(/(\d+) more to come/)?.[1]) };
      if (cube) out.cubes.push(cube[1]!);
    }
    if (el.shadowRoot) walk(el.shadowRoot);
    n.childNodes.forEach(walk);
  };
  walk(document.body);
  out.yourChips = text.match(/Your chips:/g)?.length ?? 0;
  const chips = text.match(/Your chips:\s*●?\s*(\d+)/);
  out.chips = chips ? Number(chips[1]) : null;
  return out;
}

/** A node of Playwright's aria snapshot (`ariaSnapshotJSON`): text, or an element with a role. */
type AriaNode = string | AriaElement;
interface AriaElement { role: string; name?: string; text?: string; children?: AriaNode[] }

const childrenOf = (n: AriaNode | undefined): AriaNode[] => (n && typeof n === 'object' ? n.children ?? [] : []);
const isRole = (role: string) => (n: AriaNode): n is AriaElement => typeof n === 'object' && n.role === role;
/** The words of a node: its text, else its name, else its children's words. */
function textOf(n: AriaNode): string {
  if (typeof n === 'string') return n;
  return n.text ?? n.name ?? childrenOf(n).map(textOf).join(' ');
}
