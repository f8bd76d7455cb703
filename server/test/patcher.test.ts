/** patcher.ts: one projection and one patch per turn of the event loop, however many changes. */
import { describe, expect, it } from 'vitest';
import { Patcher } from '../src/platform/patcher.js';

const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

function room(open = { project: true, alive: true }) {
  const log: string[] = [];
  const patcher: Patcher = new Patcher({
    canProject: () => open.project,
    alive: () => open.alive,
    project: () => log.push('project'),
    patch: () => {
      patcher.flush();
      log.push('patch');
    },
  });
  return { patcher, log, open };
}

describe('patcher', () => {
  it('projects once and patches once for several changes in one turn', async () => {
    const { patcher, log } = room();
    patcher.changed();
    patcher.changed();
    patcher.queue();
    expect(log).toEqual([]);
    await turn();
    expect(log).toEqual(['project', 'patch']);
    await turn();
    expect(log).toEqual(['project', 'patch']);
  });

  it('a flush before the patch (a joiner\'s full state) projects at once, and the patch does not project again', async () => {
    const { patcher, log } = room();
    patcher.changed();
    patcher.flush();
    expect(log).toEqual(['project']);
    await turn();
    expect(log).toEqual(['project', 'patch']);
  });

  it('a patch for queued events alone does not project', async () => {
    const { patcher, log } = room();
    patcher.queue();
    await turn();
    expect(log).toEqual(['patch']);
  });

  it('projects nothing once the room is closing, and patches nothing once it is disposed', async () => {
    const r = room();
    r.patcher.changed();
    r.open.project = false;
    r.open.alive = false;
    await turn();
    r.patcher.changed();
    r.patcher.flush();
    await turn();
    expect(r.log).toEqual([]);
  });
});
