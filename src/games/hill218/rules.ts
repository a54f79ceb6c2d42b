/**
 * The turn engine: whose decision it is, the legal moves, applying a move, and the two endings.
 * Turns: set-up choices first (two cards to the bottom, first player first); each first turn is
 * draw 1 / play 1 into the own HQ (option 'bga': the first player's only); later turns draw 2 /
 * play 2. A play is a placement (then its mandatory attack, a separate move of the same player)
 * or an Air Strike. A player with no legal play ends his turn; when neither can play and no draw
 * can change that, most units on the table wins. A unit placed in the enemy HQ wins at once.
 */
import type { Outcome } from '../../core/game.ts';
import { err, ok, type GameError, type Result } from '../../core/result.ts';
import { isInt, isRecord } from '../../core/json.ts';
import {
  airStrikeTargets,
  attackOptions,
  removeAt,
  supportersOf,
  type AttackOption,
} from './combat.ts';
import { isLegalCell, legalCells, unitAt } from './supply.ts';
import type { Hill218Move, Hill218State, Placed, Pos, Seat, UnitType } from './types.ts';
import { hqOf, isUnitType, other, samePos, UNIT_TYPES, UNITS } from './units.ts';

type Mutable<T> = { -readonly [K in keyof T]: T[K] };
type Draft = Mutable<Hill218State>;

export function toMove(s: Hill218State): Seat | null {
  return s.outcome ? null : s.turn;
}

export function outcome(s: Hill218State): Outcome | null {
  return s.outcome;
}

export function inSetup(s: Hill218State): boolean {
  return !s.bottomChosen[0] || !s.bottomChosen[1];
}

/** Whether the current turn is a first turn restricted to one play into the own HQ. */
export function isHqOnlyTurn(s: Hill218State, seat: Seat = s.turn): boolean {
  return s.turnsTaken[seat] === 1 && (s.options.firstTurn === 'seed' || seat === s.firstPlayer);
}

function hasUnit(hand: readonly UnitType[], u: UnitType): boolean {
  return hand.includes(u);
}

/**
 * Cells where the seat to move may place `unit` now (empty when it is not his play, the unit is
 * not in his hand or an attack is pending). The table lights these when a card is picked.
 */
export function placementCells(s: Hill218State, unit: UnitType): readonly Pos[] {
  const seat = s.turn;
  if (s.outcome || inSetup(s) || s.attacker || s.playsLeft <= 0) return [];
  if (!hasUnit(s.hands[seat], unit)) return [];
  if (isHqOnlyTurn(s)) {
    const hq = hqOf(seat);
    return unitAt(s.cells, hq) !== undefined ? [] : [{ x: hq.x, y: hq.y }];
  }
  return legalCells(s.cells, seat, unit);
}

/** Whether `seat` has any legal play (placement or Air Strike) in the current position. */
export function hasPlay(s: Hill218State, seat: Seat): boolean {
  const hand = s.hands[seat];
  if (isHqOnlyTurn(s, seat)) {
    const hq = hqOf(seat);
    return hand.length > 0 && unitAt(s.cells, hq) === undefined;
  }
  if (s.airStrikes[seat] > 0 && s.cells.some((c) => c.owner !== seat)) return true;
  // The drop area always holds empty cells beyond the cards, so a paratrooper is always a play.
  if (hasUnit(hand, 'paratroopers')) return true;
  for (const u of UNIT_TYPES)
    if (hasUnit(hand, u) && legalCells(s.cells, seat, u).length > 0) return true;
  return false;
}

/** The distinct set-up choices of two cards (as unordered pairs of types) from a hand. */
function bottomChoices(hand: readonly UnitType[]): Hill218Move[] {
  const out: Hill218Move[] = [];
  for (let i = 0; i < UNIT_TYPES.length; i++) {
    const a = UNIT_TYPES[i] as UnitType;
    const na = hand.filter((u) => u === a).length;
    if (na === 0) continue;
    if (na >= 2) out.push({ type: 'bottom', units: [a, a] });
    for (let j = i + 1; j < UNIT_TYPES.length; j++) {
      const b = UNIT_TYPES[j] as UnitType;
      if (hasUnit(hand, b)) out.push({ type: 'bottom', units: [a, b] });
    }
  }
  return out;
}

export function legalMoves(s: Hill218State): Hill218Move[] {
  if (s.outcome) return [];
  const seat = s.turn;
  if (inSetup(s)) return bottomChoices(s.hands[seat]);
  if (s.attacker) {
    const from = s.attacker;
    return attackOptions(s.cells, from).map((o) => attackMove(o));
  }
  if (s.playsLeft <= 0) return [];
  const out: Hill218Move[] = [];
  for (const u of UNIT_TYPES) {
    if (!hasUnit(s.hands[seat], u)) continue;
    for (const at of placementCells(s, u)) out.push({ type: 'place', unit: u, at });
  }
  if (!isHqOnlyTurn(s) && s.airStrikes[seat] > 0) {
    for (const target of airStrikeTargets(s.cells, seat)) out.push({ type: 'airStrike', target });
  }
  return out;
}

