/**
 * Reading the database's rows back into the storage types (types.ts): column names to fields,
 * JSON text to values. A row that does not read (JSON damaged by hand) is a `corrupt` error
 * naming where it was found.
 */
import type { DecisionCause } from '@minus/shared/platform/show-module';
import type { Phase } from '@minus/shared/platform/protocol/index';
import { StorageError } from './errors.js';
import type { CloseReason, RoomSummary, StoredAction, StoredGame, StoredSeat } from './types.js';

export interface RoomRow {
  id: number; code: string; show_id: string; rules: string; phase: string; host_secret_hash: string | null;
  vip_seat: string | null; hints: number; practice_chosen: number; practice: number; created_at: number; active_at: number; closed_at: number | null; close_reason: string | null;
  /** The crowd's JSON (schema version 3), unread: see `StoredRoom.crowd`. */
  crowd: string | null;
  /** The other shows' rules, JSON (schema version 4). */
  other_rules: string | null;
  /** The removed seats' secret hashes, JSON (schema version 5). */
  kicked: string | null;
  keep_until: number | null;
}
export interface SeatRow {
  id: string; position: number; name: string; avatar: number; kind: string; bot_label: string; stand_in: number; secret_hash: string | null; coached: number; bot_pick: string | null;
}
export interface GameRow {
  number: number; show_id: string; setup: string; seat_ids: string; started_at: number; finished_at: number | null; practice: number;
}
export interface ActionRow {
  game: number; idx: number; seat: number; action: string; cause: string; at: number;
}

/** JSON.parse, or a `corrupt` StorageError saying which column of which row. */
export function parseJson(text: string, where: string): unknown {
  try {
    return JSON.parse(text);
  } catch (e) {
    throw new StorageError('corrupt', `The database holds damaged data (${where} is not valid JSON). Restore a backup, or move the database away to start afresh.`, `read ${where}`, (e as Error).message);
  }
}

export function roomOf(r: RoomRow): RoomSummary {
  return {
    key: r.id, code: r.code, showId: r.show_id, rules: parseJson(r.rules, `room ${r.id} rules`), phase: r.phase as Phase,
    hostSecretHash: r.host_secret_hash, vipSeat: r.vip_seat,
    hints: r.hints === 1, practiceChosen: r.practice_chosen === 1, practice: r.practice === 1, otherRules: otherRulesOf(r), kicked: kickedOf(r), keepUntil: r.keep_until ?? null, createdAt: r.created_at, activeAt: r.active_at,
    closedAt: r.closed_at, closeReason: r.close_reason as CloseReason | null,
  };
}

/**
 * A room's removed seats: each secret's hash, with ":" and the seat id since the id is kept too
 * (seat-book.ts `kickedHashes`); [] when none stored. Lenient: what is not a list of
 * hashes is left out (a damaged list only lets a removed phone sit down afresh, as before it was kept).
 */
function kickedOf(r: RoomRow): string[] {
  if (r.kicked === null) return [];
  let v: unknown;
  try {
    v = JSON.parse(r.kicked);
  } catch {
    return [];
  }
  return Array.isArray(v) ? v.filter((h): h is string => typeof h === 'string' && /^[0-9a-f]{64}(:s\d+)?$/.test(h)) : [];
}

/** A room's other shows' rules: {} when none stored; a `corrupt` error when not a JSON object. */
function otherRulesOf(r: RoomRow): Record<string, unknown> {
  if (r.other_rules === null) return {};
  const v = parseJson(r.other_rules, `room ${r.id} other rules`);
  if (v === null || typeof v !== 'object' || Array.isArray(v)) {
    throw new StorageError('corrupt', `The database holds damaged data (room ${r.id} other rules is not an object). Restore a backup, or move the database away to start afresh.`, `read room ${r.id} other rules`, 'not an object');
  }
  return v as Record<string, unknown>;
}

export function seatOf(r: SeatRow): StoredSeat {
  return {
    id: r.id, name: r.name, avatar: r.avatar, kind: r.kind as StoredSeat['kind'], botLabel: r.bot_label,
    standIn: r.stand_in === 1, secretHash: r.secret_hash, coached: r.coached === 1, botPick: r.bot_pick,
  };
}

/** A game row with its actions (already in order). */
export function gameOf(room: number, r: GameRow, actions: StoredAction[]): StoredGame {
  const where = `room ${room} game ${r.number}`;
  return {
    number: r.number, showId: r.show_id, setup: parseJson(r.setup, `${where} setup`),
    seatIds: parseJson(r.seat_ids, `${where} seat ids`) as string[], startedAt: r.started_at, finishedAt: r.finished_at, practice: r.practice === 1, actions,
  };
}

export function actionOf(room: number, r: ActionRow): StoredAction {
  return { index: r.idx, seat: r.seat, action: parseJson(r.action, `room ${room} game ${r.game} action ${r.idx}`), cause: r.cause as DecisionCause, at: r.at };
}
