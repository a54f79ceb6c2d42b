/** The random bot: a uniformly random legal move, seeded. The baseline every strong bot must beat. */
import { Rng } from '../rng.ts';
import type { BotAnswer, BotRequest } from './bot.ts';

export function randomBot<S, M, V>(req: BotRequest<S, M, V>): BotAnswer<M> {
  if (req.legal.length === 0) throw new Error('randomBot called with no legal move');
  const rng = Rng.fromSeed(req.seed);
  return { move: rng.pick(req.legal), iterations: 0, stats: [] };
}
