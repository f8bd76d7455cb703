/**
 * The room's seats as plain data: who sits where, names, avatars, bots, seat secrets, who is
 * connected, who is VIP. No Colyseus here; the projection copies it into the schema.
 * Seat order is `seats` order; during a game it is the game's seat order.
 */
import { AVATARS, checkName, type JoinRefusalCode } from '@minus/shared/platform/protocol/index';
import { sameName } from '@minus/shared/platform/protocol/name-skeleton';
import { looksLikeWatcherN } from './crowd/watcher-name.js';
import { hashSecret, secretMatches } from '../storage/secrets.js';

/** One seat. `kind` says who sat down: a person (`human`) or a computer player (`bot`). */
export interface Seat {
  /** Stable id within the room ("s1", "s2", ...). */
  id: string;
  name: string;
  /** Avatar index 0..6 (protocol avatars.ts), unique among seats. */
  avatar: number;
  kind: 'human' | 'bot';
  /** Bot label for bots; the stand-in's label while `standIn`; "" otherwise. */
  botLabel: string;
  /**
   * A bot's label as it was added ("hard-bold"), while the show chosen plays it as another
   * (`fitBotLabels`: "hard" in a show without styles); back in a show that knows it, the bot
   * plays it again. Stored with the seat (a restart keeps it).
   */
  botPick?: string;
  /** A person's seat secret (kept in the phone's storage); "" for bots, and for a restored seat until its phone proves it. */
  secret: string;
  /**
   * SHA-256 of the seat secret, for a seat restored from the database (which keeps hashes only,
   * docs/SERVER.md "Durability"); the phone's secret is kept in `secret` once it matches.
   */
  secretHash?: string | null;
  /** Session id of the phone holding the seat now (or while it may reconnect); null for none. */
  sessionId: string | null;
  /** The phone is connected now (bots: always true). */
  connected: boolean;
  /** A bot plays this person's seat until they come back. */
  standIn: boolean;
  /** The person left on purpose (the phone's "Leave this game"), not a phone gone quiet, until they are back. */
  left?: boolean;
  /** The person asked for the coach (it speaks only in practice games: `Show.practice`). */
  coached?: boolean;
}

/** A name check's outcome: the name to show, or the join refusal code. */
export type NameCheck = { ok: true; name: string } | { ok: false; code: JoinRefusalCode };

/** The seats of one room plus the VIP. Every method keeps names and avatars unique. */
export class SeatBook {
  seats: Seat[] = [];
  /** Seat id of the VIP (first phone); null when no person has a seat. */
  vipId: string | null = null;
  private nextId = 1;
  /** Every id a computer player has had tonight (a departed bot's row is never a returning person's). */
  private readonly botIds = new Set<string>();
  /** Seats the host removed tonight (`kickedOut`), oldest first: the plain secret (empty once restored), its hash and the seat id ("" when stored without one). */
  private kicked: { secret: string; hash: string; id: string }[] = [];
  /** Seat ids in the order the seats sat down (a shuffled seating's `reorder` leaves it be). */
  private joined: string[] = [];

  get size(): number {
    return this.seats.length;
  }

  /** True when `max` seats (the chosen show's most) are taken. */
  isFull(max: number): boolean {
    return this.seats.length >= max;
  }

  /**
   * Check a name a person typed: the name rules (shared/src/protocol/names.ts: `name-empty`,
   * `name-too-long`, `name-invalid`), then unique in the room by confusable skeleton, ignoring
   * case (name-skeleton.ts: `name-taken`); a "Watcher N" is the audience's (`name-taken` too:
   * a player so named would pass for a watcher in the crowd's table).
   */
  checkName(raw: string): NameCheck {
    const checked = checkName(raw);
    if (!checked.ok) return checked;
    if (!this.nameFree(checked.name) || looksLikeWatcherN(checked.name)) return { ok: false, code: 'name-taken' };
    return checked;
  }

  /** True when no seat's name looks like `name` (name-skeleton.ts), leaving out seat id `except` if given. */
  nameFree(name: string, except?: string): boolean {
    return !this.seats.some((s) => s.id !== except && sameName(s.name, name));
  }

  /** The avatars the seats have now, in seat order (public: every screen shows them). */
  takenAvatars(): number[] {
    return this.seats.map((s) => s.avatar);
  }

