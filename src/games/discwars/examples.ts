/**
 * Positions stated as setup JSON: a small builder (discs laid flat, stacked by level) and the
 * demonstration positions of the Rules menu — a flip onto an enemy, a pinned disc, a flyer
 * passing over friends, a stack of three, and the seed's three combat examples (attack 3 against
 * toughness 3; defense 2 against toughness 4; 2 missile damage plus attack 2 against toughness 4)
 * and a missile exchange (an archer on each side, each with a target in range).
 */
import { seedRng } from '../../core/rng.ts';
import { CATALOGUE } from './catalogue.ts';
import { DISC_Z, discPose, terrainPieces } from './placement.ts';
import { SKIRMISH } from './scenarios.ts';
import type { PiecePose } from './physics-port.ts';
import type { DiscState, DiscType, Phase, ScenarioDef, Seat } from './types.ts';

export interface PlacedDisc {
  readonly id: string;
  readonly owner: Seat;
  /** A catalogue id or a full disc type. */
  readonly type: string | DiscType;
  readonly x: number;
  readonly y: number;
  /** 0 on the felt, 1 lying flat on a disc, 2 on top of that… */
  readonly level?: number;
  readonly damage?: number;
  readonly wounds?: number;
  readonly activated?: boolean;
  readonly where?: DiscState['where'];
}

export interface PositionSpec {
  readonly discs: readonly PlacedDisc[];
  readonly scenario?: ScenarioDef;
  readonly phase?: Exclude<Phase, 'combat' | 'over'>;
  readonly toAct?: Seat;
  readonly firstPlayer?: Seat;
  readonly round?: number;
  readonly moving?: { readonly disc: string; readonly flipsLeft: number };
  readonly missileDone?: readonly [boolean, boolean];
  readonly seed?: number;
  /** The drop model (absent: model 1, as a position from before model 2). */
  readonly drop?: 2;
}

const THICKNESS = 0.08;

function typeOfSpec(t: string | DiscType): DiscType {
  if (typeof t !== 'string') return t;
  const found = CATALOGUE.find((c) => c.id === t);
  if (!found) throw new Error(`no catalogue disc ${t}`);
  return found;
}

/** The setup JSON of a position (`def.fromSetup` checks it and asks the physics who lies on whom). */
export function position(spec: PositionSpec): unknown {
  const scenario = spec.scenario ?? SKIRMISH;
  const types: Record<string, DiscType> = {};
  const pieces: PiecePose[] = terrainPieces(scenario);
  const discs: DiscState[] = spec.discs.map((p) => {
    const t = typeOfSpec(p.type);
    types[t.id] = t;
    const where = p.where ?? 'table';
    if (where === 'table') {
      const pose = discPose(p.id, t.diameter, p.x, p.y);
      pieces.push({
        ...pose,
        position: { ...pose.position, z: DISC_Z + THICKNESS * (p.level ?? 0) },
      });
    }
    const damage = p.damage ?? 0;
    return {
      id: p.id,
      owner: p.owner,
      type: t.id,
      where,
      wounds: p.wounds ?? 0,
      damage,
      roundWounds: Math.floor(damage / t.toughness),
      activated: p.activated ?? false,
      bonusMoves: 0,
      bonusToughness: 0,
      dying: false,
    };
  });
  const first = spec.firstPlayer ?? 0;
  return {
    version: 1,
    scenario,
    types,
    armies: ['North', 'South'],
    directions: 16,
    table: { width: scenario.width, depth: scenario.depth, pieces },
    discs,
    round: spec.round ?? 1,
    phase: spec.phase ?? 'activation',
    firstPlayer: first,
    toAct: spec.toAct ?? first,
    activation: { count: 0, done: [false, false], moving: spec.moving ?? null },
    missileDone: spec.missileDone ?? [false, false],
    combat: null,
    destroyed: [0, 0],
    counters: 0,
    rng: seedRng(spec.seed ?? 1),
    events: [],
    outcome: null,
    ...(spec.drop ? { drop: spec.drop } : {}),
  };
}

/** A plain disc type for the examples (the seed gives only the numbers that matter). */
export function exampleType(
  id: string,
  attack: number,
  defense: number,
  toughness: number,
  extra: Partial<DiscType> = {},
): DiscType {
  return {
    id,
    name: id,
    diameter: 2,
    movement: 2,
    attack,
    defense,
    toughness,
    points: 5,
    wounds: 1,
    flying: false,
    ...extra,
  };
}

export interface RuleExample {
  readonly id: string;
  readonly title: string;
  readonly text: string;
  /** Setup JSON. */
  readonly setup: unknown;
}

