/**
 * The Type 10 table in three.js: the hex board (see board.ts), the unit counters, the search die,
 * and the highlights the controller asks for — where the selected unit can step and how far it can
 * reach (with costs), the enemies it could step on or bombard, the spawn hexes, the acting unit's
 * path and the last action's path and shot. An overlay follows the pointer: the hovered hex's name
 * and the path to a hovered reachable hex. It draws what it is given and decides no rule. Shared
 * geometries and materials live as long as the scene; only the meshes are rebuilt on redraw.
 */
import * as THREE from 'three';
import { litMaterial, type LitMaterial } from '../lit-material.ts';
import type { HexName, UnitType } from '../../games/type10/index.ts';
import type { Animation } from '../scene-host.ts';
import { tableLabel } from '../canvas-text.ts';
import { disposeObject } from '../dispose.ts';
import { BoardMeshes, mapKey, type BoardMap, type HexPick } from './board.ts';
import { SIDE_COLOURS, Type10Textures } from './faces.ts';
import { FlatMaterials } from '../flat-materials.ts';
import { COUNTER_H, COUNTER_W, HEX_R, TILE_TOP, boardExtent, hexCentre } from './layout.ts';

export type Pick =
  | HexPick
  | { readonly pick: 'unit'; readonly unit: string; readonly hex: HexName }
  | { readonly pick: 'die' };

export interface CounterInput {
  readonly id: string;
  readonly typeId: string;
  readonly type: UnitType;
  readonly at: HexName;
  readonly label: string;
  /** Has acted this round (drawn dimmer). */
  readonly spent: boolean;
}

export interface SceneInput {
  readonly map: BoardMap;
  readonly units: readonly CounterInput[];
  readonly selected: string | null;
  /** Units that may start (or continue) an action now. */
  readonly ready: readonly string[];
  /** Hexes one legal step away (clickable), with their cost. */
  readonly steps: readonly { readonly hex: HexName; readonly cost: number }[];
  /** Farther hexes the move may end on, with the cost to get there. */
  readonly reach: readonly { readonly hex: HexName; readonly cost: number }[];
  readonly attackTargets: readonly { readonly unit: string; readonly hex: HexName }[];
  readonly bombardTargets: readonly { readonly unit: string; readonly hex: HexName }[];
  readonly spawnHexes: readonly HexName[];
  /** The acting unit's path so far (start first). */
  readonly path: readonly HexName[];
  /** The last finished action: its path and where its shots landed. */
  readonly lastPath: readonly HexName[];
  readonly lastShots: readonly HexName[];
}

const Y_PATCH = TILE_TOP + 0.006;
const COLOURS = {
  step: '#ffd54a',
  reach: '#ffe9a0',
  attack: '#ff3b30',
  bombard: '#ff8c1a',
  spawn: '#ff6b5e',
  path: '#ffd54a',
  last: '#ffffff',
  selected: '#ffd54a',
  ready: '#f4efe2',
  hover: '#ffffff',
};

export class Type10Scene {
  readonly group = new THREE.Group();
  readonly pickables: THREE.Object3D[] = [];
  private board: BoardMeshes | null = null;
  private readonly dynamic = new THREE.Group();
  private readonly overlay = new THREE.Group();
  private readonly textures = new Type10Textures();
  private readonly patchGeo = new THREE.CircleGeometry(HEX_R * 0.9, 6).rotateX(-Math.PI / 2);
  private readonly ringGeo = new THREE.RingGeometry(HEX_R * 0.8, HEX_R * 0.96, 6).rotateX(
    -Math.PI / 2,
  );
  private readonly dotGeo = new THREE.CircleGeometry(0.16, 16).rotateX(-Math.PI / 2);
  private readonly box = new THREE.BoxGeometry(1, 1, 1);
  private readonly counterGeo = new THREE.BoxGeometry(COUNTER_W, COUNTER_H, COUNTER_W);
  private readonly flat = new FlatMaterials();
  private readonly tops = new Map<string, LitMaterial>();
  private readonly sides = new Map<string, LitMaterial>();
  private readonly labels = new Map<string, THREE.Mesh>();
  private readonly dieMats: LitMaterial[] = [];
  readonly die: THREE.Mesh;
  private hoverLabel: THREE.Mesh | null = null;
  private hoverRing: THREE.Mesh;
  private map: BoardMap | null = null;

