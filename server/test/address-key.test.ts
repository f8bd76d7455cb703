/**
 * The per-address limits count an IPv6 address by its /64 prefix (a scanner rotates through its
 * /64), an IPv4 address on its own, and an IPv4-mapped IPv6 address as its IPv4 address
 * (docs/SERVER.md, "Admission limits"): the room-code scan door and the door's buckets.
 */
import { describe, expect, it } from 'vitest';
import { limitKey } from '../src/client-address.js';
import { DoorBuckets } from '../src/platform/admission-limits.js';
import { UnknownRooms } from '../src/platform/unknown-rooms.js';

describe('the room-code scan door', () => {
  it('counts the unknown codes of one IPv6 /64 together, whatever address in it asks', () => {
    const door = new UnknownRooms({ burst: 3, perSecond: 0.001 });
    const now = 1_000_000;
    door.missed('2001:db8:7:9:1::1', 'AAAA', now);
    door.missed('2001:db8:7:9:ffff:2:3:4', 'BBBB', now);
    door.missed('2001:0db8:0007:0009::beef', 'CCCC', now);
    expect(door.mayAsk('2001:db8:7:9::42', now)).toBe(false);
    // The next /64 and an IPv4 phone are not held back.
    expect(door.mayAsk('2001:db8:7:a::1', now)).toBe(true);
    expect(door.mayAsk('192.0.2.1', now)).toBe(true);
  });
  it('keeps IPv4 per address, and an IPv4-mapped IPv6 address counts as its IPv4 one', () => {
    const door = new UnknownRooms({ burst: 2, perSecond: 0.001 });
    const now = 1_000_000;
    door.missed('198.51.100.7', 'AAAA', now);
    door.missed('::ffff:198.51.100.7', 'BBBB', now);
    expect(door.mayAsk('198.51.100.7', now)).toBe(false);
    expect(door.mayAsk('198.51.100.8', now)).toBe(true);
  });
});

describe('the door\'s buckets', () => {
  it('count seat reservations and room creations by the same key', () => {
    const buckets = new DoorBuckets({ create: { burst: 1, perMinute: 0.001 }, reserve: { burst: 2, perSecond: 0.001 } });
    const now = 1_000_000;
    expect(buckets.take('joinById', '2001:db8::1', now)).toBe(true);
    expect(buckets.take('joinById', '2001:db8::2', now)).toBe(true);
    expect(buckets.take('joinById', '2001:db8:0:0:abcd::3', now)).toBe(false);
    expect(buckets.take('create', '::ffff:203.0.113.9', now)).toBe(true);
    expect(buckets.take('create', '203.0.113.9', now)).toBe(false);
    expect(buckets.take('create', '203.0.113.10', now)).toBe(true);
  });
  it('name a /64 the same way however its address is written', () => {
    expect(limitKey('2001:DB8:0:0:1::1')).toBe(limitKey('2001:db8::1:0:0:2'));
    expect(limitKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(limitKey('::ffff:10.0.0.5')).toBe('10.0.0.5');
    expect(limitKey('::ffff:a00:5')).toBe('10.0.0.5');
    expect(limitKey('unknown')).toBe('unknown');
  });
});
