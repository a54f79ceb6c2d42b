/** Worker for the Hill 218 bench: plays a range of seeded bot games and posts the tally. */
import { parentPort, workerData } from 'node:worker_threads';
import type { BotLevel } from '../../src/core/bots/levels.ts';
import { botGame } from './hill218.ts';

const { strong, weak, from, to } = workerData as { strong: BotLevel; weak: BotLevel; from: number; to: number };
const tally = { wins: 0, losses: 0, draws: 0 };
for (let g = from; g < to; g++) {
  // Even games: the strong bot is seat 0; odd games: seat 1.
  const strongSeat = g % 2 === 0 ? 0 : 1;
  const levels: [BotLevel, BotLevel] = strongSeat === 0 ? [strong, weak] : [weak, strong];
  const w = botGame(7_000 + g, levels);
  if (w === null) tally.draws++;
  else if (w === strongSeat) tally.wins++;
  else tally.losses++;
}
parentPort?.postMessage(tally);
