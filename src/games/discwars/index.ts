/**
 * Disc Wars as a `GameDef`, built around an injected physics port (`src/games` may not import
 * `src/physics`): `createDiscWars(physics)` and `createDiscWarsModule(physics)` (the def and its
 * bot), plus the helpers the 3D table needs for highlights: the legal flips of a disc, the missile
 * targets of an archer, why an archer may not fire, the pending combat choice, edge-to-edge ranges.
 */
import type { GameDef } from '../../core/game.ts';
import type { GameBot } from '../../core/bots/levels.ts';
import { checkPlayable } from '../../core/playable.ts';
import { own } from '../../core/json.ts';
import { activatable, flipDirections, rallyTargets, spellTargets } from './activation.ts';
import { idealFlipLegal } from './board.ts';
import { drawFlipError, erredRequest, isHaste } from './dexterity.ts';
import type { Ctx } from './board.ts';
import { discWarsBot } from './bot.ts';
import { findFights, pendingChoice, type PendingChoice } from './combat.ts';
import { describeEvent, describeMove, discName, moveKey } from './describe.ts';
import { archerBar, eligibleArchers, missileTargets, type ArcherBar } from './missile.ts';
import { memoPhysics } from './physics-memo.ts';
import type { DiscPhysics, DropRequest, FlipRequest } from './physics-port.ts';
import { apply, legalMoves, outcome, toMove } from './rules.ts';
import { DEFAULT_OPTIONS, fromSetup, setup, toSetup, validateOptions } from './setup.ts';
import type {
  DiscWarsMove,
  DiscWarsOptions,
  DiscWarsState,
  DiscWarsView,
  SpellId,
} from './types.ts';
import type { RngState } from '../../core/rng.ts';

/** The same state with a steady hand (what the bot weighs its flips on). */
function steadyOf(s: DiscWarsState): DiscWarsState {
  const { hand: _real, ...steady } = s;
  return steady;
}

/** What a view holds in place of the generator state. */
const HIDDEN_RNG: RngState = [0, 0, 0, 1];

export type DiscWarsDef = GameDef<DiscWarsState, DiscWarsMove, DiscWarsOptions, DiscWarsView>;

/**
 * Flips, drops and lies-on answers are pure functions of their inputs, so the rules ask them
 * through a memo (`physics-memo.ts`): the bot's trial flip is not simulated again when the move is
 * applied. Built on a memoised engine, the rules share its memo (a memo's physics is not wrapped
 * twice), so what they use is recorded there for another copy of the engine.
 */
export function createDiscWars(physics: DiscPhysics): DiscWarsDef {
  const ctx: Ctx = { physics: memoPhysics(physics).physics };
  const def: DiscWarsDef = {
    id: 'discwars',
    hiddenInformation: false,
    // Hot-seat: the device is handed over between the two armies' deployments.
    handOverCurtain: (s) => s.phase === 'deploy',
    defaultOptions: DEFAULT_OPTIONS,
    validateOptions,
    setup: (options, seed) => setup(ctx, options, seed),
    fromSetup(json) {
      const s = fromSetup(ctx, json);
      // Flips and shots each run a physics simulation; the other listed moves are all tried.
      return s.ok ? checkPlayable(def, s.value, (m) => m.type !== 'flip' && m.type !== 'fire') : s;
    },
    toSetup,
    toMove,
    legalMoves: (s) => legalMoves(ctx, s),
    apply: (s, m) => apply(ctx, s, m),
    outcome,
    // The listed flips are evenly spaced directions and a deploy's spot is one suggestion: a
    // player may aim and place anywhere (apply checks the angle and the spot).
    freeKeys: { flip: ['direction', 'haste'], deploy: ['x', 'y'] },
    // Every seat sees the whole table, but not the generator: it would foretell where the next
    // missile drop scatters.
    view: (s) => ({ ...s, rng: HIDDEN_RNG }),
    // A drop, and a real hand's flip, consume the seeded generator: undoing one would let a
    // player re-roll, or aim again knowing the hand's error.
    revealsInformation: (before, m) =>
      m.type === 'fire' || (m.type === 'flip' && before.hand === 'real'),
    determinize: (v, _seat, rng) => ({ ...v, rng: rng.state() }),
    moveKey,
    describeMove,
  };
  return def;
}

export interface DiscWarsModule {
  readonly def: DiscWarsDef;
  /** The physics port the rules use; the table re-runs flips and drops on it to animate them. */
  readonly physics: DiscPhysics;
  readonly bot: GameBot<DiscWarsState, DiscWarsMove>;
  /** Table helpers bound to the same physics. */
  readonly helpers: DiscWarsHelpers;
}

/**
 * The exact physics request `apply` makes for a flip or fire move in state `s`: the table calls
 * the port with it to get the animation frames of the very simulation that decided the move.
 */