  /** The avatar asked for if it is free, else the first free one. */
  private freeAvatar(wanted?: number): number {
    const used = new Set(this.seats.map((s) => s.avatar));
    if (wanted !== undefined && !used.has(wanted)) return wanted;
    return AVATARS.find((a) => !used.has(a.id))?.id ?? 0;
  }

  /**
   * Seat a person (name already checked). The first person becomes VIP. Caller checks `isFull`.
   * `id`: a departed seat's id given back (join.ts `returningSeatId`; not one seated now), else a new one.
   */
  addHuman(name: string, secret: string, sessionId: string, avatar?: number, id?: string): Seat {
    const seat: Seat = {
      id: id !== undefined && !this.byId(id) ? id : `s${this.nextId++}`, name, avatar: this.freeAvatar(avatar), kind: 'human', botLabel: '',
      secret, sessionId, connected: true, standIn: false,
    };
    this.seats.push(seat);
    this.joined.push(seat.id);
    if (this.vipId === null) this.vipId = seat.id;
    return seat;
  }

  /** Seat a computer player with a label already parsed; its name is made unique ("Ada", "Ada 2"). */
  addBot(label: string, baseName: string): Seat {
    let name = baseName;
    for (let n = 2; !this.nameFree(name); n++) name = `${baseName} ${n}`;
    const seat: Seat = {
      id: `s${this.nextId++}`, name, avatar: this.freeAvatar(), kind: 'bot', botLabel: label, botPick: label,
      secret: '', sessionId: null, connected: true, standIn: false,
    };
    this.seats.push(seat);
    this.joined.push(seat.id);
    this.botIds.add(seat.id);
    return seat;
  }

  /** Whether seat id `id` was a computer player's tonight (join.ts `returningSeatId` gives a person no bot's row). */
  wasBot(id: string): boolean {
    return this.botIds.has(id);
  }

  /** Remove a seat (lobby only; the caller checks). Passes the VIP on if needed. */
  remove(id: string): Seat | null {
    const i = this.seats.findIndex((s) => s.id === id);
    if (i < 0) return null;
    const [seat] = this.seats.splice(i, 1);
    this.joined = this.joined.filter((j) => j !== id);
    if (this.vipId === id) this.passVip(i);
    return seat!;
  }

  indexOf(id: string): number {
    return this.seats.findIndex((s) => s.id === id);
  }

  byId(id: string): Seat | undefined {
    return this.seats.find((s) => s.id === id);
  }

  bySession(sessionId: string): Seat | undefined {
    return this.seats.find((s) => s.sessionId === sessionId);
  }

  /** The person's seat holding this secret, or whose stored hash it matches (empty secrets never match). */
  /**
   * Remember `seat`'s secret as one the host removed (a kick; call before the secret changes), so a
   * phone that was away during the kick and comes back with it is told (`wasKicked`) rather than
   * seated afresh, and so that a fresh join under its name is a new person, not given the seat's
   * id back (`wasKickedSeat`). The last 64 tonight; stored with the lobby (`kickedHashes`), so a
   * restart keeps them.
   */
  kickedOut(seat: Seat): void {
    const hash = seat.secret ? hashSecret(seat.secret) : seat.secretHash;
    if (!hash) return;
    this.kicked.push({ secret: seat.secret, hash, id: seat.id });
    if (this.kicked.length > 64) this.kicked.shift();
  }

  /** Whether `secret` was a removed seat's (`kickedOut`). */
  wasKicked(secret: string | undefined): boolean {
    if (!secret) return false;
    return this.kicked.some((k) => (k.secret ? k.secret === secret : secretMatches(secret, k.hash)));
  }

  /** Whether seat id `id` was removed by the host tonight (`kickedOut`): its id is nobody's to take again. */
  wasKickedSeat(id: string): boolean {
    return this.kicked.some((k) => k.id === id);
  }

  /** The removed seats as the lobby stores them, oldest first: each secret's hash, then ":" and the seat id. */
  get kickedHashes(): readonly string[] {
    return this.kicked.map((k) => (k.id ? `${k.hash}:${k.id}` : k.hash));
  }

  /**
   * Put back the removed seats read from the database (a restart; `kickedHashes`' form, or a hash
   * alone), the last 64. New seats continue after their ids too (a removed seat's id is nobody's).
   */
  restoreKicked(hashes: readonly string[]): void {
    this.kicked = hashes.slice(-64).map((entry) => {
      const [hash = '', id = ''] = entry.split(':');
      return { secret: '', hash, id };
    });
    for (const k of this.kicked) this.nextId = Math.max(this.nextId, Number(/^s(\d+)$/.exec(k.id)?.[1] ?? 0) + 1);
  }

