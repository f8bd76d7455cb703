/**
 * One room's writes to the rooms' database (docs/SERVER.md, "Durability", "When the room
 * writes"): the room's key, the lobby snapshot it last stored (an unchanged lobby is not written
 * again), and one log line per kind of failure. Every write goes through the store before the
 * room changes memory and broadcasts (write-ahead); a failed write comes back as a `not-saved`
 * refusal carrying the store's sentence for people, so the caller can refuse the request and
 * apply nothing.
 */
import type { Refused } from '../platform/show.js';
import type { Seat } from '../platform/seat-book.js';
import { hashSecret, type LobbySnapshot, type NewAction, type NewGame, type RoomKey, type RoomStore, type Stored, type StoredSeat } from '../storage/index.js';

/** What the room's lobby is made of, as the journal reads it. */
export interface LobbyParts {
  showId: string;
  rules: unknown;
  phase: LobbySnapshot['phase'];
  hostSecretHash: string | null;
  vipSeat: string | null;
  seats: readonly Seat[];
  /** The lobby's hints switch, the host's practice switch, the room's practice flag (show.ts). */
  hints: boolean;
  practiceChosen: boolean;
  practice: boolean;
  /** The host's rules by show id (lobby-rules.ts `byShow`): the other shows' are stored as `otherRules`. */
  rulesByShow: ReadonlyMap<string, unknown>;
  /** The removed seats' secret hashes, oldest first (seat-book.ts `kickedHashes`). */
  kicked: readonly string[];
  /** When the room's keep ends (seat-presence.ts `keepUntil`), or null. */
  keepUntil: number | null;
}

export class RoomJournal {
  /** The lobby last stored (or being stored), and the JSON of its rules. */
  private saved: LobbySnapshot | null = null;
  private savedRules = '';
  private readonly logged = new Set<string>();
  /** Seat secret → its hash (a secret is hashed once, not at every lobby write). */
  private readonly hashes = new Map<string, string>();

  constructor(
    private readonly store: RoomStore,
    /** The room's key in the database. */
    readonly key: RoomKey,
    /** The room's code, for log lines. */
    private readonly code: string,
    private readonly log: (line: string) => void,
  ) {}

  /** The lobby as stored: seats in the order given, each person's secret as its SHA-256 hash. */
  snapshot(parts: LobbyParts): LobbySnapshot {
    return {
      showId: parts.showId, rules: parts.rules, phase: parts.phase, hostSecretHash: parts.hostSecretHash, vipSeat: parts.vipSeat,
      seats: parts.seats.map((s) => this.storedSeat(s)), hints: parts.hints, practiceChosen: parts.practiceChosen, practice: parts.practice,
      otherRules: Object.fromEntries([...parts.rulesByShow].filter(([id]) => id !== parts.showId)), kicked: [...parts.kicked], keepUntil: parts.keepUntil,
    };
  }

  private storedSeat(s: Seat): StoredSeat {
    return { id: s.id, name: s.name, avatar: s.avatar, kind: s.kind, botLabel: s.botLabel, standIn: s.standIn, secretHash: this.secretHashOf(s), coached: s.coached === true, botPick: s.kind === 'bot' && s.botPick !== undefined && s.botPick !== s.botLabel ? s.botPick : null };
  }

  /** Remember `lobby` as the stored one (the room was just created or restored with it). */
  stored(lobby: LobbySnapshot): void {
    this.saved = lobby;
    this.savedRules = JSON.stringify(lobby.rules);
  }

  /**
   * Store the lobby if it changed since the last write. Returns null when stored (or unchanged),
   * else the refusal to answer (the log has its line). The room asks at every patch, so the
   * lobby as it is (`parts`) is compared with the one stored field by field, without building a
   * snapshot or a JSON string (rules: by reference first, they are replaced, never changed in place).
   */
  saveLobby(parts: LobbyParts, at: number): Refused | null {
    if (this.unchanged(parts)) return null;
    const lobby = this.snapshot(parts);
    const out = this.check(this.store.saveLobby(this.key, lobby, at));
    if (out === null) this.stored(lobby);
    return out;
  }

