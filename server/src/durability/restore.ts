/**
 * What a live room read back from the database becomes again (docs/SERVER.md, "Restore at
 * start"): its show, rules, phase, seats and VIP as stored; its finished games replayed through
 * their show modules for their records and the evening's table (nothing derived is stored); and
 * its running game as the state before any action plus the stored actions, which the show
 * replays with the bots watching (platform/show.ts `resume`); and its crowd as last stored.
 * Show-agnostic: any show whose module is in the room's shows comes back the same way.
 */
import { addGame, emptyEvening } from '@minus/shared/platform/evening';
import type { EveningState, Phase } from '@minus/shared/platform/protocol/index';
import { readExtras } from '@minus/shared/platform/record-extras';
import { replayGame } from '../history/replay-games.js';
import type { DecisionCause, FinishedRecord } from '../platform/show.js';
import type { ServerShow } from '../platform/server-show.js';
import { gameRecord, type StoredRoom, type StoredSeat } from '../storage/index.js';

/** A room ready to be put back, or why it cannot be. */
export type RestorePlan = { ok: true; room: RestoredRoom } | { ok: false; reason: string };

export interface RestoredRoom {
  key: number;
  code: string;
  server: ServerShow;
  /** The lobby's rules for `server`'s show (the running game's too: rules do not change during a game). */
  rules: unknown;
  /** The rules the host chose for the room's other shows, by show id. */
  otherRules: Record<string, unknown>;
  /** The removed seats' secret hashes, oldest first (seat-book.ts `restoreKicked`). */
  kicked: string[];
  phase: Phase;
  hostSecretHash: string | null;
  vipSeat: string | null;
  seats: StoredSeat[];
  /** The lobby's hints switch and the host's practice switch, as stored. */
  hints: boolean;
  practiceChosen: boolean;
  /** The room's practice flag: the running game's when one runs, else the room's as last stored. */
  practice: boolean;
  /** When the room was first created (ms since epoch). */
  createdAt: number;
  /** Number of the last game (0 before the first). */
  gameNumber: number;
  records: Map<number, FinishedRecord>;
  finishedAt: Map<number, number>;
  evening: EveningState;
  /** The last game's final state when it finished and is of the room's show now (the results screen shows it); else null. */
  last: unknown;
  /** With `last`: who decided each of its actions, for whom (the seat ids in the game's order), so the results still count a person's turns a bot or the timer decided; else null. */
  lastTurns: { steps: { seat: number; cause: DecisionCause }[]; seatIds: string[] } | null;
  /** The running game: its state before any action, its stored actions and when it started (ms since epoch); null between games. */
  running: { start: unknown; steps: { seat: number; action: unknown; cause: DecisionCause }[]; startedAt: number } | null;
  /** The seat ids computer players had in the finished games (their records' `bots`): seat-book.ts `wasBot`. */
  botIds: string[];
  /** The running game whose setup does not replay (a damaged file): its number and why, to set aside (room-durability.ts); else null. */
  setAside: { number: number; reason: string } | null;
  /**
   * The room's last game did not come back: a running game to set aside, or a finished one
   * (set aside before, or damaged) that does not replay. The screens are told (`gameLost`).
   */
  lastLost: boolean;
  /** The finished games left out because they do not replay (a damaged file): "game 2 (its record does not replay: …)", for the log. */
  leftOut: string[];
  /** When the keep that ran as the room was stored ends (ms since epoch), or null. */
  keepUntil: number | null;
  /** The crowd as last stored (JSON text, unread: room-durability.ts `restoreCrowd` reads it), or null. */
  crowd: string | null;
}

/**
 * Plan the restore of `stored` with the room's `shows`. Not restorable (the reason to log): a
 * show this server does not host, or a running game of another show. A running game whose setup
 * does not replay (a damaged file) is to be set aside (`setAside`); one whose actions do not, the
 * show finds on resuming. A finished game that does not replay is left out of the records and the
 * table (`leftOut` says which); when it is the last, the room is not put back on its results (`lastLost`).
 */
