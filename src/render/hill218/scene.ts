/**
 * The Hill 218 table in three.js: the Hill, both HQs, the grid of unit cards (each turned toward
 * its owner's forward), the viewing seat's hand along the near edge, the other hand as backs on
 * the far edge, decks, Air Strikes and losses beside them, and the highlights the controller asks
 * for (legal cells, attack targets with their supporters, Air Strike targets). A separate overlay
 * holds what follows the pointer: the supply chain behind a hovered cell and the explain patterns
 * of a card. It draws one seat's view and decides no rule. Geometries and materials that every
 * redraw needs are made once and shared; per-draw labels and grid lines are freed on redraw.
 */
import * as THREE from 'three';
import type { Placed, Pos, Seat, UnitType } from '../../games/hill218/index.ts';
import { tableLabel } from '../canvas-text.ts';
import { disposeObject } from '../dispose.ts';
import {
  CardTextures,
  ICON_COLOURS,
  OWNER_COLOURS,
  type FaceKey,
  type FaceTexts,
} from './card-faces.ts';
import { FlatMaterials } from '../flat-materials.ts';
import {
  battlefieldBox,
  CARD,
  CARD_T,
  cardTurn,
  cellX,
  cellZ,
  HAND_STEP,
  MARGIN_CELLS,
  PITCH,
  sideLayout,
  type Box,
  type SideLayout,
} from './layout.ts';

export type Pick =
  | { readonly pick: 'hand'; readonly index: number; readonly unit: UnitType }
  | { readonly pick: 'cell'; readonly at: Pos }
  | { readonly pick: 'unit'; readonly at: Pos }
  | { readonly pick: 'target'; readonly at: Pos }
  | { readonly pick: 'strike'; readonly at: Pos }
  /** An empty cell where nothing can be played now (a click asks the engine why). */
  | { readonly pick: 'empty'; readonly at: Pos }
  | { readonly pick: 'air' };

export interface SceneInput {
  readonly viewer: Seat;
  readonly cells: readonly Placed[];
  /** The viewer's own hand (empty while nobody may look). */
  readonly hand: readonly UnitType[];
  readonly handSizes: readonly [number, number];
  readonly deckSizes: readonly [number, number];
  readonly airStrikes: readonly [number, number];
  readonly discards: readonly [number, number];
  readonly selected: UnitType | null;
  /** Hand units with a legal placement now (others sink a little). */
  readonly playable: readonly UnitType[];
  readonly legalCells: readonly Pos[];
  readonly attacker: Pos | null;
  readonly targets: readonly { readonly target: Pos; readonly supporter?: Pos }[];
  readonly strikeTargets: readonly Pos[];
  /** Whether the viewer's Air Strike pile answers clicks (a strike is a legal play). */
  readonly canStrike: boolean;
  readonly strikeArmed: boolean;
  /** The cells the other seat's last turn played on (placements, attacks, Air Strikes). */
  readonly lastMoves?: readonly Pos[];
  /** The words on the card faces, and a key naming their language (a new key redraws them). */
  readonly faces?: { readonly key: string; readonly texts: FaceTexts };
  readonly labels: {
    readonly deck: readonly [string, string];
    readonly air: readonly [string, string];
    readonly lost: readonly [string, string];
    readonly hq: string;
  };
}

export interface OverlayInput {
  readonly viewer: Seat;
  readonly chain: readonly Pos[] | null;
  readonly patterns: {
    readonly supply: readonly Pos[];
    readonly attack: readonly Pos[];
    readonly support: readonly Pos[];
  } | null;
}

const key = (p: Pos): string => `${p.x},${p.y}`;

export class Hill218Scene {
  readonly group = new THREE.Group();
  /** Meshes that answer clicks, each with a `Pick` in `userData.pick`. */
  readonly pickables: THREE.Object3D[] = [];
  /** Where everything lies after the last draw (the controller fits the camera and felt to it). */
  layout: SideLayout | null = null;
  private readonly overlay = new THREE.Group();
  private textures = new CardTextures();
  private facesKey = 'en';
  private readonly cardGeometry = new THREE.BoxGeometry(CARD, CARD_T, CARD);
  private readonly plane = new THREE.PlaneGeometry(1, 1);
  private readonly box = new THREE.BoxGeometry(1, 1, 1);
  /** A square frame: a four-sided ring turned 45° (radii are to the corners). */
  private readonly frameGeometry = new THREE.RingGeometry(
    (CARD / 2 + 0.02) * Math.SQRT2,
    (CARD / 2 + 0.16) * Math.SQRT2,
    4,
    1,
    Math.PI / 4,
  );
  private readonly edge = new THREE.MeshStandardMaterial({ color: '#e9e2cf', roughness: 0.8 });
  private readonly faces = new Map<FaceKey, THREE.MeshStandardMaterial>();
  private readonly flat = new FlatMaterials(THREE.DoubleSide);
  private readonly shared = new Set<THREE.Object3D>();
  private readonly aliases = new Map<string, THREE.Object3D>();