  /** `parts` is the lobby last stored. */
  private unchanged(parts: LobbyParts): boolean {
    const b = this.saved;
    if (!b || parts.showId !== b.showId || parts.phase !== b.phase || parts.hostSecretHash !== b.hostSecretHash || parts.vipSeat !== b.vipSeat) return false;
    if (parts.hints !== b.hints || parts.practiceChosen !== b.practiceChosen || parts.practice !== b.practice || parts.seats.length !== b.seats.length) return false;
    const kicked = b.kicked ?? [];
    if (parts.kicked.length !== kicked.length || parts.kicked.some((h, i) => h !== kicked[i])) return false;
    if (parts.keepUntil !== (b.keepUntil ?? null)) return false;
    for (let i = 0; i < parts.seats.length; i++) {
      const x = parts.seats[i]!;
      const y = b.seats[i]!;
      if (x.id !== y.id || x.name !== y.name || x.avatar !== y.avatar || x.kind !== y.kind || x.botLabel !== y.botLabel) return false;
      if (x.standIn !== y.standIn || (x.coached === true) !== y.coached || this.secretHashOf(x) !== y.secretHash) return false;
    }
    const other = b.otherRules ?? {};
    let others = 0;
    for (const [id, rules] of parts.rulesByShow) {
      if (id === parts.showId) continue;
      if (other[id] !== rules) return false; // rules are replaced, never changed in place: by reference
      others++;
    }
    if (others !== Object.keys(other).length) return false;
    if (parts.rules === b.rules) return true;
    if (JSON.stringify(parts.rules) !== this.savedRules) return false;
    b.rules = parts.rules; // the same rules in a new object: compared by reference from now on
    return true;
  }

  /** A seat's secret as stored: its hash (made once per secret), or the hash it came back with. */
  private secretHashOf(s: Seat): string | null {
    if (s.kind !== 'human') return null;
    if (!s.secret) return s.secretHash ?? null;
    let hash = this.hashes.get(s.secret);
    if (hash === undefined) this.hashes.set(s.secret, (hash = hashSecret(s.secret)));
    return hash;
  }

  /** A game starts (its setup, the seats in the game's order); null when stored. */
  gameStarts(game: NewGame, lobby: LobbySnapshot): Refused | null {
    const out = this.check(this.store.startGame(this.key, game, lobby));
    if (out === null) this.stored({ ...lobby, phase: 'playing' });
    return out;
  }

  /** One decision, before it is applied (`finishes`: the room goes to its results); null when stored. */
  decided(game: number, action: NewAction): Refused | null {
    const out = this.check(this.store.appendAction(this.key, game, action));
    // The game's last decision moved the stored room to its results in the same transaction:
    // the room's next patch finds its lobby stored as it is, instead of writing it again.
    if (out === null && action.finishes && this.saved) this.saved = { ...this.saved, phase: 'finale' };
    return out;
  }

  /** A restored room's running game that does not replay is set aside (RoomStore `setAside`). Failures are only logged. */
  setAside(game: number, at: number): void {
    this.check(this.store.setAside(this.key, game, at));
  }

  /** The room was used (a phone came back): not idle. Failures are only logged. */
  touch(at: number): void {
    this.check(this.store.touch(this.key, at));
  }

  /**
   * Store the room's crowd (`crowd`: the crowd's snapshot, plain JSON; crowd/crowd-snapshot.ts).
   * Failures are only logged: the game goes on, a restart then brings back the crowd last stored.
   */
  saveCrowd(crowd: unknown): void {
    this.check(this.store.saveCrowd(this.key, crowd));
  }

  /** The room closes for good (`ended`: everyone left; `idle`: nobody used it). Failures are only logged. */
  archive(at: number, reason: 'idle' | 'ended'): void {
    this.check(this.store.archive(this.key, at, reason));
  }

  /** A write's outcome as a refusal (null when stored); logs one line per kind of failure. */
  private check(out: Stored<unknown>): Refused | null {
    if (out.ok) return null;
    const e = out.error;
    if (!this.logged.has(e.kind)) {
      this.logged.add(e.kind);
      this.log(`[room ${this.code}] ${e.logLine} (further ${e.kind} failures of this room are not logged)`);
    }
    return { ok: false, code: 'not-saved', message: e.message };
  }
}

