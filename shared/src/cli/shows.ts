/**
 * The show modules the command-line tools know besides Minus Auction, by id (the record format's
 * prefix). A stand-in for the platform's registry of shows: `simulate --game ID` and `replay`
 * look shows up here.
 */
import type { AnyShowModule } from '../platform/show-module.js';
import { rubbishAuction } from '../shows/rubbish-auction/module.js';

/** Show modules by id. */
export const CLI_SHOWS: Readonly<Record<string, AnyShowModule>> = { [rubbishAuction.id]: rubbishAuction };

/** The show module whose record format is `format` or starts with `<id>/`, or undefined. */
export function showOfFormat(format: unknown): AnyShowModule | undefined {
  if (typeof format !== 'string') return undefined;
  return Object.values(CLI_SHOWS).find((s) => format === s.record.format || format.startsWith(`${s.id}/`));
}