function attackMove(o: AttackOption): Hill218Move {
  return o.supporter
    ? { type: 'attack', target: o.target, supporter: o.supporter }
    : { type: 'attack', target: o.target };
}

function isPos(x: unknown): x is Pos {
  return isRecord(x) && isInt(x.x, -2000, 2000) && isInt(x.y, -2000, 2000);
}

function removeOne(hand: readonly UnitType[], u: UnitType): UnitType[] {
  const out = hand.slice();
  out.splice(out.indexOf(u), 1);
  return out;
}

function setPair<T>(pair: readonly [T, T], seat: Seat, v: T): [T, T] {
  return seat === 0 ? [v, pair[1]] : [pair[0], v];
}

export function apply(s: Hill218State, m: Hill218Move): Result<Hill218State, GameError> {
  if (s.outcome) return err('turn/over', 'The game is over; no more moves can be played.');
  if (!isRecord(m) || typeof m.type !== 'string') {
    return err('move/malformed', 'That is not a move of The Battle for Hill 218.');
  }
  const seat = s.turn;
  if (inSetup(s)) {
    if (m.type !== 'bottom') {
      return err(
        'setup/choose-bottom',
        'First choose the two cards to put on the bottom of your deck.',
      );
    }
    return applyBottom(s, seat, m.units);
  }
  if (s.attacker) {
    if (m.type !== 'attack') {
      return err('attack/pending', 'The unit you just placed must attack first.');
    }
    return applyAttack(s, s.attacker, m);
  }
  switch (m.type) {
    case 'place':
      return applyPlace(s, seat, m);
    case 'airStrike':
      return applyAirStrike(s, seat, m);
    case 'attack':
      return err(
        'attack/none',
        'Only the unit just placed attacks, and none is waiting to attack.',
      );
    case 'bottom':
      return err('setup/done', 'The set-up choice is already made.');
    default:
      return err('move/malformed', 'That is not a move of The Battle for Hill 218.');
  }
}

function applyBottom(s: Hill218State, seat: Seat, units: unknown): Result<Hill218State, GameError> {
  if (!Array.isArray(units) || units.length !== 2 || !units.every(isUnitType)) {
    return err('setup/bad-choice', 'Choose exactly two cards of your hand to put on the bottom.');
  }
  let hand: UnitType[] = s.hands[seat].slice();
  for (const u of units) {
    if (!hand.includes(u)) {
      return err('setup/not-in-hand', `You do not hold a ${UNITS[u].name} card to put back.`, {
        unit: u,
      });
    }
    hand = removeOne(hand, u);
  }
  const d: Draft = { ...s };
  d.hands = setPair(s.hands, seat, hand);
  d.decks = setPair(s.decks, seat, [...s.decks[seat], ...units]);
  d.bottomChosen = setPair(s.bottomChosen, seat, true);
  if (!d.bottomChosen[other(seat)]) {
    d.turn = other(seat);
    return ok(d);
  }
  d.turnsTaken = [0, 0];
  beginTurns(d, s.firstPlayer);
  return ok(d);
}

function applyPlace(
  s: Hill218State,
  seat: Seat,
  m: { unit?: unknown; at?: unknown },
): Result<Hill218State, GameError> {
  const unit = m.unit;
  const at = m.at;
  if (!isUnitType(unit) || !isPos(at)) {
    return err('move/malformed', 'A placement names a unit type and a cell.');
  }
  if (!hasUnit(s.hands[seat], unit)) {
    return err('place/not-in-hand', `You hold no ${UNITS[unit].name} card.`, { unit });
  }
  if (isHqOnlyTurn(s)) {
    const hq = hqOf(seat);
    if (!samePos(at, hq)) {
      return err('place/first-turn-hq', 'On your first turn your card must go into your own HQ.', {
        at,
      });
    }
  }
  if (at.x === 0 && at.y === 0) return err('place/hill', 'Nothing may be played on Hill 218.');
  if (unitAt(s.cells, at) !== undefined) {
    return err('place/occupied', 'That cell already holds a card.', { at });
  }
  if (!isLegalCell(s.cells, seat, unit, at)) {
    return err(
      'place/unsupplied',
      `A ${UNITS[unit].name} there would have no supply line from your HQ.`,
      { at, unit },
    );
  }
  const placed: Placed = { x: at.x, y: at.y, owner: seat, unit };
  const d: Draft = { ...s };
  d.cells = [...s.cells, placed];
  d.hands = setPair(s.hands, seat, removeOne(s.hands[seat], unit));
  d.playsLeft = s.playsLeft - 1;
  if (samePos(at, hqOf(other(seat)))) {
    d.outcome = { winner: seat, reason: 'hq-taken', score: unitScore(d.cells) };
    return ok(d);
  }
  if (attackOptions(d.cells, at).length > 0) {
    d.attacker = { x: at.x, y: at.y };
    return ok(d);
  }
  afterPlay(d, seat);
  return ok(d);
}