  bySecret(secret: string | undefined): Seat | undefined {
    if (!secret) return undefined;
    return this.seats.find((s) => s.kind === 'human' && (s.secret === secret || (!s.secret && secretMatches(secret, s.secretHash))));
  }

  /**
   * Put back seats read from the database (a restart): every person away (no connection yet),
   * bots present, ids kept, the VIP and each coach as stored. New seats continue after the highest
   * id of `seats` and of `usedIds` (the ids of seats gone since, which the evening's table and the
   * crowd's counts still name: a newcomer under another name must not inherit a departed seat's
   * row; join.ts `returningSeatId` gives one back by name). `botIds`: the
   * ids computer players had in the stored games (with the bot seats of `seats`, `wasBot`).
   */
  restore(seats: readonly { id: string; name: string; avatar: number; kind: 'human' | 'bot'; botLabel: string; standIn: boolean; secretHash: string | null; coached?: boolean; botPick?: string | null }[], vipId: string | null, usedIds: Iterable<string> = [], botIds: Iterable<string> = []): void {
    this.botIds.clear();
    for (const id of botIds) this.botIds.add(id);
    for (const s of seats) if (s.kind === 'bot') this.botIds.add(s.id);
    this.seats = seats.map((s) => ({
      id: s.id, name: s.name, avatar: s.avatar, kind: s.kind, botLabel: s.botLabel, secret: '', secretHash: s.secretHash,
      sessionId: null, connected: s.kind === 'bot', standIn: s.standIn, ...(s.coached ? { coached: true } : {}),
      ...(s.kind === 'bot' ? { botPick: s.botPick ?? s.botLabel } : {}),
    }));
    // The order they sat down in is not stored: the stored order stands for it.
    this.joined = this.seats.map((s) => s.id);
    this.vipId = vipId !== null && this.byId(vipId) ? vipId : null;
    const numbers = [...seats.map((s) => s.id), ...usedIds].map((id) => Number(/^s(\d+)$/.exec(id)?.[1] ?? 0));
    this.nextId = Math.max(0, ...numbers) + 1;
  }

  /**
   * Give the VIP role to the next person after position `from` (wrapping), preferring one whose
   * phone is connected and who plays their own seat. Returns the new VIP seat or null.
   */
  passVip(from: number): Seat | null {
    const n = this.seats.length;
    const order = Array.from({ length: n }, (_, k) => this.seats[(from + k) % n]!);
    const people = order.filter((s) => s.kind === 'human' && s.id !== this.vipId);
    const next = people.find((s) => s.connected && !s.standIn) ?? people.find((s) => !s.standIn) ?? null;
    this.vipId = next?.id ?? null;
    return next;
  }

  /** A function that puts the book back as it is now (seats' fields, order, VIP, next id, removed seats): a change that could not be stored is undone. */
  checkpoint(): () => void {
    const seats = this.seats.map((s) => [s, { ...s }] as const);
    const vipId = this.vipId;
    const nextId = this.nextId;
    const botIds = [...this.botIds];
    const kicked = [...this.kicked];
    const joined = [...this.joined];
    return () => {
      this.kicked = kicked;
      this.joined = joined;
      this.seats = seats.map(([seat, was]) => Object.assign(seat, was));
      this.vipId = vipId;
      this.nextId = nextId;
      this.botIds.clear();
      for (const id of botIds) this.botIds.add(id);
    };
  }

  /**
   * The seats in the order they sat down, whatever order a shuffled seating left them in: the
   * order a game starts from (a game seated in join order after a drawn one goes back to it).
   */
  inJoinOrder(): Seat[] {
    const rank = new Map(this.joined.map((id, i) => [id, i]));
    return [...this.seats].sort((a, b) => (rank.get(a.id) ?? Infinity) - (rank.get(b.id) ?? Infinity));
  }

  /** Put the seats in a new order given as seat ids (a shuffled seating, or back to join order). */
  reorder(ids: readonly string[]): void {
    const byId = new Map(this.seats.map((s) => [s.id, s]));
    this.seats = ids.map((id) => byId.get(id)!);
  }
}
