/**
 * Test helpers: positions written as the setup JSON of docs/battleline.md with the boring parts
 * filled in (empty flags, decks holding every card not placed elsewhere), and seeded random play.
 */
import { Rng } from '../../../src/core/rng.ts';
import {
  battleline,
  type BattleLineMove,
  type BattleLineState,
  type CardId,
  type Seat,
} from '../../../src/games/battleline/index.ts';

export interface FlagSpec {
  readonly a?: readonly CardId[];
  readonly b?: readonly CardId[];
  readonly env?: readonly { card: 'fog' | 'mud'; owner: Seat }[];
  readonly claimedBy?: Seat | null;
  readonly firstComplete?: Seat | null;
}

export function flagsJson(spec: Readonly<Record<number, FlagSpec>>): unknown[] {
  return Array.from({ length: 9 }, (_, i) => {
    const f = spec[i] ?? {};
    const size = f.env?.some((e) => e.card === 'mud') ? 4 : 3;
    const a = f.a ?? [];
    const b = f.b ?? [];
    const auto = a.length >= size ? 0 : b.length >= size ? 1 : null;
    return {
      sides: [a, b],
      environment: f.env ?? [],
      claimedBy: f.claimedBy ?? null,
      firstComplete: f.firstComplete !== undefined ? f.firstComplete : auto,
    };
  });
}

/** Who played the tactics cards lying on the flags (the owner of the side or of the card). */
function tacticsOnTable(flags: unknown): [CardId[], CardId[]] {
  const out: [CardId[], CardId[]] = [[], []];
  if (!Array.isArray(flags)) return out;
  for (const f of flags as { sides: CardId[][]; environment: { card: CardId; owner: Seat }[] }[]) {
    for (const seat of [0, 1] as const)
      for (const c of f.sides?.[seat] ?? []) if (!/^[roygbp]\d/.test(c)) out[seat].push(c);
    for (const e of f.environment ?? []) out[e.owner].push(e.card);
  }
  return out;
}

/** A position from partial setup JSON; throws (failing the test) when it is refused. */
export function position(json: Record<string, unknown>): BattleLineState {
  const r = battleline.fromSetup({
    hands: [[], []],
    tacticsPlayed: tacticsOnTable(json.flags),
    ...json,
  });
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return r.value;
}

export function play(s: BattleLineState, ...moves: BattleLineMove[]): BattleLineState {
  let cur = s;
  for (const m of moves) {
    const r = battleline.apply(cur, m);
    if (!r.ok) throw new Error(`${JSON.stringify(m)} refused: ${r.error.code} ${r.error.message}`);
    cur = r.value;
  }
  return cur;
}

export function randomGame(
  seed: number,
  onStep?: (
    before: BattleLineState,
    m: BattleLineMove,
    after: BattleLineState,
    legal: readonly BattleLineMove[],
  ) => void,
  options = battleline.defaultOptions,
): BattleLineState {
  let s = battleline.setup(options, seed);
  const rng = Rng.fromSeed(seed ^ 0x5bd1e995);
  for (let i = 0; i < 5000 && battleline.outcome(s) === null; i++) {
    const legal = battleline.legalMoves(s);
    const m = rng.pick(legal);
    const r = battleline.apply(s, m);
    if (!r.ok) throw new Error(`legal move refused: ${JSON.stringify(m)} ${r.error.message}`);
    onStep?.(s, m, r.value, legal);
    s = r.value;
  }
  return s;
}
