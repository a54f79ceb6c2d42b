/**
 * Starting a game: its options (checked, with their defaults) and the seeded shuffle and deal.
 * A position given as setup JSON (docs/battleline.md) is read by `setup-json.ts`.
 */
import { isRecord } from '../../core/json.ts';
import { err, ok, type GameError, type Result } from '../../core/result.ts';
import { Rng } from '../../core/rng.ts';
import {
  FLAG_COUNT,
  HAND_SIZE,
  TACTICS,
  TROOPS,
  type BattleLineOptions,
  type BattleLineState,
  type CardId,
  type FlagState,
  type KnownTop,
  type Seat,
} from './types.ts';

export const DEFAULT_OPTIONS: BattleLineOptions = {
  claimTiming: 'end',
  tactics: true,
  firstSeat: 'seed',
};

export function validateOptions(options: unknown): Result<BattleLineOptions, GameError> {
  if (options === undefined || options === null) return ok(DEFAULT_OPTIONS);
  if (!isRecord(options)) return err('options/not-object', 'Options must be an object.');
  const o = { ...DEFAULT_OPTIONS, ...options } as Record<string, unknown>;
  if (o.claimTiming !== 'end' && o.claimTiming !== 'start') {
    return err('options/claim-timing', 'claimTiming must be "end" or "start".');
  }
  if (typeof o.tactics !== 'boolean')
    return err('options/tactics', 'tactics must be true or false.');
  if (o.firstSeat !== 'seed' && o.firstSeat !== 0 && o.firstSeat !== 1) {
    return err('options/first-seat', 'firstSeat must be "seed", 0 or 1.');
  }
  return ok({ claimTiming: o.claimTiming, tactics: o.tactics, firstSeat: o.firstSeat });
}

function emptyFlag(): FlagState {
  return { sides: [[], []], environment: [], claimedBy: null, firstComplete: null };
}

/** Neither seat knows a deck's top cards (no Scout has put any back). */
export const NO_KNOWN: KnownTop = { troop: 0, tactics: 0 };

export function setup(options: BattleLineOptions, seed: number): BattleLineState {
  const rng = Rng.fromSeed(seed);
  const troops = rng.shuffle(TROOPS);
  const tactics = options.tactics ? rng.shuffle(TACTICS) : [];
  const dealer = rng.int(2) as Seat;
  const first: Seat = options.firstSeat === 'seed' ? (dealer === 0 ? 1 : 0) : options.firstSeat;
  const hands: [CardId[], CardId[]] = [[], []];
  for (let i = 0; i < HAND_SIZE * 2; i++)
    hands[i % 2 === 0 ? first : first === 0 ? 1 : 0].push(troops[i] as CardId);
  return {
    options,
    turn: 1,
    active: first,
    phase: 'play',
    hands,
    troopDeck: troops.slice(HAND_SIZE * 2),
    tacticsDeck: tactics,
    knownTop: [NO_KNOWN, NO_KNOWN],
    flags: Array.from({ length: FLAG_COUNT }, emptyFlag),
    discard: [],
    tacticsPlayed: [[], []],
    passes: 0,
    played: false,
    scoutDraws: 0,
    scoutReturns: 0,
    scouted: false,
    result: null,
  };
}
