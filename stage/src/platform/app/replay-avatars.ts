/**
 * The avatars a replay's seats wear (docs/STAGE.md, "Replay"). A record from this server keeps
 * each seat's avatar (its `avatars`), and the replay wears those as they are, whoever sits in the
 * room now. An older record (stored before records kept them, or a file written by hand) does
 * not, so the stage dresses its seats itself: a seat whose name tonight's room knows (its seats
 * now and the evening's table), with one avatar only, wears that avatar unless another seat of
 * the replay may claim it too; every other seat wears an avatar no seat of the replay wears,
 * one nobody has worn tonight while there is one. Never two seats alike, so a seat never looks
 * like another player of the same game.
 */
import { AVATARS } from '@minus/shared/platform/protocol/avatars';
import type { RoomStateShape } from '@minus/shared/platform/protocol/state';

/** What tonight's room knows of names and avatars: its seats now and the evening's rows. */
export type RoomAvatars = Pick<RoomStateShape, 'seats' | 'evening'>;

/**
 * The avatar of each seat of an older record's replay, in seat order, for seats named `names`;
 * `room` is the live room's state (null before it came: every seat then gets one in seat order).
 */
export function guessAvatars(names: readonly string[], room: RoomAvatars | null): number[] {
  const byName = new Map<string, Set<number>>();
  const note = (name: string, avatar: number) => {
    if (!byName.has(name)) byName.set(name, new Set());
    byName.get(name)!.add(avatar);
  };
  const seated = new Set<string>();
  for (const s of room?.seats ?? []) {
    note(s.name, s.avatar);
    seated.add(s.name);
  }
  for (const r of room?.evening.rows ?? []) note(r.name, r.avatar);

  // A name known with one avatar only claims it; a name seated now (its avatar unique in the room) claims first.
  const claims = names.map((name) => {
    const known = byName.get(name);
    return known?.size === 1 ? { avatar: [...known][0]!, seated: seated.has(name) } : null;
  });
  const claimants = (avatar: number, seatedOnly: boolean) => claims.filter((c) => c?.avatar === avatar && (!seatedOnly || c.seated)).length;
  const sure = claims.map((c) => {
    if (!c) return null;
    // Two seats of the replay after one avatar: neither can be sure, unless only one of them sits in the room now.
    const rivals = claimants(c.avatar, true);
    if (c.seated) return rivals === 1 ? c.avatar : null;
    return rivals === 0 && claimants(c.avatar, false) === 1 ? c.avatar : null;
  });

  const taken = new Set(sure.filter((a): a is number => a !== null));
  const worn = new Set([...byName.values()].flatMap((set) => [...set]));
  const free = AVATARS.map((a) => a.id).filter((id) => !taken.has(id));
  const spare = [...free.filter((id) => !worn.has(id)), ...free.filter((id) => worn.has(id))];
  let next = 0;
  return sure.map((a, i) => a ?? spare[next++] ?? i % AVATARS.length);
}