  constructor() {
    this.group.name = 'hill218';
    this.overlay.name = 'hill218-overlay';
  }

  private face(k: FaceKey): THREE.MeshStandardMaterial {
    let m = this.faces.get(k);
    if (!m) {
      m = new THREE.MeshStandardMaterial({ map: this.textures.get(k), roughness: 0.6 });
      this.faces.set(k, m);
    }
    return m;
  }

  private colour(c: string, opacity: number): THREE.MeshBasicMaterial {
    return this.flat.get(c, opacity);
  }

  private card(face: FaceKey, back: FaceKey, x: number, y: number, z: number, turn: number) {
    const mesh = new THREE.Mesh(this.cardGeometry, [
      this.edge,
      this.edge,
      this.face(face),
      this.face(back),
      this.edge,
      this.edge,
    ]);
    mesh.position.set(x, y, z);
    mesh.rotation.y = turn;
    this.shared.add(mesh);
    return mesh;
  }

  /** A flat square (or rectangle) of colour lying at height y. */
  private patch(x: number, z: number, w: number, d: number, c: string, opacity: number, y = 0.004) {
    const m = new THREE.Mesh(this.plane, this.colour(c, opacity));
    m.rotation.x = -Math.PI / 2;
    m.scale.set(w, d, 1);
    m.position.set(x, y, z);
    this.shared.add(m);
    return m;
  }

  private frame(x: number, z: number, c: string, y: number, scale = 1) {
    const m = new THREE.Mesh(this.frameGeometry, this.colour(c, 1));
    m.rotation.x = -Math.PI / 2;
    m.scale.setScalar(scale);
    m.position.set(x, y, z);
    this.shared.add(m);
    return m;
  }

  /** A flat bar from one cell centre to another (supply chains, support lines). */
  private bar(a: Pos, b: Pos, viewer: Seat, c: string, width: number, y: number) {
    const ax = cellX(a, viewer);
    const az = cellZ(a, viewer);
    const bx = cellX(b, viewer);
    const bz = cellZ(b, viewer);
    const len = Math.hypot(bx - ax, bz - az);
    const m = new THREE.Mesh(this.box, this.colour(c, 0.95));
    m.scale.set(width, 0.02, len + width);
    m.position.set((ax + bx) / 2, y, (az + bz) / 2);
    m.rotation.y = Math.atan2(bx - ax, bz - az);
    this.shared.add(m);
    return m;
  }

  private label(text: string, x: number, z: number, height = 0.7): THREE.Mesh {
    const l = tableLabel(text, height, { background: 'rgba(0,0,0,0.55)' });
    l.position.set(x, 0.02, z);
    this.group.add(l);
    return l;
  }

  private clearGroup(g: THREE.Group): void {
    for (const child of [...g.children]) {
      if (child === this.overlay) continue;
      g.remove(child);
      if (!this.shared.has(child)) disposeObject(child);
      else this.shared.delete(child);
    }
  }

  private clear(): void {
    this.clearGroup(this.overlay);
    this.clearGroup(this.group);
    this.pickables.length = 0;
    this.aliases.clear();
  }

  private pickable(o: THREE.Object3D, name: string, pick: Pick): void {
    o.name = name;
    o.userData.pick = pick;
    this.pickables.push(o);
  }

