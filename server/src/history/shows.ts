/**
 * The shows whose records the server can read back, by show id: what the history (and, later,
 * the restore of live rooms) needs of a show module to replay a stored game and rank its
 * players. Any `ShowModule` (shared/src/platform/show-module.ts) is a `RecordShow`; the shows
 * known are the shared registry's (shared/src/shows/registry.ts).
 */
import type { AnyShowModule } from '@minus/shared/platform/show-module';
import { showById } from '@minus/shared/shows/registry';

/** The part of a show module that reads records: parse, replay, and who won. */
export type RecordShow = Pick<AnyShowModule, 'id' | 'title' | 'finished' | 'players' | 'standing'> & {
  readonly record: Pick<AnyShowModule['record'], 'format' | 'parse' | 'replay'>;
};

/** Finds a show by id; undefined for a show this server does not know (a newer server's). */
export type ShowLookup = (showId: string) => RecordShow | undefined;

/** The shows this server knows. */
export const knownShows: ShowLookup = (showId) => showById(showId);
