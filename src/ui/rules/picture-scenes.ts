/**
 * The rules pages' pictures, each a real position drawn by the game's own table scene: Battle
 * Line's wedge against a phalanx on a flag, Hill 218's supply line and attack with support (its
 * rules examples, through its engine), Type 10's hex map with where a unit may go, Disc Wars' flip
 * onto an enemy before and after (picture-discwars.ts). Every builder returns a fresh scene the renderer frees.
 */
import * as THREE from 'three';
import type { BattleLineView, FlagState } from '../../games/battleline/index.ts';
import {
  ATTACK_WITH_SUPPORT_EXAMPLE,
  attackTargets,
  hill218,
  legalCellsFor,
  SUPPLY_LINE_EXAMPLE,
  supplyChainFor,
  type Hill218State,
  type Pos,
} from '../../games/hill218/index.ts';
import { BattleLineScene } from '../../render/battleline/scene.ts';
import { flagX } from '../../render/battleline/layout.ts';
import { Hill218Scene, type SceneInput as H218Input } from '../../render/hill218/scene.ts';
import { boardOnly } from '../../render/hill218/scene-input.ts';
import { ENGLISH_FACES as H218_FACES } from '../../render/hill218/card-faces.ts';
import { CARD, cellX, cellZ } from '../../render/hill218/layout.ts';
import { type10 } from '../../games/type10/index.ts';
import { Type10Scene, type CounterInput } from '../../render/type10/scene.ts';
import { highlightsFor } from '../tables/type10/model.ts';
import { type10Messages } from '../tables/type10/messages.ts';
import type { GameId } from '../../core/game.ts';
import { addMessages, type Lang } from '../i18n/index.ts';
import { battlelineMessages } from '../tables/battleline/messages.ts';
import { sceneInputOf } from '../tables/battleline/scene-input.ts';
import { hill218Messages } from '../tables/hill218/messages.ts';
import type { PictureScene } from './picture-render.ts';

addMessages(battlelineMessages);
addMessages(hill218Messages);
addMessages(type10Messages);

type T = (key: string, params?: Record<string, string | number>) => string;

export interface PictureSpec {
  /** The caption's message key (rules-pictures.ts holds the English and Japanese). */
  readonly caption: string;
  build(t: T, lang: Lang): PictureScene | Promise<PictureScene>;
}

function flag(mine: string[], theirs: string[], firstComplete: 0 | 1 | null = null): FlagState {
  return { sides: [mine, theirs], environment: [], claimedBy: null, firstComplete };
}

/** Flags 4 to 6 of a game under way: a wedge against a phalanx on the middle one. */
function battleLineWedge(t: T, lang: Lang): PictureScene {
  const empty = flag([], []);
  const flags: FlagState[] = [
    empty,
    empty,
    empty,
    flag(['p3', 'p4'], ['o2']),
    flag(['r8', 'r9', 'r10'], ['b7', 'g7', 'y7'], 1),
    flag(['g1', 'g5', 'g9'], ['y2', 'y3']),
    empty,
    empty,
    empty,
  ];
  const view: BattleLineView = {
    seat: 0,
    options: { claimTiming: 'end', tactics: true, firstSeat: 'seed' },
    turn: 12,
    active: 0,
    phase: 'claim',
    hand: [],
    opponentHand: { troops: 7, tactics: 0 },
    troopDeckSize: 30,
    tacticsDeckSize: 10,
    deckTop: { troop: [], tactics: [] },
    flags,
    discard: [],
    tacticsPlayed: [[], []],
    passes: 0,
    played: true,
    scoutDraws: 0,
    scoutReturns: 0,
    scouted: false,
    result: null,
  };
  const input = sceneInputOf({ t }, { legal: [], lang }, view, 0, {
    selected: null,
    source: null,
    mark: null,
    pending: [],
  });
  const scene = new BattleLineScene();
  scene.draw({ ...input, claimable: [4] });
  return {
    object: scene.group,
    focus: new THREE.Box3(
      new THREE.Vector3(flagX(3) - 1.8, 0, -9.5),
      new THREE.Vector3(flagX(5) + 1.8, 0.5, 9.5),
    ),
    from: [0, 1.4, 0.9],
    dispose: () => scene.dispose(),
  };
}

function h218Input(t: T, lang: Lang, s: Hill218State): H218Input {
  const faces: H218Input['faces'] = {
    key: lang,
    texts:
      lang === 'en'
        ? H218_FACES
        : {
            unit: (u) => t(`h218.unit.${u}`),
            short: (u) => t(`h218.short.${u}`),
            airStrike: t('h218.face.airStrike'),
          },
  };
  const labels = { deck: ['', ''], air: ['', ''], lost: ['', ''], hq: t('h218.hq') } as const;
  return boardOnly(hill218.view(s, 0).cells, labels, faces);
}

