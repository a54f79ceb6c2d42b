/**
 * Where a game starts: options, the seeded deal (first player, both decks shuffled, five cards
 * drawn for the set-up choice), and positions in the documented setup JSON (docs/hill218.md) with
 * the checks that refuse impossible ones: two cards in a cell, a unit on the Hill, more cards of a
 * type than a player owns, an HQ taken with the game still running.
 */
import type { Outcome } from '../../core/game.ts';
import { isInt, isRecord } from '../../core/json.ts';
import { err, ok, type GameError, type Result } from '../../core/result.ts';
import { Rng } from '../../core/rng.ts';
import { attackOptions } from './combat.ts';
import { beginTurns, hasPlay, isHqOnlyTurn, unitScore } from './rules.ts';
import { cellKey } from './supply.ts';
import type { Hill218Options, Hill218State, Pair, Placed, Pos, Seat, UnitType } from './types.ts';
import { AIR_STRIKES, hqOf, isUnitType, other, SETUP_DRAW, UNIT_TYPES, UNITS } from './units.ts';

export const DEFAULT_OPTIONS: Hill218Options = { firstTurn: 'seed' };

/** Coordinates a setup may use; real tables stay far inside this. */
const COORD_LIMIT = 200;

export function validateOptions(options: unknown): Result<Hill218Options, GameError> {
  if (options === undefined || options === null) return ok(DEFAULT_OPTIONS);
  if (!isRecord(options)) return err('options/malformed', 'The options must be an object.');
  const firstTurn = options.firstTurn ?? DEFAULT_OPTIONS.firstTurn;
  if (firstTurn !== 'seed' && firstTurn !== 'bga') {
    return err(
      'options/first-turn',
      'The first-turn option is "seed" (both players) or "bga" (first player only).',
    );
  }
  return ok({ firstTurn });
}

/** One player's 24 unit cards in a fixed order (shuffled by the deal). */
export function fullDeck(): UnitType[] {
  const out: UnitType[] = [];
  for (const t of UNIT_TYPES) for (let i = 0; i < UNITS[t].count; i++) out.push(t);
  return out;
}

export function setup(options: Hill218Options, seed: number): Hill218State {
  const rng = Rng.fromSeed(seed);
  const firstPlayer: Seat = rng.int(2) === 0 ? 0 : 1;
  const d0 = rng.shuffle(fullDeck());
  const d1 = rng.shuffle(fullDeck());
  return {
    options: { firstTurn: options.firstTurn },
    cells: [],
    hands: [d0.slice(0, SETUP_DRAW), d1.slice(0, SETUP_DRAW)],
    decks: [d0.slice(SETUP_DRAW), d1.slice(SETUP_DRAW)],
    discards: [[], []],
    airStrikes: [AIR_STRIKES, AIR_STRIKES],
    bottomChosen: [false, false],
    firstPlayer,
    turn: firstPlayer,
    turnsTaken: [0, 0],
    playsLeft: 0,
    attacker: null,
    outcome: null,
  };
}

/** The full state as setup JSON; `fromSetup` reads it back to an equal state. */
export function toSetup(s: Hill218State): unknown {
  return {
    options: { ...s.options },
    cells: s.cells.map((c) => ({ x: c.x, y: c.y, owner: c.owner, unit: c.unit })),
    hands: [s.hands[0].slice(), s.hands[1].slice()],
    decks: [s.decks[0].slice(), s.decks[1].slice()],
    discards: [s.discards[0].slice(), s.discards[1].slice()],
    airStrikes: [s.airStrikes[0], s.airStrikes[1]],
    bottomChosen: [s.bottomChosen[0], s.bottomChosen[1]],
    firstPlayer: s.firstPlayer,
    turn: s.turn,
    turnsTaken: [s.turnsTaken[0], s.turnsTaken[1]],
    playsLeft: s.playsLeft,
    attacker: s.attacker ? { x: s.attacker.x, y: s.attacker.y } : null,
    outcome: s.outcome
      ? { ...s.outcome, ...(s.outcome.score ? { score: [...s.outcome.score] } : {}) }
      : null,
  };
}

const bad = (code: string, message: string, detail?: unknown) =>
  err(`setup/${code}`, message, detail);
const seatName = (s: Seat) => `Seat ${s + 1}`;

function isSeat(x: unknown): x is Seat {
  return x === 0 || x === 1;
}

function readPair<T>(
  json: Record<string, unknown>,
  key: string,
  fallback: Pair<T> | undefined,
  check: (x: unknown) => x is T,
): Result<Pair<T> | undefined, GameError> {
  const v = json[key];
  if (v === undefined) return ok(fallback);
  if (!Array.isArray(v) || v.length !== 2 || !check(v[0]) || !check(v[1])) {
    return bad('malformed', `"${key}" must be a pair of values, one per seat.`, { key });
  }
  return ok([v[0], v[1]]);
}