  draw(input: SceneInput): void {
    this.clear();
    if (input.faces && input.faces.key !== this.facesKey) {
      // Another language on the faces: the drawn textures and their materials are freed.
      this.textures.dispose();
      for (const m of this.faces.values()) m.dispose();
      this.faces.clear();
      this.textures = new CardTextures(input.faces.texts);
      this.facesKey = input.faces.key;
    }
    const v = input.viewer;
    const far: Seat = v === 0 ? 1 : 0;
    const hqs: Pos[] = [
      { x: 0, y: -1 },
      { x: 0, y: 1 },
    ];
    // Lit cells count too: a paratrooper's drop area widens the battlefield while it is picked.
    const fieldCells = [{ x: 0, y: 0 }, ...hqs, ...input.cells, ...input.legalCells];
    const field = battlefieldBox(fieldCells, v);
    const layout = sideLayout(field, input.hand.length, input.handSizes[far]);
    this.layout = layout;
    this.group.add(this.overlay);
    this.drawGrid(field);
    this.drawGridLabels(fieldCells, field, v);

    // The Hill and the two HQ frames in their owners' colours.
    const hill = this.card('hill', 'hill', 0, CARD_T / 2, 0, 0);
    hill.name = 'hill';
    this.group.add(hill);
    hqs.forEach((hq, seat) => {
      const x = cellX(hq, v);
      const z = cellZ(hq, v);
      this.group.add(this.frame(x, z, OWNER_COLOURS[seat as Seat], 0.006));
      const l = tableLabel(input.labels.hq, 0.8, {
        bold: true,
        colour: OWNER_COLOURS[seat as Seat],
      });
      l.position.set(x, 0.003, z);
      l.name = `hq-${seat}`;
      this.group.add(l);
    });

    const targets = new Map(input.targets.map((t) => [key(t.target), t]));
    const strikes = new Set(input.strikeTargets.map(key));
    for (const c of input.cells) {
      const x = cellX(c, v);
      const z = cellZ(c, v);
      const m = this.card(`unit:${c.unit}:${c.owner}`, `back:${c.owner}`, x, CARD_T / 2, z, 0);
      m.rotation.y = cardTurn(c.owner, v);
      this.pickable(m, `unit-${key(c)}`, { pick: 'unit', at: { x: c.x, y: c.y } });
      this.group.add(m);
      if (input.attacker && input.attacker.x === c.x && input.attacker.y === c.y)
        this.group.add(this.frame(x, z, '#ff9f1c', 0.04));
      const t = targets.get(key(c));
      if (t) {
        const p = this.patch(x, z, CARD, CARD, ICON_COLOURS.attack, 0.35, CARD_T + 0.01);
        this.pickable(p, `target-${key(c)}`, { pick: 'target', at: { x: c.x, y: c.y } });
        this.group.add(p, this.frame(x, z, ICON_COLOURS.attack, 0.04));
        if (t.supporter) {
          const sx = cellX(t.supporter, v);
          const sz = cellZ(t.supporter, v);
          const ring = this.frame(sx, sz, ICON_COLOURS.support, 0.04);
          ring.name = `supporter-${key(t.supporter)}`;
          this.group.add(ring, this.bar(t.supporter, c, v, ICON_COLOURS.support, 0.14, 0.07));
        }
      }
      if (strikes.has(key(c))) {
        const p = this.patch(x, z, CARD, CARD, '#ff7a1a', 0.4, CARD_T + 0.01);
        this.pickable(p, `strike-${key(c)}`, { pick: 'strike', at: { x: c.x, y: c.y } });
        this.group.add(p, this.frame(x, z, '#ff7a1a', 0.04));
      }
    }

    // Every other empty cell of the battlefield answers a click too (invisible, under the lit ones).
    const lit = new Set(input.legalCells.map(key));
    const taken = new Set(input.cells.map(key));
    const xs = fieldCells.map((c) => c.x);
    const ys = fieldCells.map((c) => c.y);
    const hidden = this.colour('#000000', 0);
    for (let x = Math.min(...xs) - MARGIN_CELLS; x <= Math.max(...xs) + MARGIN_CELLS; x++)
      for (let y = Math.min(...ys) - MARGIN_CELLS; y <= Math.max(...ys) + MARGIN_CELLS; y++) {
        const at = { x, y };
        if (lit.has(key(at)) || taken.has(key(at))) continue;
        const p = new THREE.Mesh(this.plane, hidden);
        p.rotation.x = -Math.PI / 2;
        p.scale.set(CARD, CARD, 1);
        p.position.set(cellX(at, v), 0.001, cellZ(at, v));
        this.shared.add(p);
        this.pickable(p, `empty-${key(at)}`, { pick: 'empty', at });
        this.group.add(p);
      }

    (input.lastMoves ?? []).forEach((at, k) => {
      const ring = this.frame(cellX(at, v), cellZ(at, v), '#4fc3f7', 0.05, 1.06);
      ring.name = k === 0 ? 'last-move' : `last-move-${k}`;
      this.group.add(ring);
    });

    for (const at of input.legalCells) {
      const p = this.patch(cellX(at, v), cellZ(at, v), CARD, CARD, '#ffd54a', 0.42, 0.01);
      this.pickable(p, `cell-${key(at)}`, { pick: 'cell', at: { x: at.x, y: at.y } });
      this.group.add(p);
    }

    this.drawHands(input, layout, far);
    this.drawPiles(input, layout, v, far);
  }

