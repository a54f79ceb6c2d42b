/**
 * Positions as setup JSON (docs/battleline.md): `toSetup` writes a state's own JSON, `fromSetup`
 * reads one back, with the two decks optionally left out (meaning "every card not placed
 * elsewhere, in id order"), and refuses impossible positions: unknown or repeated cards, missing
 * cards, a 4th card without Mud, a Leader too many, inconsistent claims or counters. Each refusal
 * is a `setup/…` error with its own code.
 */
import { isRecord } from '../../core/json.ts';
import { shown } from '../../core/shown.ts';
import { ok, type GameError, type Result } from '../../core/result.ts';
import { flagHasMud, flagSize } from './formation.ts';
import { flagWinner, settle } from './board.ts';
import { NO_KNOWN, validateOptions } from './setup.ts';
import {
  cardInfo,
  FLAG_COUNT,
  HAND_SIZE,
  isLeader,
  isTactic,
  TACTICS,
  TROOPS,
  type BattleLineResult,
  type BattleLineState,
  type CardId,
  type EnvironmentCard,
  type FlagState,
  type KnownTop,
  type Phase,
  type Seat,
} from './types.ts';

/** The setup JSON of a state: the state itself, plus `mudLeft` on flags with an over-full side. */
export function toSetup(s: BattleLineState): unknown {
  return {
    ...s,
    flags: s.flags.map((f) => {
      const size = flagSize(f);
      return f.sides[0].length > size || f.sides[1].length > size ? { ...f, mudLeft: true } : f;
    }),
  };
}

class SetupFailure {
  constructor(readonly error: GameError) {}
}
function fail(code: string, message: string): never {
  throw new SetupFailure({ code: `setup/${code}`, message });
}

function cardList(x: unknown, where: string): CardId[] {
  if (!Array.isArray(x)) fail('not-list', `${where} must be a list of card ids.`);
  for (const c of x) {
    if (typeof c !== 'string' || !cardInfo(c))
      fail('unknown-card', `${where}: "${shown(c)}" is not a Battle Line card.`);
  }
  return x as CardId[];
}

function seatOf(x: unknown, where: string, nullable: true): Seat | null;
function seatOf(x: unknown, where: string, nullable: false): Seat;
function seatOf(x: unknown, where: string, nullable: boolean): Seat | null {
  if (x === 0 || x === 1) return x;
  if (nullable && (x === null || x === undefined)) return null;
  return fail('bad-seat', `${where} must be 0 or 1${nullable ? ' or null' : ''}.`);
}

function count(x: unknown, where: string, fallback: number, max = 1000): number {
  if (x === undefined) return fallback;
  if (typeof x !== 'number' || !Number.isInteger(x) || x < 0 || x > max) {
    fail('bad-counter', `${where} must be a whole number from 0 to ${max}.`);
  }
  return x;
}

function parseFlag(x: unknown, i: number): { flag: FlagState; mudLeft: boolean } {
  const where = `Flag ${i + 1}`;
  if (!isRecord(x)) fail('bad-flag', `${where} must be an object.`);
  const sidesIn = x.sides ?? [[], []];
  if (!Array.isArray(sidesIn) || sidesIn.length !== 2)
    fail('bad-flag', `${where}: sides must be two lists.`);
  const sides: [CardId[], CardId[]] = [
    cardList(sidesIn[0], `${where} side 1`),
    cardList(sidesIn[1], `${where} side 2`),
  ];
  const envIn = x.environment ?? [];
  if (!Array.isArray(envIn)) fail('bad-flag', `${where}: environment must be a list.`);
  const environment: EnvironmentCard[] = envIn.map((e) => {
    if (!isRecord(e) || (e.card !== 'fog' && e.card !== 'mud'))
      fail('bad-environment', `${where}: only Fog and Mud lie at a flag.`);
    return { card: e.card, owner: seatOf(e.owner, `${where}: the owner of ${e.card}`, false) };
  });
  for (const side of sides) {
    for (const c of side) {
      const kind = cardInfo(c)?.kind;
      if (kind !== 'troop' && kind !== 'morale')
        fail('bad-side-card', `${where}: ${c} cannot stand in a formation.`);
    }
  }
  const flag: FlagState = {
    sides,
    environment,
    claimedBy: seatOf(x.claimedBy, `${where}: claimedBy`, true),
    firstComplete: seatOf(x.firstComplete, `${where}: firstComplete`, true),
  };
  return { flag, mudLeft: x.mudLeft === true };
}

const PHASES: readonly Phase[] = [
  'claim',
  'play',
  'trim',
  'draw',
  'scoutDraw',
  'scoutReturn',
  'over',
];

