/**
 * Bot levels and the one entry point the hosts call (the Web Worker in the browser, plain calls in
 * Node). Each game supplies its hints and, per level, an iteration budget (reproducible: benches,
 * tests) and a time budget (the browser). Easy is always the random bot.
 */
import type { Seat } from '../game.ts';
import type { BotAnswer, BotHints, BotRequest } from './bot.ts';
import { mctsBot } from './mcts.ts';
import { randomBot } from './random.ts';

export const BOT_LEVELS = ['easy', 'normal', 'hard'] as const;
export type BotLevel = (typeof BOT_LEVELS)[number];

export type BotLevelSpec<S = unknown, M = unknown> =
  | { readonly kind: 'random' }
  | {
      readonly kind: 'mcts';
      readonly iterations: number;
      readonly timeMs: number;
      /** This level's own hints (a game whose levels differ in knowledge, not only in budget). */
      readonly hints?: BotHints<S, M>;
    };

export interface GameBot<S, M> {
  readonly hints: BotHints<S, M>;
  readonly levels: Readonly<Record<BotLevel, BotLevelSpec<S, M>>>;
}

export function isBotLevel(x: unknown): x is BotLevel {
  return typeof x === 'string' && (BOT_LEVELS as readonly string[]).includes(x);
}

export interface ChooseOptions {
  /** 'iterations' for reproducible play (tests, benches); 'time' in the browser. */
  readonly budget: 'iterations' | 'time';
  readonly now?: () => number;
}

export function chooseBotMove<S, M, V>(
  req: Omit<BotRequest<S, M, V>, 'budget' | 'hints'>,
  bot: GameBot<S, M>,
  level: BotLevel,
  opts: ChooseOptions,
): BotAnswer<M> {
  const spec = bot.levels[level];
  if (spec.kind === 'random') return randomBot({ ...req, budget: {} });
  const budget =
    opts.budget === 'time' && opts.now
      ? { timeMs: spec.timeMs, now: opts.now, iterations: spec.iterations * 20 }
      : { iterations: spec.iterations };
  return mctsBot({ ...req, budget, hints: spec.hints ?? bot.hints });
}

export type { Seat };