  /** Faint lines between the cells of the battlefield, so empty cells read as places. */
  private drawGrid(field: { minX: number; maxX: number; minZ: number; maxZ: number }): void {
    const pts: number[] = [];
    const x0 = Math.ceil((field.minX + PITCH / 2) / PITCH) * PITCH - PITCH / 2;
    const z0 = Math.ceil((field.minZ + PITCH / 2) / PITCH) * PITCH - PITCH / 2;
    for (let x = x0; x <= field.maxX; x += PITCH)
      pts.push(x, 0.002, field.minZ, x, 0.002, field.maxZ);
    for (let z = z0; z <= field.maxZ; z += PITCH)
      pts.push(field.minX, 0.002, z, field.maxX, 0.002, z);
    const geo = new THREE.BufferGeometry();
    geo.setAttribute('position', new THREE.Float32BufferAttribute(pts, 3));
    const lines = new THREE.LineSegments(
      geo,
      new THREE.LineBasicMaterial({ color: '#ffffff', transparent: true, opacity: 0.12 }),
    );
    lines.name = 'grid-lines';
    this.group.add(lines);
  }

  /**
   * The coordinates the panel and the rules examples use, "(x,y)": x along the edge nearest the
   * viewer, y beside the rows, and "(x,y)" at the corner, so a cell can be found by its name.
   */
  private drawGridLabels(cells: readonly Pos[], field: Box, v: Seat): void {
    const xs = cells.map((c) => c.x);
    const ys = cells.map((c) => c.y);
    const style = { colour: '#f4efe2', fontPx: 40 };
    const add = (text: string, x: number, z: number, name: string): void => {
      const l = tableLabel(text, 0.55, style);
      l.position.set(x, 0.003, z);
      l.name = name;
      this.group.add(l);
    };
    const nearZ = field.maxZ + 0.3;
    const sideX = field.minX - 0.45;
    for (let x = Math.min(...xs) - MARGIN_CELLS; x <= Math.max(...xs) + MARGIN_CELLS; x++)
      add(String(x), cellX({ x, y: 0 }, v), nearZ, `grid-x-${x}`);
    for (let y = Math.min(...ys) - MARGIN_CELLS; y <= Math.max(...ys) + MARGIN_CELLS; y++)
      add(String(y), sideX, cellZ({ x: 0, y }, v), `grid-y-${y}`);
    add('(x,y)', sideX - 0.2, nearZ, 'grid-corner');
  }

  private drawHands(input: SceneInput, layout: SideLayout, far: Seat): void {
    const hand = input.hand;
    const armedOrAttack = input.targets.length > 0;
    hand.forEach((unit, k) => {
      const x = (k - (hand.length - 1) / 2) * HAND_STEP;
      const selected = input.selected === unit && hand.indexOf(unit) === k;
      const dim = (input.playable.length > 0 || armedOrAttack) && !input.playable.includes(unit);
      const m = this.card(
        `unit:${unit}:${input.viewer}`,
        `back:${input.viewer}`,
        x,
        0.6 + (selected ? 0.45 : 0) - (dim ? 0.35 : 0),
        layout.handZ - (selected ? 0.7 : 0),
        0,
      );
      m.rotation.x = -0.35;
      this.pickable(m, `hand-${k}`, { pick: 'hand', index: k, unit });
      if (!this.aliases.has(`hand-${unit}`)) this.aliases.set(`hand-${unit}`, m);
      if (selected) {
        const g = new THREE.Mesh(this.plane, this.colour('#ffd54a', 0.85));
        g.rotation.x = -Math.PI / 2;
        g.scale.set(CARD + 0.35, CARD + 0.35, 1);
        g.position.y = -CARD_T;
        m.add(g);
      }
      this.group.add(m);
    });
    const n = input.handSizes[far];
    for (let k = 0; k < n; k++) {
      const x = (k - (n - 1) / 2) * (CARD * 0.55);
      this.group.add(
        this.card(
          `back:${far}`,
          `back:${far}`,
          x,
          CARD_T / 2 + k * CARD_T,
          layout.oppHandZ,
          Math.PI,
        ),
      );
    }
  }