const isUnitList = (x: unknown): x is UnitType[] => Array.isArray(x) && x.every(isUnitType);
const isBool = (x: unknown): x is boolean => typeof x === 'boolean';
const isStrikes = (x: unknown): x is number => isInt(x, 0, AIR_STRIKES);
const isTurns = (x: unknown): x is number => isInt(x, 0, 1000);

function readPos(x: unknown): Pos | undefined {
  return isRecord(x) &&
    isInt(x.x, -COORD_LIMIT, COORD_LIMIT) &&
    isInt(x.y, -COORD_LIMIT, COORD_LIMIT)
    ? { x: x.x, y: x.y }
    : undefined;
}

function readCells(raw: unknown): Result<Placed[], GameError> {
  if (raw === undefined) return ok([]);
  if (!Array.isArray(raw)) return bad('malformed', '"cells" must be a list of cards on the table.');
  const seen = new Set<number>();
  const out: Placed[] = [];
  for (const c of raw) {
    const p = readPos(c);
    if (!p || !isRecord(c) || !isSeat(c.owner) || !isUnitType(c.unit)) {
      return bad(
        'bad-cell',
        'Each cell needs integer x and y, an owner (0 or 1) and a unit type.',
        { cell: c },
      );
    }
    if (p.x === 0 && p.y === 0)
      return bad('on-hill', 'No unit may stand on Hill 218 at (0,0).', { cell: c });
    const k = cellKey(p.x, p.y);
    if (seen.has(k))
      return bad('two-cards', `Two cards lie in the cell (${p.x},${p.y}).`, { at: p });
    seen.add(k);
    out.push({ x: p.x, y: p.y, owner: c.owner, unit: c.unit });
  }
  return ok(out);
}

function readOutcome(raw: unknown): Result<Outcome | null, GameError> {
  if (raw === undefined || raw === null) return ok(null);
  if (
    !isRecord(raw) ||
    !(raw.winner === null || isSeat(raw.winner)) ||
    typeof raw.reason !== 'string'
  ) {
    return bad('bad-outcome', '"outcome" needs a winner (0, 1 or null) and a reason.');
  }
  const score = raw.score;
  if (score !== undefined) {
    if (!Array.isArray(score) || score.length !== 2 || !score.every((n) => isInt(n, 0, 100))) {
      return bad('bad-outcome', 'The outcome score is a pair of unit counts.');
    }
    return ok({
      winner: raw.winner,
      reason: raw.reason,
      score: [score[0] as number, score[1] as number],
    });
  }
  return ok({ winner: raw.winner, reason: raw.reason });
}