  constructor() {
    this.group.name = 'type10';
    this.dynamic.name = 'type10-pieces';
    this.overlay.name = 'type10-overlay';
    for (let i = 1; i <= 6; i++) this.dieMats.push(litMaterial({ map: this.textures.die(i) }));
    this.die = new THREE.Mesh(new THREE.BoxGeometry(0.8, 0.8, 0.8), this.dieMats);
    this.die.name = 'die';
    this.die.userData.pick = { pick: 'die' } satisfies Pick;
    this.die.visible = false;
    this.hoverRing = new THREE.Mesh(this.ringGeo, this.colour(COLOURS.hover, 0.7));
    this.hoverRing.visible = false;
    this.group.add(this.dynamic, this.overlay, this.die, this.hoverRing);
  }

  /** Half the board's width and depth (for the felt and the camera). */
  extent(map: BoardMap): { halfW: number; halfD: number } {
    return boardExtent(map);
  }

  private colour(c: string, opacity: number): THREE.MeshBasicMaterial {
    return this.flat.get(c, opacity);
  }

  private topMaterial(u: CounterInput): LitMaterial {
    const k = `${u.typeId}:${u.label}:${u.spent}`;
    let m = this.tops.get(k);
    if (!m) {
      m = litMaterial({
        map: this.textures.counter(u.typeId, u.type, u.label),
        color: u.spent ? '#8a8a8a' : '#ffffff',
        roughness: 0.7,
      });
      this.tops.set(k, m);
    }
    return m;
  }

  private sideMaterial(side: 'north' | 'pkf', spent: boolean): LitMaterial {
    const k = `${side}:${spent}`;
    let m = this.sides.get(k);
    if (!m) {
      const c = new THREE.Color(SIDE_COLOURS[side]);
      if (spent) c.multiplyScalar(0.6);
      m = litMaterial({ color: c, roughness: 0.6 });
      this.sides.set(k, m);
    }
    return m;
  }

  /** A cost or name label, made once per text and shared by every use. */
  private label(text: string, height: number, colour = '#1b1b1b'): THREE.Mesh {
    const k = `${text}/${height}/${colour}`;
    let l = this.labels.get(k);
    if (!l) {
      l = tableLabel(text, height, {
        bold: true,
        colour,
        background: colour === '#1b1b1b' ? 'rgba(255,246,214,0.9)' : 'rgba(0,0,0,0.7)',
      });
      this.labels.set(k, l);
    }
    const m = new THREE.Mesh(l.geometry, l.material);
    m.rotation.x = -Math.PI / 2;
    return m;
  }

  private mesh(geo: THREE.BufferGeometry, mat: THREE.Material, parent: THREE.Group): THREE.Mesh {
    const m = new THREE.Mesh(geo, mat);
    parent.add(m);
    return m;
  }

  private at(hex: HexName, y: number, o: THREE.Object3D): void {
    const c = hexCentre(hex, this.map ?? { width: 9, height: 9 });
    o.position.set(c.x, y, c.z);
  }

  private pickable(o: THREE.Object3D, name: string, pick: Pick): void {
    o.name = name;
    o.userData.pick = pick;
    this.pickables.push(o);
  }

  /** Flat bars through hex centres. */
  private pathBars(
    path: readonly HexName[],
    colour: string,
    opacity: number,
    y: number,
    g: THREE.Group,
  ) {
    const size = this.map ?? { width: 9, height: 9 };
    for (let i = 1; i < path.length; i++) {
      const a = hexCentre(path[i - 1] as HexName, size);
      const b = hexCentre(path[i] as HexName, size);
      const m = this.mesh(this.box, this.colour(colour, opacity), g);
      const len = Math.hypot(b.x - a.x, b.z - a.z);
      m.scale.set(0.16, 0.02, len);
      m.position.set((a.x + b.x) / 2, y, (a.z + b.z) / 2);
      m.rotation.y = Math.atan2(b.x - a.x, b.z - a.z);
    }
    path.forEach((h, i) => {
      const d = this.mesh(this.dotGeo, this.colour(colour, opacity), g);
      this.at(h, y + 0.001, d);
      if (i === path.length - 1) d.name = g === this.overlay ? 'preview-end' : `${g.name}-end`;
    });
  }