/** The seed's combat examples: an attacker lying on a defender, ready for combat (pass to fight). */
function seedCombat(
  id: string,
  title: string,
  text: string,
  att: DiscType,
  def: DiscType,
  damage = 0,
): RuleExample {
  return {
    id,
    title,
    text,
    setup: position({
      phase: 'missile',
      discs: [
        { id: 'def', owner: 1, type: def, x: 10, y: 10, damage },
        { id: 'att', owner: 0, type: att, x: 10.6, y: 10, level: 1, activated: true },
      ],
    }),
  };
}

export const RULE_EXAMPLES: readonly RuleExample[] = [
  {
    id: 'flip-attack',
    title: 'A flip onto an enemy',
    text: 'The Cinder Spears are moving; flipping them north lands them on the Oak Wardens: an attack, fought in the combat phase.',
    setup: position({
      moving: { disc: 'a1', flipsLeft: 2 },
      discs: [
        { id: 'a1', owner: 0, type: 'cinder-spears', x: 10, y: 6, activated: true },
        { id: 'b1', owner: 1, type: 'oak-wardens', x: 10, y: 9.6 },
      ],
    }),
  },
  {
    id: 'pinned',
    title: 'A pinned disc cannot activate',
    text: 'The Ash Wyvern lies on the Glade Longbows: the longbows can neither activate nor fire.',
    setup: position({
      toAct: 1,
      discs: [
        { id: 'b1', owner: 1, type: 'glade-longbows', x: 10, y: 12 },
        { id: 'a1', owner: 0, type: 'ash-wyvern', x: 10.5, y: 12, level: 1 },
        { id: 'b2', owner: 1, type: 'oak-wardens', x: 14, y: 14 },
      ],
    }),
  },
  {
    id: 'flyer',
    title: 'A flyer passes over friends',
    text: 'The Hawk Riders may flip over the friendly Oak Wardens and keep going; they stop only on an enemy.',
    setup: position({
      moving: { disc: 'b1', flipsLeft: 4 },
      toAct: 1,
      discs: [
        { id: 'b1', owner: 1, type: 'hawk-riders', x: 10, y: 14, activated: true },
        { id: 'b2', owner: 1, type: 'oak-wardens', x: 10, y: 11.6 },
        { id: 'a1', owner: 0, type: 'cinder-spears', x: 10, y: 5 },
      ],
    }),
  },
  {
    id: 'stack',
    title: 'A stack of three',
    text: 'The Ash Wyvern lies on the Hawk Riders, which lie on the Cinder Spears: fights resolve from the top down and damage accumulates.',
    setup: position({
      phase: 'missile',
      discs: [
        { id: 'a1', owner: 0, type: 'cinder-spears', x: 10, y: 10 },
        { id: 'b1', owner: 1, type: 'hawk-riders', x: 10.3, y: 10, level: 1, activated: true },
        { id: 'a2', owner: 0, type: 'ash-wyvern', x: 10.5, y: 10, level: 2, activated: true },
      ],
    }),
  },
  {
    id: 'missile',
    title: 'Missiles dropped from 12 in',
    text: 'Missile phase. Select the Soot Crossbows (orange ring), then click the Oak Wardens (red ring): two bolt counters are dropped from a disc held 12 in above them, and every disc a counter lands on takes 3 damage. Then the Glade Longbows shoot back.',
    setup: position({
      phase: 'missile',
      // Missiles fall as in a new game (docs/discwars-drop.md); with this seed each volley hits
      // its target, as the text tells.
      seed: 5,
      drop: 2,
      discs: [
        { id: 'a1', owner: 0, type: 'soot-crossbows', x: 10, y: 4 },
        { id: 'a2', owner: 0, type: 'cinder-spears', x: 6, y: 9 },
        { id: 'b1', owner: 1, type: 'glade-longbows', x: 10, y: 16 },
        { id: 'b2', owner: 1, type: 'oak-wardens', x: 10, y: 10 },
      ],
    }),
  },
  seedCombat(
    'seed-attack-3-vs-toughness-3',
    'Attack 3 against toughness 3',
    'Attack 3 reaches toughness 3: the defender takes a wound.',
    exampleType('attacker-a3', 3, 1, 4),
    exampleType('defender-t3', 1, 1, 3),
  ),
  seedCombat(
    'seed-defense-2-vs-toughness-4',
    'Defense 2 against toughness 4',
    'The defender’s defense 2 against the attacker’s toughness 4: two damage, no wound.',
    exampleType('attacker-t4', 1, 1, 4),
    exampleType('defender-d2', 1, 2, 5),
  ),
  seedCombat(
    'seed-missile-plus-attack',
    '2 missile damage plus attack 2 against toughness 4',
    'The defender already took 2 missile damage this round; attack 2 brings it to 4: a wound.',
    exampleType('attacker-a2', 2, 1, 4),
    exampleType('defender-t4', 1, 1, 4),
    2,
  ),
];