export function planRestore(stored: StoredRoom, shows: readonly ServerShow[]): RestorePlan {
  const server = shows.find((s) => s.module.id === stored.showId);
  if (!server) return { ok: false, reason: `this server does not host the show "${stored.showId}"` };
  const lookup = (id: string) => shows.find((s) => s.module.id === id)?.module;
  const avatars = new Map(stored.seats.map((s) => [s.id, s.avatar]));
  const records = new Map<number, FinishedRecord>();
  const finishedAt = new Map<number, number>();
  let evening = emptyEvening();
  let running: RestoredRoom['running'] = null;
  let practice = stored.practice;
  let last: unknown = null;
  let lastTurns: RestoredRoom['lastTurns'] = null;
  const leftOut: string[] = [];
  const botIds = new Set<string>();
  let setAside: RestoredRoom['setAside'] = null;
  let lastLost = false;
  for (const game of stored.games) {
    if (game.finishedAt === null) {
      if (game !== stored.games.at(-1)) continue; // an older game cut short (never the case when the store checks starts)
      const module = lookup(game.showId);
      if (!module || module !== server.module) return { ok: false, reason: `its running game ${game.number} is not of its show "${stored.showId}"` };
      const parsed = module.record.parse(gameRecord({ setup: game.setup, actions: [] }));
      const start = parsed.ok ? module.record.replay(parsed.value) : parsed;
      if (!start.ok) {
        setAside = { number: game.number, reason: start.error.message };
        lastLost = true;
        continue;
      }
      running = { start: start.value, steps: game.actions.map((a) => ({ seat: a.seat, action: a.action, cause: a.cause })), startedAt: game.startedAt };
      practice = game.practice;
      continue;
    }
    const replayed = replayGame(game, lookup);
    if (!replayed.replay.ok || !replayed.replay.standing) {
      leftOut.push(`game ${game.number} (${replayed.replay.ok ? 'its record does not reach the end' : `its record does not replay: ${replayed.replay.error}`})`);
      if (game === stored.games.at(-1)) lastLost = true;
      continue;
    }
    records.set(game.number, { show: game.showId, record: replayed.record });
    last = game === stored.games.at(-1) && game.showId === server.module.id ? replayed.replay.state : null;
    lastTurns = last === null ? null : { steps: game.actions.map((a) => ({ seat: a.seat, cause: a.cause })), seatIds: [...game.seatIds] };
    finishedAt.set(game.number, game.finishedAt);
    const players = replayed.replay.players;
    // The avatars the game's record kept (a seat that has left since has no stored seat to ask).
    const extras = readExtras(replayed.record, players.length, 0);
    const worn = extras.avatars;
    extras.bots?.forEach((bot, i) => { if (bot !== null && game.seatIds[i]) botIds.add(game.seatIds[i]!); });
    const seats = players.map((name, i) => {
      const id = game.seatIds[i] ?? name;
      return { id, name, avatar: worn?.[i] ?? avatars.get(id) ?? 0 };
    });
    if (!game.practice) evening = addGame(evening, game.showId, seats, replayed.replay.standing);
  }
  return {
    ok: true,
    room: {
      key: stored.key, code: stored.code, server, rules: stored.rules, otherRules: stored.otherRules, kicked: stored.kicked,
      // Not on the results of a game that did not come back (nor in a game that did not).
      phase: running ? 'playing' : stored.phase === 'playing' || (stored.phase === 'finale' && lastLost) ? 'lobby' : stored.phase,
      hostSecretHash: stored.hostSecretHash, vipSeat: stored.vipSeat, seats: stored.seats,
      hints: stored.hints, practiceChosen: stored.practiceChosen, practice, createdAt: stored.createdAt,
      gameNumber: stored.games.at(-1)?.number ?? 0, records, finishedAt, evening, running, setAside, lastLost, last, lastTurns, leftOut, botIds: [...botIds], crowd: stored.crowd, keepUntil: stored.keepUntil,
    },
  };
}
