/**
 * `npm run history`'s evening table keeps its columns under a terminal's cells: a Hangul or CJK
 * name takes two cells a character, so its numbers line up with a Latin name's.
 */
import { describe, expect, it } from 'vitest';
import stringWidth from 'string-width';
import { formatHistory, type History } from '../src/history/evenings.js';

const row = (seat: string, name: string, games: number, wins: number, points: number[]) => ({ seat, name, avatar: 0, games, wins, points, played: points.map(() => 1) });

describe('the history\'s evening table', () => {
  it('lines up the columns of Hangul, Latin and accented names, under show titles', () => {
    const history: History = {
      roomsWithoutGames: 0,
      evenings: [{
        key: 1, code: 'MKST', startedAt: 0, lastActiveAt: 0, live: false, closedAt: 0, closeReason: 'ended',
        games: [
          { number: 1, showId: 'minus-auction', title: 'Minus Auction', preset: 'veto', startedAt: 0, finishedAt: 1, winner: '민지', firsts: ['민지'], practice: false },
          { number: 2, showId: 'rubbish-auction', title: 'Rubbish Auction', preset: 'show', startedAt: 2, finishedAt: 3, winner: 'Giulia', firsts: ['Giulia'], practice: false },
        ],
        table: { shows: ['minus-auction', 'rubbish-auction'], rows: [row('s1', '민지와 친구들의 밤', 2, 1, [-12, 40]), row('s2', 'Giulia', 2, 1, [-30, 75]), row('s3', 'Zoë', 2, 0, [-41, 12])] },
      }],
    };
    const lines = formatHistory(history, 'rooms.db').split('\n');
    const table = lines.slice(lines.findIndex((l) => l.includes('Evening table')));
    const rows = table.slice(1, 4);
    expect(rows.map((l) => l.trim().split(/ {2,}/)[0])).toEqual(['민지와 친구들의 밤', 'Giulia', 'Zoë']);
    // Where each number column ends, in terminal cells: the same on every line, the header's too.
    const ends = (line: string) => [...line.matchAll(/\S+(?= {2}|$)/g)].slice(-4).map((m) => stringWidth(line.slice(0, m.index! + m[0].length)));
    expect(new Set([table[0]!, ...rows].map((l) => ends(l).join())).size).toBe(1);
  });
});