function h218State(position: unknown): Hill218State {
  const r = hill218.fromSetup(position);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

/** The box around some cells (seen by seat 0), a card's margin around them. */
function cellsBox(cells: readonly Pos[]): THREE.Box3 {
  const box = new THREE.Box3();
  for (const c of cells) {
    box.expandByPoint(new THREE.Vector3(cellX(c, 0) - CARD * 0.8, 0, cellZ(c, 0) - CARD * 0.8));
    box.expandByPoint(new THREE.Vector3(cellX(c, 0) + CARD * 0.8, 0.3, cellZ(c, 0) + CARD * 0.8));
  }
  return box;
}

/** The supply-line example: where an Infantry may go, and the chain back to the HQ. */
function hill218Supply(t: T, lang: Lang): PictureScene {
  const s = h218State(SUPPLY_LINE_EXAMPLE.position);
  const legal = legalCellsFor(s, 'infantry');
  const scene = new Hill218Scene();
  const input = h218Input(t, lang, s);
  scene.draw({ ...input, selected: 'infantry', legalCells: legal });
  const chain = supplyChainFor(s, 'infantry', { x: 1, y: -1 });
  scene.drawOverlay({ viewer: 0, chain, patterns: null });
  return {
    object: scene.group,
    focus: cellsBox([...input.cells, ...legal]),
    from: [0, 1.6, 0.8],
    dispose: () => scene.dispose(),
  };
}

/** The attack-with-support example: the Infantry just played, its target and its supporter. */
function hill218Attack(t: T, lang: Lang): PictureScene {
  let s = h218State(ATTACK_WITH_SUPPORT_EXAMPLE.position);
  const place = ATTACK_WITH_SUPPORT_EXAMPLE.moves[0];
  if (place) {
    const r = hill218.apply(s, place);
    if (!r.ok) throw new Error(r.error.message);
    s = r.value;
  }
  const scene = new Hill218Scene();
  const input = h218Input(t, lang, s);
  const targets = attackTargets(s);
  scene.draw({ ...input, attacker: s.attacker, targets });
  return {
    object: scene.group,
    focus: cellsBox(input.cells),
    from: [0, 1.6, 0.8],
    dispose: () => scene.dispose(),
  };
}

/** The opening of a Type 10 game: where the PKF's UAV may fly on the hex map. */
function type10Reach(t: T): PictureScene {
  const o = type10.validateOptions(undefined);
  if (!o.ok) throw new Error(o.error.message);
  const r = type10.apply(type10.setup(o.value, 3), { type: 'endSpawn' });
  if (!r.ok) throw new Error(r.error.message);
  const s = r.value;
  const legal = type10.legalMoves(s);
  const unit = legal.find((m) => m.type === 'step');
  const id = unit?.type === 'step' ? unit.unit : null;
  const hl = highlightsFor(s, legal, id);
  const view = type10.view(s, 1);
  const units: CounterInput[] = [];
  for (const u of view.units) {
    const type = view.scenario.unitTypes[u.type];
    if (!type || u.at === 'hand' || u.at === 'gone') continue;
    const key = `t10.unit.${u.type}`;
    const name = t(key);
    units.push({
      id: u.id,
      typeId: u.type,
      type,
      at: u.at,
      label: name === key ? type.name : name,
      spent: false,
    });
  }
  const scene = new Type10Scene();
  scene.draw({
    map: view.scenario,
    units,
    selected: id,
    ready: id ? [id] : [],
    steps: hl.steps,
    reach: hl.reach,
    attackTargets: hl.attacks,
    bombardTargets: hl.bombards,
    spawnHexes: [],
    path: [],
    lastPath: [],
    lastShots: [],
  });
  const { halfW, halfD } = scene.extent(view.scenario);
  return {
    object: scene.group,
    focus: new THREE.Box3(
      new THREE.Vector3(-halfW, 0, -halfD),
      new THREE.Vector3(halfW, 0.3, halfD),
    ),
    from: [0, 1.5, 1.55],
    dispose: () => scene.dispose(),
  };
}

export const PICTURES: Partial<Record<GameId, readonly PictureSpec[]>> = {
  battleline: [{ caption: 'rules.pic.blWedge', build: battleLineWedge }],
  hill218: [
    { caption: 'rules.pic.h218Supply', build: hill218Supply },
    { caption: 'rules.pic.h218Attack', build: hill218Attack },
  ],
  type10: [{ caption: 'rules.pic.t10Reach', build: type10Reach }],
  // Loaded only here: these need the physics (Rapier).
  discwars: [
    {
      caption: 'rules.pic.dwFlip',
      build: () => import('./picture-discwars.ts').then((m) => m.discWarsFlip()),
    },
    {
      caption: 'rules.pic.dwPin',
      build: () => import('./picture-discwars.ts').then((m) => m.discWarsPin()),
    },
  ],
};
