/**
 * The Hill 218 table in three.js: the Hill, both HQs, the grid of unit cards (each turned toward
 * its owner's forward), the hands and piles on the edges (`piles.ts`), and the highlights the
 * controller asks for (legal cells, attack targets with their supporters, Air Strike targets). A
 * separate overlay holds what follows the pointer: the supply chain behind a hovered cell and the
 * explain patterns of a card. It draws one seat's view and decides no rule. Geometries and
 * materials that every redraw needs live in the kit (`kit.ts`), made once; per-draw labels and grid
 * lines are freed on redraw.
 */
import * as THREE from 'three';
import type { Pos, Seat } from '../../games/hill218/index.ts';
import { tableLabel } from '../canvas-text.ts';
import { disposeObject } from '../dispose.ts';
import { ICON_COLOURS, OWNER_COLOURS } from './card-faces.ts';
import { Hill218Kit } from './kit.ts';
import {
  battlefieldBox,
  CARD,
  CARD_T,
  cardTurn,
  cellX,
  cellZ,
  MARGIN_CELLS,
  PITCH,
  sideLayout,
  type Box,
  type SideLayout,
} from './layout.ts';
import { drawHands, drawPiles, type SceneSink } from './piles.ts';
import type { OverlayInput, Pick, SceneInput } from './scene-input.ts';

export type { OverlayInput, Pick, SceneInput } from './scene-input.ts';

const key = (p: Pos): string => `${p.x},${p.y}`;

export class Hill218Scene {
  readonly group = new THREE.Group();
  /** Meshes that answer clicks, each with a `Pick` in `userData.pick`. */
  readonly pickables: THREE.Object3D[] = [];
  /** Where everything lies after the last draw (the controller fits the camera and felt to it). */
  layout: SideLayout | null = null;
  private readonly overlay = new THREE.Group();
  private readonly kit = new Hill218Kit();
  private readonly aliases = new Map<string, THREE.Object3D>();
  private readonly sink: SceneSink = {
    add: (...o) => void this.group.add(...o),
    pickable: (o, name, pick) => this.pickable(o, name, pick),
    alias: (name, o) => {
      if (!this.aliases.has(name)) this.aliases.set(name, o);
    },
  };

  constructor() {
    this.group.name = 'hill218';
    this.overlay.name = 'hill218-overlay';
  }

  private clearGroup(g: THREE.Group): void {
    for (const child of [...g.children]) {
      if (child === this.overlay) continue;
      g.remove(child);
      if (!this.kit.release(child)) disposeObject(child);
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
    const kit = this.kit;
    kit.useFaces(input.faces);
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
    const hill = kit.card('hill', 'hill', 0, CARD_T / 2, 0, 0);
    hill.name = 'hill';
    this.group.add(hill);
    hqs.forEach((hq, seat) => {
      const x = cellX(hq, v);
      const z = cellZ(hq, v);
      this.group.add(kit.frame(x, z, OWNER_COLOURS[seat as Seat], 0.006));
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
      const m = kit.card(`unit:${c.unit}:${c.owner}`, `back:${c.owner}`, x, CARD_T / 2, z, 0);
      m.rotation.y = cardTurn(c.owner, v);
      this.pickable(m, `unit-${key(c)}`, { pick: 'unit', at: { x: c.x, y: c.y } });
      this.group.add(m);
      if (input.attacker && input.attacker.x === c.x && input.attacker.y === c.y)
        this.group.add(kit.frame(x, z, '#ff9f1c', 0.04));
      const t = targets.get(key(c));
      if (t) {
        const p = kit.patch(x, z, CARD, CARD, ICON_COLOURS.attack, 0.35, CARD_T + 0.01);
        this.pickable(p, `target-${key(c)}`, { pick: 'target', at: { x: c.x, y: c.y } });
        this.group.add(p, kit.frame(x, z, ICON_COLOURS.attack, 0.04));
        if (t.supporter) {
          const sx = cellX(t.supporter, v);
          const sz = cellZ(t.supporter, v);
          const ring = kit.frame(sx, sz, ICON_COLOURS.support, 0.04);
          ring.name = `supporter-${key(t.supporter)}`;
          this.group.add(ring, kit.bar(t.supporter, c, v, ICON_COLOURS.support, 0.14, 0.07));
        }
      }
      if (strikes.has(key(c))) {
        const p = kit.patch(x, z, CARD, CARD, '#ff7a1a', 0.4, CARD_T + 0.01);
        this.pickable(p, `strike-${key(c)}`, { pick: 'strike', at: { x: c.x, y: c.y } });
        this.group.add(p, kit.frame(x, z, '#ff7a1a', 0.04));
      }
    }

    // Every other empty cell of the battlefield answers a click too (invisible, under the lit ones).
    const lit = new Set(input.legalCells.map(key));
    const taken = new Set(input.cells.map(key));
    const xs = fieldCells.map((c) => c.x);
    const ys = fieldCells.map((c) => c.y);
    const hidden = kit.colour('#000000', 0);
    for (let x = Math.min(...xs) - MARGIN_CELLS; x <= Math.max(...xs) + MARGIN_CELLS; x++)
      for (let y = Math.min(...ys) - MARGIN_CELLS; y <= Math.max(...ys) + MARGIN_CELLS; y++) {
        const at = { x, y };
        if (lit.has(key(at)) || taken.has(key(at))) continue;
        const p = kit.planeMesh(hidden);
        p.rotation.x = -Math.PI / 2;
        p.scale.set(CARD, CARD, 1);
        p.position.set(cellX(at, v), 0.001, cellZ(at, v));
        this.pickable(p, `empty-${key(at)}`, { pick: 'empty', at });
        this.group.add(p);
      }

    (input.lastMoves ?? []).forEach((at, k) => {
      const ring = kit.frame(cellX(at, v), cellZ(at, v), '#4fc3f7', 0.05, 1.06);
      ring.name = k === 0 ? 'last-move' : `last-move-${k}`;
      this.group.add(ring);
    });

    for (const at of input.legalCells) {
      const p = kit.patch(cellX(at, v), cellZ(at, v), CARD, CARD, '#ffd54a', 0.42, 0.01);
      this.pickable(p, `cell-${key(at)}`, { pick: 'cell', at: { x: at.x, y: at.y } });
      this.group.add(p);
    }

    drawHands(kit, this.sink, input, layout, far);
    drawPiles(kit, this.sink, input, layout, v, far);
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

  /** Redraws only what follows the pointer: a supply chain and a card's explained patterns. */
  drawOverlay(input: OverlayInput): void {
    this.clearGroup(this.overlay);
    const kit = this.kit;
    const v = input.viewer;
    const chain = input.chain;
    if (chain && chain.length > 0) {
      for (let i = 1; i < chain.length; i++) {
        const a = chain[i - 1] as Pos;
        const b = chain[i] as Pos;
        this.overlay.add(kit.bar(a, b, v, ICON_COLOURS.supply, 0.28, 0.09));
      }
      chain.forEach((p, i) => {
        const dot = kit.patch(cellX(p, v), cellZ(p, v), 0.6, 0.6, ICON_COLOURS.supply, 1, 0.1);
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
            kit.patch(
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
    this.kit.dispose();
    this.group.removeFromParent();
  }
}
