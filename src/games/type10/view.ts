/**
 * What a seat sees. The whole board, hand and counters are open; only the generator is removed,
 * because it would predict the search die. `determinize` puts a fresh generator back, so bots
 * plan over sampled dice rather than the real ones.
 */
import type { Seat } from '../../core/game.ts';
import type { Rng } from '../../core/rng.ts';
import type { Type10State, Type10View } from './types.ts';

export function view(s: Type10State, _seat: Seat): Type10View {
  return { ...s, rng: null };
}

export function determinize(v: Type10View, _seat: Seat, rng: Rng): Type10State {
  return { ...v, rng: [rng.nextU32(), rng.nextU32(), rng.nextU32(), rng.nextU32() | 1] };
}
