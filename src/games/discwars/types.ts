/**
 * Disc Wars data: catalogue entries (what a creature disc shows), armies, scenarios, the game
 * state (table poses from the physics plus the rules' bookkeeping: wounds, damage, A markers,
 * phase, whose decision it is), the moves and the options. Everything is plain JSON-safe data.
 */
import type { Outcome, Seat } from '../../core/game.ts';
import type { RngState } from '../../core/rng.ts';
import type { DropDraws, DropModel, TableState, Vec3 } from './physics-port.ts';

export type { Seat };

/** The dexterity option (`dexterity.ts`): exact flips, or flips with a seeded hand's error. */
export type Hand = 'steady' | 'real';

/** What a real hand did differently from the aim (recorded in the flip event). */
export interface FlipError {
  /** Radians added to the aimed direction. */
  readonly tip: number;
  /** Inches the pivot skidded along the flip (negative: back); the landing moves as much. */
  readonly slip: number;
}

export type MissileType = 'arrow' | 'bolt' | 'fireball' | 'boulder';
export type SpellId = 'ember-dart' | 'mend' | 'stoneskin';
export type AbilityId = 'rally';

/** One creature disc of the catalogue, as printed on its face. */
export interface DiscType {
  readonly id: string;
  readonly name: string;
  /** Diameter in inches, 1.75 to 3.5. */
  readonly diameter: number;
  /** Flips per activation. */
  readonly movement: number;
  readonly attack: number;
  readonly defense: number;
  readonly toughness: number;
  /** Army points, 3 to 18. */
  readonly points: number;
  /** Wounds it can take (1 unless marked). */
  readonly wounds: number;
  readonly flying: boolean;
  readonly missile?: { readonly type: MissileType; readonly count: number };
  /** Special ability: 'rally' = "SA: A to give any UA disc within 12 in +3 M this round". */
  readonly ability?: AbilityId;
  /** Spellcaster: the spells it may cast (one per activation). */
  readonly spells?: readonly SpellId[];
}

export interface ArmyDef {
  readonly id: string;
  readonly name: string;
  /** Catalogue ids; a type may appear several times. */
  readonly discs: readonly string[];
}

export interface LandDef {
  readonly id: string;
  readonly x: number;
  readonly y: number;
  readonly diameter: number;
  /** The seat whose set-up area (and staging disc) this is, if any. */
  readonly owner?: Seat;
}

export interface RockDef {
  readonly id: string;
  readonly x: number;
  readonly y: number;
  readonly diameter: number;
  readonly height: number;
}

export interface ScenarioDef {
  readonly id: string;
  readonly name: string;
  readonly width: number;
  readonly depth: number;
  readonly lands: readonly LandDef[];
  readonly rocks: readonly RockDef[];
  /** How deep (in) each set-up area reaches from its own edge; seat 0 sets up at y = 0. */
  readonly setupDepth: number;
  /** The last round; the battle ends after its counter removal. */
  readonly rounds: number;
  /** Discs each army places at set-up; the rest wait as reinforcements (absent: all). */
  readonly startingDiscs?: number;
  /** Reinforcements entering per round from round 2 (touching the owner's staging land disc). */
  readonly reinforcementsPerRound?: number;
  /** Victory points for holding this land disc at the end (most own discs resting on it). */
  readonly hold?: { readonly land: string; readonly points: number };
  /** Where bots head for. */
  readonly objective: { readonly x: number; readonly y: number };
}

/** 'deploy': the set-up before round 1 (`deployment.ts`). */
export type Phase = 'deploy' | 'activation' | 'missile' | 'combat' | 'over';

/** One creature disc in play (or in reserve, or dead). */
export interface DiscState {
  readonly id: string;
  readonly owner: Seat;
  readonly type: string;
  /** 'table': on the table; 'reserve': waiting to enter; 'dead': left the table. */
  readonly where: 'table' | 'reserve' | 'dead';
  /** Wound counters (they stay from round to round). */
  readonly wounds: number;
  /** Damage this round (missiles, spells, combat); cleared at counter removal. */
  readonly damage: number;
  /** Wounds already taken from this round's damage (floor(damage / toughness)). */
  readonly roundWounds: number;
  /** A marker this round. */
  readonly activated: boolean;
  /** Extra flips granted this round (rally). */
  readonly bonusMoves: number;
  /** Extra toughness this round (stoneskin). */
  readonly bonusToughness: number;
  /** Killed this phase, still on the table until the rules remove it. */
  readonly dying: boolean;
}

export interface ActivationState {
  /** Activations done in the current turn of three. */
  readonly count: number;
  /** Seats that may not activate again this phase. */
  readonly done: readonly [boolean, boolean];
  /** The disc being moved and its flips left, or null between activations. */
  readonly moving: { readonly disc: string; readonly flipsLeft: number } | null;
}

/** A fight: the defender and every enemy disc lying directly on it. */
export interface Fight {
  readonly defender: string;
  readonly attackers: readonly string[];
}

export interface CombatState {
  /** Fights still to resolve, top-most defender first. */
  readonly fights: readonly Fight[];
  /** An attacker lying on several defenders strikes the one its owner chose. */
  readonly strikes: Readonly<Record<string, string>>;
  /** A defender under several attackers answers the one its owner chose. */
  readonly answers: Readonly<Record<string, string>>;
}