function parse(json: unknown): BattleLineState {
  if (!isRecord(json)) fail('not-object', 'A Battle Line position must be a JSON object.');
  const optionsR = validateOptions(json.options);
  if (!optionsR.ok) throw new SetupFailure(optionsR.error);
  const options = optionsR.value;
  const handsIn = json.hands;
  if (!Array.isArray(handsIn) || handsIn.length !== 2)
    fail('bad-hands', 'hands must be two lists of cards.');
  const hands: [CardId[], CardId[]] = [
    cardList(handsIn[0], 'Hand 1'),
    cardList(handsIn[1], 'Hand 2'),
  ];
  const flagsIn = json.flags ?? Array.from({ length: FLAG_COUNT }, () => ({}));
  if (!Array.isArray(flagsIn) || flagsIn.length !== FLAG_COUNT)
    fail('bad-flags', 'flags must list all 9 flags.');
  const parsed = flagsIn.map(parseFlag);
  const flags = parsed.map((p) => p.flag);
  const discard = cardList(json.discard ?? [], 'discard');
  const tpIn = json.tacticsPlayed ?? [[], []];
  if (!Array.isArray(tpIn) || tpIn.length !== 2)
    fail('bad-tactics-played', 'tacticsPlayed must be two lists.');
  const tacticsPlayed: [CardId[], CardId[]] = [
    cardList(tpIn[0], 'tacticsPlayed 1'),
    cardList(tpIn[1], 'tacticsPlayed 2'),
  ];

  // Where every card is; each at most once.
  const seen = new Map<CardId, string>();
  const place = (cards: readonly CardId[], where: string): void => {
    for (const c of cards) {
      const before = seen.get(c);
      if (before) fail('card-twice', `${c} appears twice: in ${before} and in ${where}.`);
      seen.set(c, where);
    }
  };
  place(hands[0], 'hand 1');
  place(hands[1], 'hand 2');
  flags.forEach((f, i) => {
    place(f.sides[0], `flag ${i + 1}`);
    place(f.sides[1], `flag ${i + 1}`);
    place(
      f.environment.map((e) => e.card),
      `flag ${i + 1}`,
    );
  });
  place(discard, 'the discard pile');
  const rest = (pool: readonly CardId[]): CardId[] => pool.filter((c) => !seen.has(c));
  const troopDeck =
    json.troopDeck === undefined ? rest(TROOPS) : cardList(json.troopDeck, 'troopDeck');
  if (json.troopDeck !== undefined) place(troopDeck, 'the troop deck');
  else place(troopDeck, 'the troop deck');
  const tacticsDeck =
    json.tacticsDeck === undefined
      ? options.tactics
        ? rest(TACTICS)
        : []
      : cardList(json.tacticsDeck, 'tacticsDeck');
  place(tacticsDeck, 'the tactics deck');
  if (troopDeck.some((c) => isTactic(c)))
    fail('wrong-deck', 'The troop deck holds only troop cards.');
  if (tacticsDeck.some((c) => !isTactic(c)))
    fail('wrong-deck', 'The tactics deck holds only tactics cards.');
  const troopsSeen = [...seen.keys()].filter((c) => !isTactic(c)).length;
  if (troopsSeen !== TROOPS.length)
    fail('troop-count', `The position holds ${troopsSeen} troops; there are exactly 60.`);
  const tacticsSeen = [...seen.keys()].filter(isTactic);
  if (!options.tactics && tacticsSeen.length > 0)
    fail('tactics-off', 'Tactics cards are in play although the tactics option is off.');
  if (options.tactics && tacticsSeen.length !== TACTICS.length) {
    const missing = TACTICS.filter((t) => !seen.has(t));
    fail('missing-card', `Tactics cards missing from the position: ${missing.join(', ')}.`);
  }

  // Flags: sizes, claims, completed-first.
  flags.forEach((f, i) => {
    const size = flagSize(f);
    for (const seat of [0, 1] as const) {
      const n = f.sides[seat].length;
      if (n > 4 || (n > size && !(parsed[i]?.mudLeft && !flagHasMud(f)))) {
        fail(
          'too-many-cards',
          `Flag ${i + 1} side ${seat + 1} holds ${n} cards; the flag takes ${size}${size === 3 ? ' (4 only under Mud)' : ''}.`,
        );
      }
      if (f.sides[seat].filter(isLeader).length > 1)
        fail('two-leaders', `Flag ${i + 1} side ${seat + 1} holds both Leaders.`);
      for (const c of f.sides[seat]) {
        if (isTactic(c) && !tacticsPlayed[seat].includes(c))
          fail(
            'tactics-played',
            `${c} at flag ${i + 1} must be listed in tacticsPlayed of seat ${seat + 1}.`,
          );
      }
    }
    for (const e of f.environment) {
      if (!tacticsPlayed[e.owner].includes(e.card))
        fail(
          'tactics-played',
          `${e.card} at flag ${i + 1} must be listed in tacticsPlayed of seat ${e.owner + 1}.`,
        );
    }
    if (f.claimedBy !== null && f.sides[f.claimedBy].length !== size) {
      fail(
        'bad-claim',
        `Flag ${i + 1} is claimed by seat ${f.claimedBy + 1}, whose formation there is not complete.`,
      );
    }
    const settled = settle({ ...f, firstComplete: null }, 0);
    const complete = [f.sides[0].length >= size, f.sides[1].length >= size];
    const fc = f.firstComplete;
    if (fc !== null ? !complete[fc] : settled.firstComplete !== null) {
      fail(
        'bad-first-complete',
        `Flag ${i + 1}: firstComplete must name a complete side (or be null when none is).`,
      );
    }
    if (fc === null && complete[0] !== complete[1]) {
      fail(
        'bad-first-complete',
        `Flag ${i + 1}: firstComplete must be the seat whose side is complete.`,
      );
    }
  });
  for (const seat of [0, 1] as const) {
    if (tacticsPlayed[seat].some((c) => !isTactic(c)))
      fail('tactics-played', 'tacticsPlayed lists only tactics cards.');
    if (new Set(tacticsPlayed[seat]).size !== tacticsPlayed[seat].length)
      fail('tactics-played', 'A tactics card is listed twice in tacticsPlayed.');
    if (tacticsPlayed[seat].filter(isLeader).length > 1)
      fail('two-leaders', `Seat ${seat + 1} has played both Leaders; one per game.`);
  }
  if (tacticsPlayed[0].some((c) => tacticsPlayed[1].includes(c)))
    fail('tactics-played', 'A tactics card is listed as played by both seats.');
  if (Math.abs(tacticsPlayed[0].length - tacticsPlayed[1].length) > 1) {
    fail(
      'tactics-played',
      'The tactics limit allows one seat at most one tactics card more than the other.',
    );
  }

  const phase = json.phase ?? 'play';
  if (!PHASES.includes(phase as Phase))
    fail('bad-phase', `phase must be one of ${PHASES.join(', ')}.`);
  const active = seatOf(json.active ?? 0, 'active', false);
  const maxHand = phase === 'scoutReturn' || phase === 'scoutDraw' ? HAND_SIZE + 2 : HAND_SIZE;
  hands.forEach((h, i) => {
    if (h.length > maxHand)
      fail('hand-too-big', `Hand ${i + 1} holds ${h.length} cards; at most ${maxHand} here.`);
  });
  const knownIn = json.knownTop ?? [NO_KNOWN, NO_KNOWN];
  if (!Array.isArray(knownIn) || knownIn.length !== 2 || !knownIn.every(isRecord))
    fail('bad-known-top', 'knownTop must be two objects.');
  const knownTop = knownIn.map((k: Record<string, unknown>, i: number) => ({
    troop: count(k.troop, `knownTop ${i + 1}.troop`, 0, troopDeck.length),
    tactics: count(k.tactics, `knownTop ${i + 1}.tactics`, 0, tacticsDeck.length),
  })) as [KnownTop, KnownTop];

  let result: BattleLineResult | null = null;
  if (json.result !== undefined && json.result !== null) {
    const r = json.result;
    if (
      !isRecord(r) ||
      !['breakthrough', 'envelopment', 'both-passed'].includes(r.reason as string)
    ) {
      fail('bad-result', 'result must be null or { winner, reason }.');
    }
    result = {
      winner: seatOf(r.winner, 'result.winner', true),
      reason: r.reason as BattleLineResult['reason'],
    };
  }
  const won = flagWinner(flags);
  if (won && !result)
    fail(
      'bad-result',
      `Seat ${(won.winner as Seat) + 1} has already won by ${won.reason}; the result must say so.`,
    );
  if ((phase === 'over') !== (result !== null))
    fail('bad-result', 'phase "over" goes with a result, and only then.');
  const scoutDraws = count(json.scoutDraws, 'scoutDraws', 0, 3);
  const scoutReturns = count(json.scoutReturns, 'scoutReturns', 0, 2);
  const scouted = json.scouted === true;
  // Scout's draws and returns are counted only while its turn plays them out (trim, draw, return).
  if ((scoutDraws > 0 || scoutReturns > 0) && !scouted)
    fail(
      'scout-state',
      'scoutDraws and scoutReturns count a Scout played this turn: set "scouted".',
    );
  if (scoutDraws > 0 && phase !== 'trim' && phase !== 'scoutDraw')
    fail('scout-state', 'Scout draws can be left only in the trim or scoutDraw step.');
  if (scoutReturns > 0 && phase !== 'trim' && phase !== 'scoutDraw' && phase !== 'scoutReturn')
    fail(
      'scout-state',
      'Scout returns can be left only in the trim, scoutDraw or scoutReturn step.',
    );
  if (scoutDraws > 0 && troopDeck.length + tacticsDeck.length === 0)
    fail('scout-state', 'Scout draws are left, but both decks are empty.');

  return {
    options,
    turn: count(json.turn, 'turn', 1, 100000) || 1,
    active,
    phase: phase as Phase,
    hands,
    troopDeck,
    tacticsDeck,
    knownTop,
    flags,
    discard,
    tacticsPlayed,
    passes: count(json.passes, 'passes', 0, 2),
    played: json.played === true,
    scoutDraws,
    scoutReturns,
    scouted,
    result,
  };
}

export function fromSetup(json: unknown): Result<BattleLineState, GameError> {
  try {
    return ok(parse(json));
  } catch (e) {
    if (e instanceof SetupFailure) return { ok: false, error: e.error };
    throw e;
  }
}