export function physicsRequestOf(
  s: DiscWarsState,
  m: DiscWarsMove,
): { flip: FlipRequest } | { drop: DropRequest } | null {
  if (m.type === 'flip') {
    const pose = s.table.pieces.find((p) => p.id === m.disc);
    const hand =
      s.hand === 'real' &&
      pose &&
      isHaste(m.haste ?? 0) &&
      idealFlipLegal(s.table, pose, m.direction)
        ? drawFlipError(s.rng, s.table, pose, m.direction, m.haste ?? 0).error
        : null;
    return { flip: erredRequest(m.disc, m.direction, hand) };
  }
  if (m.type !== 'fire') return null;
  const archer = s.discs.find((d) => d.id === m.archer);
  const count = (archer && own(s.types, archer.type)?.missile?.count) ?? 0;
  const counterIds = Array.from({ length: count }, (_, i) => `m${s.counters + i + 1}`);
  return { drop: { targetId: m.target, counterIds, rng: s.rng, model: s.drop ?? 1 } };
}

/**
 * The physics request that re-runs, on public facts only, the simulation that decided `m` when
 * it took `before` to `after` (views will do): a flip as it was asked, a drop with the draws its
 * `drop` event recorded. The table animates the outcome's frames. Null for other moves.
 */
export function replayRequestOf(
  before: DiscWarsState,
  m: DiscWarsMove,
  after: DiscWarsState,
): { flip: FlipRequest } | { drop: DropRequest } | null {
  if (m.type === 'flip') {
    // A real hand's error is in the flip's event (views hide the generator that drew it).
    const f = after.events.find((x) => x.kind === 'flip' && x.disc === m.disc);
    const error = f?.kind === 'flip' ? (f.error ?? null) : null;
    return { flip: erredRequest(m.disc, m.direction, error) };
  }
  if (m.type !== 'fire') return null;
  const e = after.events.find((x) => x.kind === 'drop' && x.archer === m.archer);
  if (!e || e.kind !== 'drop') return null;
  return {
    drop: { targetId: e.target, counterIds: e.counters, rng: before.rng, replay: e.draws },
  };
}

export interface DiscWarsHelpers {
  /** Discs the seat may activate now. */
  activatable(s: DiscWarsState): string[];
  /** Offered flip directions (radians) of the moving disc; empty for any other disc. */
  legalFlips(s: DiscWarsState, disc: string): number[];
  /** Enemy discs in missile range of an archer (whether or not it may fire now). */
  missileTargets(s: DiscWarsState, archer: string): string[];
  /** Why an archer may not fire now, or null. */
  archerBar(s: DiscWarsState, archer: string): ArcherBar | null;
  eligibleArchers(s: DiscWarsState): string[];
  rallyTargets(s: DiscWarsState, disc: string): string[];
  spellTargets(s: DiscWarsState, caster: string, spell: SpellId): string[];
  /** Edge-to-edge distance in inches (the measuring tape). */
  range(s: DiscWarsState, a: string, b: string): number;
  pendingChoice(s: DiscWarsState): PendingChoice | null;
}

export function createDiscWarsModule(physics: DiscPhysics): DiscWarsModule {
  const ctx: Ctx = { physics: memoPhysics(physics).physics };
  const def = createDiscWars(ctx.physics);
  // The bot weighs its candidate flips as aimed (a steady hand): with a real hand it would
  // otherwise read the hand's error from the generator before choosing. The flip it plays goes
  // through the rules like anyone's and gets the same error.
  const bot = discWarsBot(ctx, (s, m) =>
    def.apply(m.type === 'flip' && s.hand ? steadyOf(s) : s, m),
  );
  const helpers: DiscWarsHelpers = {
    activatable: (s) => (s.toAct === null ? [] : activatable(s, s.toAct).map((d) => d.id)),
    legalFlips: (s, disc) => (s.activation.moving?.disc === disc ? flipDirections(s, disc) : []),
    missileTargets: (s, archer) => missileTargets(ctx, s, archer),
    archerBar: (s, archer) => {
      const d = s.discs.find((x) => x.id === archer);
      return d ? archerBar(ctx, s, d) : 'dead';
    },
    eligibleArchers: (s) => (s.toAct === null ? [] : eligibleArchers(ctx, s, s.toAct)),
    rallyTargets: (s, disc) => rallyTargets(ctx, s, disc),
    spellTargets: (s, caster, spell) => spellTargets(ctx, s, caster, spell),
    range: (s, a, b) => {
      const r = physics.edgeToEdge(s.table, a, b);
      return r.ok ? r.value : Infinity;
    },
    pendingChoice,
  };
  return { def, bot, helpers, physics: ctx.physics };
}

export { describeEvent, describeMove, discName, moveKey, findFights, memoPhysics };
export {
  ARMIES,
  CATALOGUE,
  RETIRED_ARMIES,
  MISSILES,
  SPELLS,
  buildArmy,
  buildCatalogue,
  armyPoints,
  parseArmy,
  parseDiscType,
} from './catalogue.ts';
export { SCENARIOS, TORGUN_PASS, MIREFOLD_CROSSING, SKIRMISH, parseScenario } from './scenarios.ts';
export { holder } from './phases.ts';
export { deployBar, reserves, setupArea, toDeploy } from './deployment.ts';
export type { ArcherBar, PendingChoice };
export type * from './types.ts';