/** Reads a position in the setup JSON of docs/hill218.md; refuses impossible ones. */
export function fromSetup(json: unknown): Result<Hill218State, GameError> {
  if (!isRecord(json)) return bad('malformed', 'A Hill 218 position is a JSON object.');
  const options = validateOptions(json.options);
  if (!options.ok) return options;
  const cells = readCells(json.cells);
  if (!cells.ok) return cells;
  const hands = readPair(json, 'hands', [[], []], isUnitList);
  const decks = readPair(json, 'decks', [[], []], isUnitList);
  const discardsIn = readPair<UnitType[]>(json, 'discards', undefined, isUnitList);
  const airStrikes = readPair(json, 'airStrikes', [AIR_STRIKES, AIR_STRIKES], isStrikes);
  const bottomChosen = readPair(json, 'bottomChosen', [true, true], isBool);
  const turnsTaken = readPair(json, 'turnsTaken', [2, 2], isTurns);
  for (const r of [hands, decks, discardsIn, airStrikes, bottomChosen, turnsTaken])
    if (!r.ok) return r;
  if (
    !hands.ok ||
    !decks.ok ||
    !discardsIn.ok ||
    !airStrikes.ok ||
    !bottomChosen.ok ||
    !turnsTaken.ok
  ) {
    return bad('malformed', 'The position could not be read.');
  }
  const firstPlayer = json.firstPlayer ?? 0;
  if (!isSeat(firstPlayer)) return bad('malformed', '"firstPlayer" is 0 or 1.');
  const outcomeIn = readOutcome(json.outcome);
  if (!outcomeIn.ok) return outcomeIn;

  const handsV = hands.value as Pair<UnitType[]>;
  const decksV = decks.value as Pair<UnitType[]>;
  const discards: [UnitType[], UnitType[]] = [[], []];
  for (const seat of [0, 1] as const) {
    for (const t of UNIT_TYPES) {
      const count = (xs: readonly UnitType[]) => xs.filter((u) => u === t).length;
      const have =
        cells.value.filter((c) => c.owner === seat && c.unit === t).length +
        count(handsV[seat]) +
        count(decksV[seat]) +
        (discardsIn.value ? count(discardsIn.value[seat]) : 0);
      const owned = UNITS[t].count;
      if (have > owned || (discardsIn.value && have !== owned)) {
        return bad(
          'card-count',
          `${seatName(seat)} has ${have} ${UNITS[t].name} cards in play, hand, deck and discards; each player owns exactly ${owned}.`,
          { seat, unit: t, have, owned },
        );
      }
      if (!discardsIn.value) for (let i = have; i < owned; i++) discards[seat].push(t);
    }
    if (discardsIn.value) discards[seat] = discardsIn.value[seat].slice();
  }

  const chosen = bottomChosen.value as Pair<boolean>;
  const setupPhase = !chosen[0] || !chosen[1];
  const turn = json.turn ?? (setupPhase && chosen[firstPlayer] ? other(firstPlayer) : firstPlayer);
  if (!isSeat(turn)) return bad('malformed', '"turn" is 0 or 1.');
  const attacker =
    json.attacker === undefined || json.attacker === null ? null : readPos(json.attacker);
  if (attacker === undefined) return bad('malformed', '"attacker" is a cell or null.');

  const bothTaken = [0, 1].every((seat) =>
    cells.value.some((c) => c.owner === seat && c.x === 0 && c.y === (seat === 0 ? 1 : -1)),
  );
  if (bothTaken)
    return bad('both-hqs', 'Both HQs are held by the enemy; only one capture can happen.');

  let outcome = outcomeIn.value;
  for (const seat of [0, 1] as const) {
    const hq = hqOf(other(seat));
    if (cells.value.some((c) => c.owner === seat && c.x === hq.x && c.y === hq.y)) {
      if (outcome && (outcome.winner !== seat || outcome.reason !== 'hq-taken')) {
        return bad(
          'hq-taken',
          `${seatName(seat)} holds the enemy HQ, so ${seatName(seat)} has won.`,
        );
      }
      outcome ??= { winner: seat, reason: 'hq-taken', score: unitScore(cells.value) };
    }
  }
  const defaultPlays = setupPhase
    ? 0
    : isHqOnlyTurnOf(options.value, turnsTaken.value as Pair<number>, firstPlayer, turn)
      ? 1
      : 2;
  const playsLeft = json.playsLeft ?? defaultPlays;
  if (!isInt(playsLeft, 0, 2)) return bad('malformed', '"playsLeft" is 0, 1 or 2.');

  const s: Hill218State = {
    options: options.value,
    cells: cells.value,
    hands: [handsV[0].slice(), handsV[1].slice()],
    decks: [decksV[0].slice(), decksV[1].slice()],
    discards,
    airStrikes: airStrikes.value as Pair<number>,
    bottomChosen: chosen,
    firstPlayer,
    turn,
    turnsTaken: turnsTaken.value as Pair<number>,
    playsLeft,
    attacker,
    outcome,
  };
  if (outcome) return ok(s);
  if (setupPhase) {
    if (cells.value.length > 0)
      return bad('setup-table', 'During the set-up choice the table is still empty.');
    if (chosen[turn])
      return bad('setup-turn', `${seatName(turn)} has already chosen its bottom cards.`);
    for (const seat of [0, 1] as const) {
      if (!chosen[seat] && s.hands[seat].length !== SETUP_DRAW) {
        return bad(
          'setup-hand',
          `${seatName(seat)} must hold the ${SETUP_DRAW} cards it drew to choose from.`,
        );
      }
    }
    return ok(s);
  }
  if (attacker) {
    const unit = cells.value.find((c) => c.x === attacker.x && c.y === attacker.y);
    if (!unit || unit.owner !== turn || attackOptions(cells.value, attacker).length === 0) {
      return bad(
        'bad-attacker',
        'The waiting attacker must be a unit of the player to move with a target.',
      );
    }
    return ok(s);
  }
  if (s.playsLeft > 0 && hasPlay(s, turn)) return ok(s);
  // The player to move cannot play: his turn ends, as it would in a game.
  const d = { ...s } as { -readonly [K in keyof Hill218State]: Hill218State[K] };
  beginTurns(d, other(turn));
  return ok(d);
}

function isHqOnlyTurnOf(
  options: Hill218Options,
  turnsTaken: Pair<number>,
  firstPlayer: Seat,
  turn: Seat,
): boolean {
  const probe = { options, turnsTaken, firstPlayer, turn } as Hill218State;
  return isHqOnlyTurn(probe, turn);
}
