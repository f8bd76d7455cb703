/**
 * The rules the host chose tonight, one set per show: a show picked again keeps the rules last
 * chosen for it, and a restart keeps every show's (the room's durability stores them). Each set is
 * the show's rules input (`module.rules.schema`), replaced on a change, never changed in place, so
 * the room's journal compares them by reference.
 */
import type { AnyShowModule } from '@minus/shared/platform/show-module';
import { judgedPlayers } from '@minus/shared/platform/rules-judged';

export class LobbyRules {
  /** The host's rules input by show id; a show missing here plays its defaults. */
  readonly byShow = new Map<string, unknown>();

  /** `fitsUpTo`'s answers by show id, with the rules input each was worked out for. */
  private readonly most = new Map<string, { input: unknown; most: number }>();

  /** The host's rules for `module` (its defaults until they change them). */
  of(module: AnyShowModule): unknown {
    return this.byShow.get(module.id) ?? module.rules.defaults();
  }

  /** `input` becomes `module`'s rules. */
  set(module: AnyShowModule, input: unknown): void {
    this.byShow.set(module.id, input);
  }

  /**
   * Put back stored rules (a restart): `rules` for `module` (the show chosen), `others` by show
   * id for the room's other shows (`hosted`: the shows this server has). Rules of a show no longer
   * here, or that its `rules.schema` does not accept (a damaged or hand-edited database), are
   * dropped: that show starts from its defaults. Returns the ids of the shows whose rules were dropped.
   */
  restore(module: AnyShowModule, rules: unknown, others: Readonly<Record<string, unknown>>, hosted: readonly AnyShowModule[]): string[] {
    const dropped: string[] = [];
    const keep = (m: AnyShowModule, r: unknown) => {
      const parsed = m.rules.schema.safeParse(r);
      if (parsed.success) this.byShow.set(m.id, parsed.data);
      else dropped.push(m.id);
    };
    for (const [id, r] of Object.entries(others)) {
      const m = hosted.find((h) => h.id === id);
      if (m && id !== module.id) keep(m, r);
    }
    keep(module, rules);
    return dropped;
  }

  /**
   * The lobby's rules for `module` resolved for `seats` (clamped to the show's limits); when the
   * host's choice does not resolve for so many seats (module `Rules`), as resolved for the most
   * seats it fits (`fits` says it does not fit), else the show's defaults. Throws when even the
   * defaults do not resolve (a show module's bug).
   */
  resolved(module: AnyShowModule, seats: number): unknown {
    const n = clampSeats(module, seats);
    const r = module.rules.resolve(this.of(module), n);
    if (r.ok) return r.value;
    // The host's rules that do not fit this many players: shown as chosen (as for the most seats
    // they fit), the state saying they do not fit (`fits`), rather than the show's own in their place.
    for (let k = n - 1; k >= module.seats.min; k--) {
      const fewer = module.rules.resolve(this.of(module), k);
      if (fewer.ok) return fewer.value;
    }
    const d = module.rules.resolve(module.rules.defaults(), n);
    if (!d.ok) throw new Error(`the default rules of ${module.id} must resolve`);
    return d.value;
  }

  /**
   * The most players the host's rules for `module` can deal, within the show's seat limits;
   * `module.seats.min - 1` when they deal none. Kept per rules input (a change replaces the input).
   */
  fitsUpTo(module: AnyShowModule): number {
    const input = this.of(module);
    const kept = this.most.get(module.id);
    if (kept && kept.input === input) return kept.most;
    let most = module.seats.max;
    while (most >= module.seats.min && !module.rules.resolve(input, most).ok) most--;
    this.most.set(module.id, { input, most });
    return most;
  }

  /**
   * Apply `change` (the show's `rules.schema` already took it) to the host's rules for `module`,
   * with `seats` people seated. It is judged for them (at least the show's fewest), or, while the
   * rules already do not fit them (accepted for fewer, the seats came since), for as many as they
   * deal: the timer can still change then. Refused: the module's sentence, and why in the
   * refusals' terms: `deals-fewer` {players, most} (the most the change would deal) or
   * `deals-none` (no game at all).
   */
  change(module: AnyShowModule, change: unknown, seats: number): { ok: true } | { ok: false; message: string; why: { reason: 'deals-fewer'; params: { players: number; most: number } } | { reason: 'deals-none' } } {
    const { min } = module.seats;
    const players = Math.max(min, seats);
    const judged = judgedPlayers(seats, module.seats, this.fitsUpTo(module));
    const next = module.rules.change(this.of(module), change, judged);
    if (next.ok) {
      this.set(module, next.value);
      return { ok: true };
    }
    let most = judged - 1;
    while (most >= min && !module.rules.change(this.of(module), change, most).ok) most--;
    return { ok: false, message: next.error.message, why: most >= min ? { reason: 'deals-fewer', params: { players, most } } : { reason: 'deals-none' } };
  }

  /** True when the host's rules for `module` can deal `seats` players (clamped to the show's limits). */
  fits(module: AnyShowModule, seats: number): boolean {
    return module.rules.resolve(this.of(module), clampSeats(module, seats)).ok;
  }
}

/** `seats` within the show's seat limits: the count its rules are resolved for. */
function clampSeats(module: AnyShowModule, seats: number): number {
  return Math.min(module.seats.max, Math.max(module.seats.min, seats));
}
