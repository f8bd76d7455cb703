/**
 * The players of any show's game record obey the name rules a room applies (docs/SERVER.md,
 * "Names"): each name is as a room would show it (protocol/names.ts), and no two look alike
 * (protocol/name-skeleton.ts). One zod schema for every show's record.
 */
import { z } from 'zod';
import { sameName } from './protocol/name-skeleton.js';
import { checkName } from './protocol/names.js';

/** A record's `players`: at least one name, each as a room shows it, no two alike. Issues name the index and the refusal code. */
export const recordPlayersSchema = z.array(z.string().min(1)).min(1).superRefine((players, ctx) => {
  players.forEach((name, i) => {
    const checked = checkName(name);
    if (!checked.ok) ctx.addIssue({ code: 'custom', path: [i], message: `${checked.code}: not a name a room accepts` });
    else if (checked.name !== name) ctx.addIssue({ code: 'custom', path: [i], message: 'name-invalid: spaces or Unicode form differ from the name a room shows' });
    else if (players.slice(0, i).some((other) => sameName(other, name))) ctx.addIssue({ code: 'custom', path: [i], message: `name-taken: looks like another player's name` });
  });
});