  private drawPiles(input: SceneInput, layout: SideLayout, v: Seat, far: Seat): void {
    const lz = CARD / 2 + 0.7;
    // Own deck right of the hand, own Air Strikes left; the other seat's mirrored on the far edge.
    const sides: { seat: Seat; deckX: number; airX: number; z: number; dir: 1 | -1 }[] = [
      { seat: v, deckX: layout.rightX, airX: layout.leftX, z: layout.handZ, dir: 1 },
      { seat: far, deckX: layout.leftX, airX: layout.rightX, z: layout.oppHandZ, dir: -1 },
    ];
    for (const s of sides) {
      const turn = s.seat === v ? 0 : Math.PI;
      const deck = Math.min(input.deckSizes[s.seat], 24);
      for (let i = 0; i < deck; i++) {
        const m = this.card(
          `back:${s.seat}`,
          `back:${s.seat}`,
          s.deckX,
          CARD_T / 2 + i * CARD_T,
          s.z,
          turn,
        );
        if (i === deck - 1) m.name = `deck-${s.seat}`;
        this.group.add(m);
      }
      this.label(input.labels.deck[s.seat], s.deckX, s.z + s.dir * lz);
      const lostX = s.deckX + Math.sign(s.deckX) * (CARD + 0.4);
      if (input.discards[s.seat] > 0) {
        for (let i = 0; i < Math.min(input.discards[s.seat], 12); i++)
          this.group.add(
            this.card(
              `back:${s.seat}`,
              `back:${s.seat}`,
              lostX,
              CARD_T / 2 + i * CARD_T,
              s.z,
              turn + 0.25,
            ),
          );
        this.label(input.labels.lost[s.seat], lostX, s.z + s.dir * lz, 0.6);
      }
      const air = input.airStrikes[s.seat];
      const mine = s.seat === v;
      for (let i = 0; i < air; i++) {
        const m = this.card(
          `air:${s.seat}`,
          `back:${s.seat}`,
          s.airX - i * 0.5 * Math.sign(s.airX),
          CARD_T / 2 + i * CARD_T,
          s.z,
          turn,
        );
        if (mine && input.canStrike && i === air - 1) this.pickable(m, 'air', { pick: 'air' });
        this.group.add(m);
      }
      if (mine && input.canStrike)
        this.group.add(
          this.patch(
            s.airX - (air - 1) * 0.25 * Math.sign(s.airX),
            s.z,
            CARD + 0.6 + (air - 1) * 0.5,
            CARD + 0.6,
            input.strikeArmed ? '#ff7a1a' : '#ffd54a',
            0.7,
          ),
        );
      this.label(input.labels.air[s.seat], s.airX, s.z + s.dir * lz);
    }
  }

  /** Redraws only what follows the pointer: a supply chain and a card's explained patterns. */
  drawOverlay(input: OverlayInput): void {
    this.clearGroup(this.overlay);
    const v = input.viewer;
    const chain = input.chain;
    if (chain && chain.length > 0) {
      for (let i = 1; i < chain.length; i++) {
        const a = chain[i - 1] as Pos;
        const b = chain[i] as Pos;
        this.overlay.add(this.bar(a, b, v, ICON_COLOURS.supply, 0.28, 0.09));
      }
      chain.forEach((p, i) => {
        const dot = this.patch(cellX(p, v), cellZ(p, v), 0.6, 0.6, ICON_COLOURS.supply, 1, 0.1);
        // Named ends, so tests and tutorials can find the drawn chain.
        dot.name = i === chain.length - 1 ? 'chain-end' : i === 0 ? 'chain-start' : '';
        this.overlay.add(dot);
      });
      this.overlay.name = `chain-${chain.map(key).join(';')}`;
    } else this.overlay.name = 'hill218-overlay';
    const pat = input.patterns;
    if (pat) {
      // Nested squares so a cell in two or three patterns shows all of them.
      const kinds = [
        ['supply', pat.supply, 0.96, 0.45],
        ['attack', pat.attack, 0.64, 0.8],
        ['support', pat.support, 0.32, 0.95],
      ] as const;
      for (const [kind, cells, size, opacity] of kinds)
        for (const p of cells)
          this.overlay.add(
            this.patch(
              cellX(p, v),
              cellZ(p, v),
              CARD * size,
              CARD * size,
              ICON_COLOURS[kind],
              opacity,
              0.09 - size * 0.01,
            ),
          );
    }
  }

  /** Screen-independent anchor of a named object (for tests and tutorials). */
  anchorOf(name: string): THREE.Vector3 | null {
    const o = this.aliases.get(name) ?? this.group.getObjectByName(name);
    return o ? o.getWorldPosition(new THREE.Vector3()) : null;
  }

  dispose(): void {
    this.clear();
    this.textures.dispose();
    for (const m of this.faces.values()) m.dispose();
    this.faces.clear();
    this.flat.dispose();
    this.cardGeometry.dispose();
    this.plane.dispose();
    this.box.dispose();
    this.frameGeometry.dispose();
    this.edge.dispose();
    this.group.removeFromParent();
  }
}
