/**
 * `npx tsx bench/log-summary.ts bench/logs/<suite>.jsonl`: the tally of a bot-game log written by
 * `BENCH_LOG` (see game-pool.ts) — per pairing of levels (at the same budgets): games, each level's
 * wins by seat, draws, and the 95% Wilson lower bound of the first level's win rate; for self-play
 * (one level on both seats), each seat's wins. It reads a log
 * while its run is still going, so a long strength run can be read part-way.
 */
import { readFileSync } from 'node:fs';
import { wilsonLow, type GameRecord } from './game-pool.ts';

interface Tally {
  games: number;
  /** Wins of [first level, second level], each split by the seat it held. */
  wins: [[number, number], [number, number]];
  draws: number;
  moves: number;
}

export function summarizeLog(text: string): Map<string, Tally> {
  const out = new Map<string, Tally>();
  // A game logged twice (two runs side by side) counts once: games are reproducible.
  const games = new Map<string, GameRecord>();
  for (const line of text.split('\n')) {
    if (!line.trim()) continue;
    const { key, record } = JSON.parse(line) as { key: string; record: GameRecord };
    games.set(key, record);
  }
  for (const [key, record] of games) {
    const [suite, levels, budgets] = key.split('|');
    const seats = (levels ?? '').split('-');
    const pair = [...seats].sort((a, b) => (a === b ? 0 : a === 'hard' || b === 'easy' ? -1 : 1));
    const name = `${suite} ${pair.join(' vs ')} (${budgets})`;
    const t = out.get(name) ?? {
      games: 0,
      wins: [
        [0, 0],
        [0, 0],
      ],
      draws: 0,
      moves: 0,
    };
    t.games++;
    t.moves += record.moves;
    if (record.winner === null) t.draws++;
    else {
      const level = seats[record.winner];
      const who = level === pair[0] ? 0 : 1;
      t.wins[who][record.winner]++;
    }
    out.set(name, t);
  }
  return out;
}

if (process.argv[1]?.endsWith('log-summary.ts')) {
  for (const file of process.argv.slice(2)) {
    for (const [name, t] of summarizeLog(readFileSync(file, 'utf8'))) {
      const [a, b] = t.wins.map(([s0, s1]) => s0 + s1) as [number, number];
      const avg = `${(t.moves / t.games).toFixed(0)} moves avg`;
      if (/ (\w+) vs \1 \(/.test(name)) {
        // Self-play: one level on both seats, so the tally is by seat (the balance).
        const pct = (n: number) => `${((100 * n) / t.games).toFixed(1)}%`;
        const [s1, s2] = t.wins[0];
        console.log(
          `${name}: ${t.games} games; seat 1 ${s1} wins (${pct(s1)}), seat 2 ${s2} (${pct(s2)}), ` +
            `draws ${t.draws} (${pct(t.draws)}); ${avg}`,
        );
        continue;
      }
      console.log(
        `${name}: ${t.games} games; first level ${a} wins (seat 1: ${t.wins[0][0]}, seat 2: ${t.wins[0][1]}), ` +
          `second ${b}, draws ${t.draws}; ${((100 * a) / t.games).toFixed(1)}%, 95% lower bound ` +
          `${(100 * wilsonLow(a, t.games)).toFixed(1)}%; ${avg}`,
      );
    }
  }
}