  draw(input: SceneInput): void {
    const key = mapKey(input.map);
    if (!this.board || mapKey(this.board.map) !== key) {
      this.board?.dispose();
      this.board = new BoardMeshes(input.map);
      this.group.add(this.board.group);
      this.map = input.map;
      const { halfW } = boardExtent(input.map);
      this.die.position.set(halfW + 1.6, 0.4, -1.5);
    }
    this.dynamic.clear();
    this.pickables.length = 0;
    for (const t of this.board.tiles.values()) this.pickables.push(t);
    this.pickables.push(this.die);

    const ready = new Set(input.ready);
    for (const u of input.units) {
      const side = this.sideMaterial(u.type.side, u.spent);
      const top = this.topMaterial(u);
      const c = new THREE.Mesh(this.counterGeo, [side, side, top, side, side, side]);
      const lift = u.id === input.selected ? 0.22 : 0;
      this.at(u.at, TILE_TOP + COUNTER_H / 2 + 0.004 + lift, c);
      this.pickable(c, `unit-${u.id}`, { pick: 'unit', unit: u.id, hex: u.at });
      this.dynamic.add(c);
      if (u.id === input.selected) {
        const r = this.mesh(this.ringGeo, this.colour(COLOURS.selected, 1), this.dynamic);
        this.at(u.at, Y_PATCH + 0.004, r);
        r.name = 'selected-ring';
      } else if (ready.has(u.id)) {
        const r = this.mesh(this.ringGeo, this.colour(COLOURS.ready, 0.55), this.dynamic);
        this.at(u.at, Y_PATCH, r);
        r.scale.setScalar(1.02);
      }
    }

    const patch = (hex: HexName, colour: string, opacity: number, name: string, pick: boolean) => {
      const p = this.mesh(this.patchGeo, this.colour(colour, opacity), this.dynamic);
      this.at(hex, Y_PATCH, p);
      p.name = name;
      if (pick) this.pickable(p, name, { pick: 'hex', hex });
      return p;
    };
    for (const s of input.steps) {
      patch(s.hex, COLOURS.step, 0.62, `step-${s.hex}`, true);
      // A step onto a friend only passes through: no cost to end there.
      if (s.cost <= 0) continue;
      const l = this.label(String(s.cost), 0.42);
      this.at(s.hex, Y_PATCH + 0.01, l);
      this.dynamic.add(l);
    }
    for (const s of input.reach) {
      patch(s.hex, COLOURS.reach, 0.3, `reach-${s.hex}`, true);
      const l = this.label(String(s.cost), 0.42);
      this.at(s.hex, Y_PATCH + 0.01, l);
      this.dynamic.add(l);
    }
    for (const h of input.spawnHexes) patch(h, COLOURS.spawn, 0.6, `spawn-${h}`, true);
    const targetRing = (t: { unit: string; hex: HexName }, colour: string, name: string) => {
      const r = this.mesh(this.ringGeo, this.colour(colour, 1), this.dynamic);
      this.at(t.hex, Y_PATCH + 0.004, r);
      r.scale.setScalar(1.05);
      this.pickable(r, name, { pick: 'unit', unit: t.unit, hex: t.hex });
      // A marker above the counter, so the target reads from any angle.
      const mark = this.mesh(this.box, this.colour(colour, 0.9), this.dynamic);
      mark.scale.set(0.26, 0.26, 0.26);
      mark.rotation.set(Math.PI / 4, 0, Math.PI / 4);
      this.at(t.hex, TILE_TOP + COUNTER_H + 1.0, mark);
    };
    for (const t of input.bombardTargets) targetRing(t, COLOURS.bombard, `bombard-${t.unit}`);
    for (const t of input.attackTargets)
      if (!input.bombardTargets.some((b) => b.unit === t.unit))
        targetRing(t, COLOURS.attack, `attack-${t.unit}`);
      else this.dynamic.getObjectByName(`bombard-${t.unit}`)?.scale.setScalar(1.12);

    this.dynamic.name = 'type10-pieces';
    if (input.path.length > 1) {
      const g = new THREE.Group();
      g.name = 'path';
      this.dynamic.add(g);
      this.pathBars(input.path, COLOURS.path, 0.95, Y_PATCH + 0.02, g);
    } else if (input.lastPath.length > 0) {
      const g = new THREE.Group();
      g.name = 'last-path';
      this.dynamic.add(g);
      this.pathBars(input.lastPath, COLOURS.last, 0.6, Y_PATCH + 0.02, g);
      const end = input.lastPath[input.lastPath.length - 1] as HexName;
      for (const s of input.lastShots)
        if (s !== end) this.pathBars([end, s], COLOURS.bombard, 0.7, Y_PATCH + 0.03, g);
    }
  }