function applyAttack(
  s: Hill218State,
  from: Pos,
  m: { target?: unknown; supporter?: unknown },
): Result<Hill218State, GameError> {
  const target = m.target;
  if (!isPos(target) || (m.supporter !== undefined && !isPos(m.supporter))) {
    return err('move/malformed', 'An attack names a target cell (and optionally a supporter).');
  }
  const option = attackOptions(s.cells, from).find((o) => samePos(o.target, target));
  if (!option) {
    return err('attack/bad-target', 'The unit just placed cannot attack that cell.', { target });
  }
  const attacker = unitAt(s.cells, from) as Placed;
  if (m.supporter !== undefined) {
    const sup = m.supporter;
    if (UNITS[attacker.unit].attacksAlone) {
      return err('attack/no-support-needed', `A ${UNITS[attacker.unit].name} attacks alone.`);
    }
    if (!supportersOf(s.cells, from, target).some((p) => samePos(p, sup))) {
      return err('attack/bad-supporter', 'That unit cannot support an attack on that target.', {
        supporter: sup,
      });
    }
  }
  const victim = unitAt(s.cells, target) as Placed;
  const d: Draft = { ...s };
  d.cells = removeAt(s.cells, target);
  d.discards = setPair(s.discards, victim.owner, [...s.discards[victim.owner], victim.unit]);
  d.attacker = null;
  afterPlay(d, s.turn);
  return ok(d);
}

function applyAirStrike(
  s: Hill218State,
  seat: Seat,
  m: { target?: unknown },
): Result<Hill218State, GameError> {
  const target = m.target;
  if (!isPos(target)) return err('move/malformed', 'An Air Strike names a target cell.');
  if (isHqOnlyTurn(s)) {
    return err('place/first-turn-hq', 'On your first turn your card must go into your own HQ.');
  }
  if (s.airStrikes[seat] <= 0) return err('air/none-left', 'You have no Air Strike left.');
  const victim = unitAt(s.cells, target);
  if (!victim || victim.owner === seat) {
    return err('air/bad-target', 'An Air Strike must hit an enemy unit.', { target });
  }
  const d: Draft = { ...s };
  d.cells = removeAt(s.cells, target);
  d.discards = setPair(s.discards, victim.owner, [...s.discards[victim.owner], victim.unit]);
  d.airStrikes = setPair(s.airStrikes, seat, s.airStrikes[seat] - 1);
  d.playsLeft = s.playsLeft - 1;
  afterPlay(d, seat);
  return ok(d);
}

export function unitScore(cells: readonly Placed[]): [number, number] {
  let a = 0;
  let b = 0;
  for (const c of cells)
    if (c.owner === 0) a++;
    else b++;
  return [a, b];
}

/** After a play (and its attack): continue the turn if a play is left and possible, else pass on. */
function afterPlay(d: Draft, seat: Seat): void {
  if (d.playsLeft > 0 && hasPlay(d, seat)) return;
  beginTurns(d, other(seat));
}

/**
 * Starts `seat`'s turn (draw, plays left). A seat with no legal play ends its turn at once; when
 * neither seat can play and both decks are empty, nothing can change any more: the game ends.
 * Terminates because every pass draws from a non-empty deck or ends the game.
 */
export function beginTurns(d: Draft, first: Seat): void {
  d.attacker = null;
  let seat = first;
  for (;;) {
    d.turn = seat;
    d.turnsTaken = setPair(d.turnsTaken, seat, d.turnsTaken[seat] + 1);
    const n = isHqOnlyTurn(d, seat) ? 1 : 2;
    const deck = d.decks[seat];
    const k = Math.min(n, deck.length);
    if (k > 0) {
      d.hands = setPair(d.hands, seat, [...d.hands[seat], ...deck.slice(0, k)]);
      d.decks = setPair(d.decks, seat, deck.slice(k));
    }
    d.playsLeft = n;
    if (hasPlay(d, seat)) return;
    const opp = other(seat);
    if (d.decks[0].length === 0 && d.decks[1].length === 0 && !hasPlayNextTurn(d, opp)) {
      endByCount(d);
      return;
    }
    seat = opp;
  }
}

/** Whether `seat` could play on a turn beginning now (its first-turn restriction then over). */
function hasPlayNextTurn(d: Draft, seat: Seat): boolean {
  const probe: Hill218State = {
    ...d,
    turnsTaken: setPair(d.turnsTaken, seat, d.turnsTaken[seat] + 1),
  };
  return hasPlay(probe, seat);
}

function endByCount(d: Draft): void {
  const score = unitScore(d.cells);
  d.playsLeft = 0;
  d.outcome =
    score[0] === score[1]
      ? { winner: null, reason: 'equal-units', score }
      : { winner: score[0] > score[1] ? 0 : 1, reason: 'most-units', score };
}