/** What happened, for the log and the table's animations (the last move's consequences). */
export type DiscWarsEvent =
  | {
      readonly kind: 'phase';
      readonly round: number;
      readonly phase: Phase | 'reinforcement' | 'counter-removal';
    }
  | {
      readonly kind: 'flip';
      readonly disc: string;
      readonly liesOn: readonly string[];
      readonly stopped: boolean;
      /** How hard it landed, metres per second, from the physics (the sound follows it). */
      readonly landingSpeed: number;
      /** Real hand only: the hand's error the generator drew (`dexterity.ts`), for re-runs. */
      readonly error?: FlipError;
    }
  | {
      /** A missile drop, with what the generator decided, so the table can re-run and show it. */
      readonly kind: 'drop';
      readonly archer: string;
      readonly target: string;
      readonly counters: readonly string[];
      readonly draws: DropDraws;
    }
  | { readonly kind: 'hit'; readonly disc: string; readonly damage: number; readonly by: string }
  | { readonly kind: 'wound'; readonly disc: string; readonly wounds: number }
  | { readonly kind: 'dead'; readonly disc: string; readonly points: number }
  | {
      readonly kind: 'fight';
      readonly defender: string;
      readonly strikers: readonly string[];
      readonly answered: string | null;
      readonly toDefender: number;
      readonly toAttacker: number;
    }
  | { readonly kind: 'enter'; readonly disc: string }
  | {
      readonly kind: 'spell';
      readonly caster: string;
      readonly spell: SpellId;
      readonly target: string;
    }
  | { readonly kind: 'rally'; readonly disc: string; readonly target: string };

export interface DiscWarsState {
  readonly version: 1;
  readonly scenario: ScenarioDef;
  /** The catalogue entries of every disc type in play (saves stay self-contained). */
  readonly types: Readonly<Record<string, DiscType>>;
  readonly armies: readonly [string, string];
  /** Flip directions `legalMoves` offers per disc (apply accepts any direction). */
  readonly directions: number;
  /** 'real': every flip gets a seeded hand's error (`dexterity.ts`). Absent: a steady hand. */
  readonly hand?: 'real';
  /** The drop's physical model; absent: model 1 (a game or position from before model 2). */
  readonly drop?: 2;
  readonly table: TableState;
  /** Derived from `table` by the physics (who lies directly on whom); not part of setup JSON. */
  readonly liesOn: Readonly<Record<string, readonly string[]>>;
  readonly discs: readonly DiscState[];
  readonly round: number;
  readonly phase: Phase;
  /** Deployment phase only: the discs (both seats) still to be placed; absent otherwise. */
  readonly deploying?: readonly string[];
  readonly firstPlayer: Seat;
  /** Whose decision it is (null when the battle is over). */
  readonly toAct: Seat | null;
  readonly activation: ActivationState;
  /** Missile phase: seats that have stopped firing. */
  readonly missileDone: readonly [boolean, boolean];
  readonly combat: CombatState | null;
  /** Enemy army points each seat destroyed. */
  readonly destroyed: readonly [number, number];
  /** Missile counters dropped so far (ids `m<n>`). */
  readonly counters: number;
  readonly rng: RngState;
  readonly events: readonly DiscWarsEvent[];
  readonly outcome: Outcome | null;
}

export type ActivateAction =
  | { readonly kind: 'move' }
  | { readonly kind: 'rally'; readonly target: string }
  | { readonly kind: 'spell'; readonly spell: SpellId; readonly target: string };

export type DiscWarsMove =
  | { readonly type: 'deploy'; readonly disc: string; readonly x: number; readonly y: number }
  | { readonly type: 'deploy-auto' }
  | { readonly type: 'activate'; readonly disc: string; readonly action: ActivateAction }
  | {
      readonly type: 'flip';
      readonly disc: string;
      readonly direction: number;
      /** Real hand: 0 (careful) to 1 (a hurried or long drag); absent is careful. */
      readonly haste?: number;
    }
  | { readonly type: 'stop' }
  | { readonly type: 'pass' }
  | { readonly type: 'fire'; readonly archer: string; readonly target: string }
  | { readonly type: 'strike'; readonly attacker: string; readonly defender: string }
  | { readonly type: 'answer'; readonly defender: string; readonly attacker: string };

export interface DiscWarsOptions {
  readonly scenario: string;
  /** Army ids (from the built-in list) or army definitions for seats 0 and 1. */
  readonly armies: readonly [string | ArmyDef, string | ArmyDef];
  /** Extra catalogue entries and scenarios a user added. */
  readonly catalogue?: readonly DiscType[];
  readonly scenarios?: readonly ScenarioDef[];
  /** Army point limit (default 150). */
  readonly points: number;
  /** Flip directions offered per disc by `legalMoves`. */
  readonly directions: number;
  /** Players place their own discs in a deployment phase (false: placed automatically). */
  readonly deploy?: boolean;
  /** 'real': flips get a seeded hand's error (`dexterity.ts`); absent or 'steady': exact flips. */
  readonly hand?: Hand;
  /**
   * The drop's physical model (docs/discwars-drop.md). New games get the latest (the defaults
   * carry it); options without it are a game started before model 2 (2026-12-03), which keeps
   * model 1 so its move log replays to the table its players saw.
   */
  readonly drop?: DropModel;
}

/** No hidden information: the view is the state. */
export type DiscWarsView = DiscWarsState;

export type { TableState, Vec3 };