  /** The hovered hex: an outline and its name; and the path the move would take to it. */
  drawHover(hex: HexName | null, name: string, preview: readonly HexName[]): void {
    this.overlay.clear();
    if (this.hoverLabel) {
      disposeObject(this.hoverLabel);
      this.hoverLabel = null;
    }
    this.hoverRing.visible = hex !== null;
    if (hex === null) return;
    this.at(hex, Y_PATCH + 0.008, this.hoverRing);
    const l = tableLabel(name, 0.5, { bold: true, background: 'rgba(0,0,0,0.72)' });
    const c = hexCentre(hex, this.map ?? { width: 9, height: 9 });
    l.position.set(c.x, TILE_TOP + COUNTER_H + 0.35, c.z - HEX_R * 0.62);
    l.name = 'hover-label';
    this.hoverLabel = l;
    this.overlay.add(l);
    if (preview.length > 1)
      this.pathBars(preview, COLOURS.path, 0.75, Y_PATCH + 0.025, this.overlay);
  }

  /** The unit's counter slides in from `from` (a step just taken); null when it is not drawn. */
  slide(unit: string, from: HexName): Animation | null {
    const c = this.dynamic.getObjectByName(`unit-${unit}`);
    if (!c || !this.map) return null;
    const a = hexCentre(from, this.map);
    const bx = c.position.x;
    const bz = c.position.z;
    const y = c.position.y;
    const T = 0.28;
    return (t) => {
      const k = Math.min(1, t / T);
      const e = k * (2 - k);
      c.position.set(a.x + (bx - a.x) * e, y + Math.sin(k * Math.PI) * 0.35, a.z + (bz - a.z) * e);
      return k < 1;
    };
  }

  /** Shows `n` on top of the die (opposite faces sum to seven). */
  showDie(n: number): void {
    const others = [1, 2, 3].filter((a) => a !== n && a !== 7 - n);
    const a = others[0] as number;
    const b = others[1] as number;
    const faces = [a, 7 - a, n, 7 - n, b, 7 - b];
    this.die.material = faces.map((f) => this.dieMats[f - 1] as LitMaterial);
    this.die.visible = true;
  }

  /** A tumble ending with the rolled face up; the caller hands it to the host's animator. */
  rollDie(n: number): Animation {
    this.showDie(n);
    const die = this.die;
    const y0 = die.position.y;
    const T = 0.9;
    return (t) => {
      const k = Math.min(1, t / T);
      const r = (1 - k) * (1 - k);
      die.rotation.set(r * Math.PI * 6, r * Math.PI * 3, r * Math.PI * 4);
      die.position.y = y0 + Math.abs(Math.sin(k * Math.PI * 3)) * (1 - k) * 1.6;
      if (k >= 1) {
        die.rotation.set(0, 0, 0);
        die.position.y = y0;
      }
      return k < 1;
    };
  }

  /** Where a named object is (for tests and tutorials): counters by their top face. */
  anchorOf(name: string): THREE.Vector3 | null {
    const o = this.group.getObjectByName(name);
    if (!o || !o.visible) return null;
    const p = o.getWorldPosition(new THREE.Vector3());
    if (name.startsWith('unit-')) p.y += COUNTER_H / 2;
    return p;
  }

  dispose(): void {
    this.dynamic.clear();
    this.overlay.clear();
    if (this.hoverLabel) disposeObject(this.hoverLabel);
    this.board?.dispose();
    this.board = null;
    for (const l of this.labels.values()) disposeObject(l);
    this.labels.clear();
    for (const m of [...this.tops.values(), ...this.sides.values()]) m.dispose();
    this.flat.dispose();
    this.tops.clear();
    this.sides.clear();
    for (const m of this.dieMats) m.dispose();
    this.die.geometry.dispose();
    this.textures.dispose();
    for (const g of [this.patchGeo, this.ringGeo, this.dotGeo, this.box, this.counterGeo])
      g.dispose();
    this.group.clear();
    this.group.removeFromParent();
  }
}
