/**
 * The deployment step drawn over the Disc Wars table, in its own group outside the scene's
 * redraws: the deploying player's set-up area as a lit strip on the felt with an outline, the
 * disc being dragged as a translucent disc at the pointer (green where it may be placed, red
 * where it may not), and each army's reserves (reinforcements waiting to enter) as a pile of discs
 * beside the table at that army's end, with a label. Anchors: `setup-area`, `reserves-0`,
 * `reserves-1` (scene points the browser tests and the controller can project).
 */
import * as THREE from 'three';
import { litMaterial } from '../lit-material.ts';
import type { Vec3 } from '../../games/discwars/index.ts';
import { LabelCache } from '../canvas-text.ts';
import { OWNER_COLOURS } from './faces.ts';
import { TableOverlay } from './table-overlay.ts';

export interface SetupAreaInput {
  /** Table size (inches). */
  readonly width: number;
  readonly depth: number;
  /** The strip to light (inches), or null. */
  readonly area: {
    readonly x0: number;
    readonly x1: number;
    readonly y0: number;
    readonly y1: number;
  } | null;
  /** The disc being dragged: centre, diameter and whether it may be placed there. */
  readonly ghost: {
    readonly x: number;
    readonly y: number;
    readonly diameter: number;
    readonly ok: boolean;
  } | null;
  /** Each seat's reserves: their diameters (a pile beside the table) and the label. */
  readonly reserves: readonly {
    readonly seat: 0 | 1;
    readonly diameters: readonly number[];
    readonly label: string;
  }[];
  /** The seat the camera looks from (labels read from there). */
  readonly facing: 0 | 1;
}

const ORDER = 40;
const DISC_T = 0.08;

export class SetupAreaOverlay extends TableOverlay {
  private readonly labels = new LabelCache();

  constructor(toScene: (v: Vec3, out?: THREE.Vector3) => THREE.Vector3) {
    super(toScene);
    this.group.renderOrder = ORDER;
  }

  private mat(colour: string, opacity: number, line = false): THREE.Material {
    return this.material(`${colour}|${opacity}|${line}`, () => {
      const common = { color: colour, transparent: opacity < 1, opacity, depthWrite: false };
      return line
        ? new THREE.LineBasicMaterial({ ...common, depthTest: false })
        : opacity < 1
          ? new THREE.MeshBasicMaterial({
              ...common,
              side: THREE.DoubleSide,
              forceSinglePass: true,
              depthTest: false,
            })
          : litMaterial({ color: colour, roughness: 0.7 });
    });
  }

  draw(input: SetupAreaInput): void {
    this.clear();
    const a = input.area;
    if (a) {
      const w = a.x1 - a.x0;
      const d = a.y1 - a.y0;
      const centre = this.toScene({ x: (a.x0 + a.x1) / 2, y: (a.y0 + a.y1) / 2, z: 0.012 });
      const strip = new THREE.Mesh(
        this.geo(new THREE.PlaneGeometry(w, d)),
        this.mat('#ffe680', 0.16),
      );
      strip.rotation.x = -Math.PI / 2;
      strip.position.copy(centre);
      strip.renderOrder = ORDER;
      this.group.add(strip);
      const corners = [
        [a.x0, a.y0],
        [a.x1, a.y0],
        [a.x1, a.y1],
        [a.x0, a.y1],
        [a.x0, a.y0],
      ].map(([x, y]) => this.toScene({ x: x as number, y: y as number, z: 0.02 }));
      const outline = new THREE.Line(
        this.geo(new THREE.BufferGeometry().setFromPoints(corners)),
        this.mat('#ffd23a', 0.9, true),
      );
      outline.renderOrder = ORDER + 1;
      this.group.add(outline);
      this.anchors.set('setup-area', centre);
    }
    const g = input.ghost;
    if (g) {
      const colour = g.ok ? '#5cff4a' : '#ff4a3a';
      const disc = new THREE.Mesh(
        this.geo(new THREE.CylinderGeometry(g.diameter / 2, g.diameter / 2, DISC_T, 48)),
        this.mat(colour, 0.55),
      );
      this.toScene({ x: g.x, y: g.y, z: DISC_T / 2 + 0.02 }, disc.position);
      disc.renderOrder = ORDER + 2;
      this.group.add(disc);
    }
    for (const r of input.reserves) this.drawReserves(input, r);
  }

  /** A pile of the seat's reserve discs beside the table's left end at the seat's side. */
  private drawReserves(input: SetupAreaInput, r: SetupAreaInput['reserves'][number]): void {
    if (r.diameters.length === 0) return;
    const big = Math.max(...r.diameters);
    // Beside the left edge, a third of the way in from the army's own edge (well inside the view).
    const x = -big / 2 - 1.2;
    const y = r.seat === 0 ? input.depth * 0.3 : input.depth * 0.7;
    const base = this.toScene({ x, y, z: 0 });
    const side = this.mat(OWNER_COLOURS[r.seat], 1);
    r.diameters.forEach((dia, i) => {
      const m = new THREE.Mesh(
        this.geo(new THREE.CylinderGeometry(dia / 2, dia / 2, DISC_T, 40)),
        side,
      );
      m.position.set(base.x, DISC_T / 2 + i * (DISC_T + 0.01), base.z);
      this.group.add(m);
    });
    const label = this.labels.get(r.label, 0.9, {
      colour: '#ffffff',
      background: 'rgba(0,0,0,0.55)',
    });
    if (input.facing === 1) label.rotation.z = Math.PI;
    // Beyond the pile, towards the table's middle.
    const towards = r.seat === 0 ? 1 : -1;
    this.toScene({ x, y: y + towards * (big / 2 + 0.9), z: 0.05 }, label.position);
    label.renderOrder = ORDER + 3;
    this.group.add(label);
    this.anchors.set(`reserves-${r.seat}`, base.clone().setY(0.3));
  }

  override dispose(): void {
    super.dispose();
    this.labels.dispose();
  }
}
