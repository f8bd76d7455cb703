/** A Redis outage's failed commands do not end the process; other unhandled rejections still do (cluster/redis-rejections.ts). */
import { describe, expect, it } from 'vitest';
import { isRedisOutageError, outageRejectionHandler } from '../src/cluster/redis-rejections.js';

const maxRetries = Object.assign(new Error('Reached the max retries per request limit (which is 20). Refer to "maxRetriesPerRequest" option for details.'), { name: 'MaxRetriesPerRequestError' });

describe('Redis outage rejections', () => {
  it('knows the errors ioredis gives while Redis cannot be reached, and nothing else', () => {
    expect(isRedisOutageError(maxRetries)).toBe(true);
    expect(isRedisOutageError(new Error('Connection is closed.'))).toBe(true);
    expect(isRedisOutageError(new Error('connect ECONNREFUSED 127.0.0.1:6391'))).toBe(true);
    expect(isRedisOutageError(new TypeError('Cannot read properties of undefined (reading \'seats\')'))).toBe(false);
    expect(isRedisOutageError(new Error('the Connection is closed. by a bug'))).toBe(false);
    expect(isRedisOutageError('Connection is closed.')).toBe(false);
  });

  it('logs an outage once per quiet minute and throws anything else again', () => {
    const lines: string[] = [];
    let now = 0;
    const handle = outageRejectionHandler((l) => lines.push(l), 60_000, () => now);
    handle(maxRetries);
    now = 30_000;
    handle(new Error('Connection is closed.'));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/Redis is unreachable .* the rooms play on/);
    now = 200_000;
    handle(maxRetries);
    expect(lines).toHaveLength(2);
    const bug = new TypeError('x is not a function');
    expect(() => handle(bug)).toThrow(bug);
  });
});
