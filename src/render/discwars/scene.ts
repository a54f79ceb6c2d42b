/**
 * The Disc Wars table in three.js: every piece of the physics' table state drawn where the physics
 * left it (creature discs with our canvas faces, land discs, rocks, missile counters), A markers,
 * highlight rings, the ghosts of a moving disc's flips, the measuring tape and an archer's range
 * ring, and the counters a disc carries (damage this round, wounds) — those marks on and round
 * the discs are drawn by `disc-marks.ts`. It decides no rule: the controller says what to
 * highlight. Geometries, materials and textures are cached by shape and
 * freed together in `dispose`, so a redraw uploads nothing new. Pieces are kept by id so an
 * animation can move them (`objectOf`, `setPose`), and a hit disc can flash (`flash`).
 *
 * Physics inches (x, y, z up, corner at the origin) map to the scene as (x − w/2, z, −(y − d/2)):
 * the felt is the y = 0 plane, the table is centred, and seat 0's edge (y = 0) faces the camera.
 */
import * as THREE from 'three';
import { litMaterial } from '../lit-material.ts';
import type { DiscType, DiscWarsView, Vec3 } from '../../games/discwars/index.ts';
import type { PiecePose } from '../../games/discwars/physics-port.ts';
import type { Animation } from '../scene-host.ts';
import { DiscMarks, type Mark } from './disc-marks.ts';
import type { WarmSample } from '../warm-up.ts';
import { FaceCache, OWNER_COLOURS } from './faces.ts';
import { MeshKit, flashDiscs } from './kit.ts';
import { pinMark, pinsOf } from './pin-marks.ts';

const DISC_T = 0.08;
const COUNTER_T = 0.04;
/** The spare disc the missile counters are dropped from (the physics' carrier, 2.5 in). */
export const CARRIER_DIAMETER = 2.5;
/** Physics frame → scene frame: −90° about x. */
const R = new THREE.Quaternion().setFromAxisAngle(new THREE.Vector3(1, 0, 0), -Math.PI / 2);
const R_INV = R.clone().invert();

export type Pick = { pick: 'disc'; id: string } | { pick: 'ghost'; direction: number };
export type { Mark };

export interface Ghost {
  readonly direction: number;
  /** Landing centre, inches. */
  readonly x: number;
  readonly y: number;
  readonly diameter: number;
}

export interface SceneInput {
  readonly view: DiscWarsView | null;
  readonly marks: ReadonlyMap<string, Mark>;
  readonly ghosts: readonly Ghost[];
  readonly tape: { readonly a: string; readonly b: string; readonly label: string } | null;
  /** Edge-to-edge range ring round a disc (inches). */
  readonly ring: { readonly id: string; readonly range: number } | null;
  /** Pieces only, no markers or counters on discs (while a flip or drop is animated). */
  readonly bare?: boolean;
  /** The seat whose edge the camera looks from: labels are turned to read from there. */
  readonly facing?: 0 | 1;
  /** A disc type's name in the reader's language (printed on its face). */
  readonly typeName?: (t: DiscType) => string;
}

export class DiscWarsScene {
  readonly group = new THREE.Group();
  readonly pickables: THREE.Object3D[] = [];
  private readonly anchors = new Map<string, THREE.Vector3>();
  private readonly faces = new FaceCache();
  private readonly kit = new MeshKit();
  private readonly marks = new DiscMarks(this.kit, this.group, this.anchors);
  private readonly ghostMeshes: THREE.Mesh[] = [];
  /** Every drawn piece by id (creature discs are groups of body and faces). */
  private readonly pieces = new Map<string, THREE.Object3D>();
  private width = 36;
  private depth = 36;

  /** Scene point of a physics point. */
  toScene(v: Vec3, out = new THREE.Vector3()): THREE.Vector3 {
    return out.set(v.x - this.width / 2, v.z, -(v.y - this.depth / 2));
  }

  private placeOn(obj: THREE.Object3D, p: PiecePose): void {
    this.toScene(p.position, obj.position);
    const q = p.orientation;
    obj.quaternion.set(q.x, q.y, q.z, q.w).premultiply(R).multiply(R_INV);
  }

  draw(input: SceneInput): void {
    this.group.clear();
    this.pickables.length = 0;
    this.anchors.clear();
    this.pieces.clear();
    const facing = input.facing ?? 0;
    this.marks.reset(facing);
    const bare = input.bare ?? false;
    this.ghostMeshes.length = 0;
    const v = input.view;
    if (!v) return;
    this.width = v.table.width;
    this.depth = v.table.depth;
    const discs = new Map(v.discs.map((d) => [d.id, d]));
    for (const p of v.table.pieces) {
      if (p.kind === 'land') {
        const m = new THREE.Mesh(this.kit.cylinder(p.diameter, DISC_T), this.kit.plain('#8a7a4e'));
        this.placeOn(m, p);
        this.group.add(m);
        this.pieces.set(p.id, m);
      } else if (p.kind === 'terrain') {
        const h = p.height ?? 1;
        const m = new THREE.Mesh(
          this.kit.geometry(
            `rock|${p.diameter}|${h}`,
            () => new THREE.CylinderGeometry(p.diameter * 0.42, p.diameter / 2, h, 9),
          ),
          this.kit.plain('#77716a'),
        );
        this.placeOn(m, p);
        this.group.add(m);
      } else if (p.kind === 'counter') {
        const c = this.addCounter(p.id, p.diameter);
        this.placeOn(c, p);
      } else {
        const d = discs.get(p.id);
        const t = d ? v.types[d.type] : undefined;
        const disc = new THREE.Group();
        this.placeOn(disc, p);
        const side = this.kit.plain(d ? OWNER_COLOURS[d.owner] : '#8050a0');
        const body = new THREE.Mesh(this.kit.cylinder(p.diameter, DISC_T), side);
        body.userData.pick = { pick: 'disc', id: p.id } satisfies Pick;
        disc.add(body);
        this.pickables.push(body);
        if (d && t) {
          const name = input.typeName?.(t) ?? t.name;
          const faceMat = this.kit.material(`face|${t.id}|${name}|${d.owner}`, () =>
            litMaterial({
              map: this.faces.get(name === t.name ? t : { ...t, name }, d.owner),
              roughness: 0.8,
            }),
          );
          const circle = this.kit.geometry(
            `face|${p.diameter}`,
            () => new THREE.CircleGeometry(p.diameter / 2, 48),
          );
          for (const up of [1, -1]) {
            const face = new THREE.Mesh(circle, faceMat);
            face.rotation.x = -up * (Math.PI / 2);
            // A round face may turn freely: it reads from the viewing seat's edge.
            face.rotation.z = (up < 0 ? Math.PI : 0) + (facing === 1 ? Math.PI : 0);
            face.position.y = up * (DISC_T / 2 + 0.002);
            face.userData.pick = { pick: 'disc', id: p.id } satisfies Pick;
            this.pickables.push(face);
            disc.add(face);
          }
        }
        this.group.add(disc);
        this.pieces.set(p.id, disc);
        const top = disc.position.clone();
        top.y += DISC_T;
        this.anchors.set(`disc-${p.id}`, top);
        if (bare) continue;
        if (d?.activated) this.marks.activated(top, p.diameter / 2);
        if (d) this.marks.counters(p.id, top, p.diameter / 2, d.damage, d.wounds);
        const mark = input.marks.get(p.id);
        if (mark) this.marks.mark(top, p.diameter / 2, mark);
      }
    }
    if (!bare) this.pinMarks(v);
    input.ghosts.forEach((g, i) => {
      const m = new THREE.Mesh(
        this.kit.cylinder(g.diameter, DISC_T),
        this.kit.plain('#b8ffb0', 0.45),
      );
      this.toScene({ x: g.x, y: g.y, z: DISC_T / 2 + 0.01 }, m.position);
      m.userData.pick = { pick: 'ghost', direction: g.direction } satisfies Pick;
      this.pickables.push(m);
      this.ghostMeshes.push(m);
      this.group.add(m);
      const top = m.position.clone();
      top.y += DISC_T;
      this.anchors.set(`ghost-${i}`, top);
    });
    if (input.ring) {
      const p = v.table.pieces.find((x) => x.id === input.ring?.id);
      if (p) {
        const c = this.toScene(p.position);
        c.y = 0.02;
        const r = p.diameter / 2 + input.ring.range;
        this.marks.rangeRing(c, r);
      }
    }
    if (input.tape) {
      const a = this.anchors.get(`disc-${input.tape.a}`);
      const b = this.anchors.get(`disc-${input.tape.b}`);
      if (a && b) this.marks.tape(a, b, input.tape.label);
    }
  }

  /** A pin mark round every pinned disc (anchors `pin-<id>`). */
  private pinMarks(v: DiscWarsView): void {
    for (const [id, pinners] of pinsOf(v)) {
      const top = this.anchors.get(`disc-${id}`);
      const p = v.table.pieces.find((x) => x.id === id);
      if (!top || !p) continue;
      const tops = pinners.flatMap((x) => this.anchors.get(`disc-${x}`) ?? []);
      for (const o of pinMark(this.kit, top, p.diameter / 2, tops)) this.group.add(o);
      this.anchors.set(`pin-${id}`, top);
    }
  }

  /** A missile counter mesh under the group, kept by id (also one a drop shows leaving the table). */
  addCounter(id: string, side: number): THREE.Mesh {
    const m = new THREE.Mesh(
      this.kit.geometry(`counter|${side}`, () => new THREE.BoxGeometry(side, COUNTER_T, side)),
      this.kit.plain('#d23b2a'),
    );
    this.group.add(m);
    this.pieces.set(id, m);
    this.anchors.set(`counter-${id}`, m.position);
    return m;
  }

  /** The carrier disc of a drop: a plain spare disc, drawn only while a drop is shown. */
  addCarrier(id: string): THREE.Mesh {
    const m = new THREE.Mesh(
      this.kit.cylinder(CARRIER_DIAMETER, DISC_T),
      this.kit.plain('#c9b68a'),
    );
    this.group.add(m);
    this.pieces.set(id, m);
    this.anchors.set('carrier', m.position);
    return m;
  }

  /** The drawn object of a piece, or undefined. */
  objectOf(id: string): THREE.Object3D | undefined {
    return this.pieces.get(id);
  }

  /** Moves an object to a physics pose given as x, y, z, qx, qy, qz, qw (allocates nothing). */
  setPose(obj: THREE.Object3D, p: Float64Array): void {
    obj.position.set(
      (p[0] as number) - this.width / 2,
      p[2] as number,
      -((p[1] as number) - this.depth / 2),
    );
    obj.quaternion
      .set(p[3] as number, p[4] as number, p[5] as number, p[6] as number)
      .premultiply(R)
      .multiply(R_INV);
  }

  /**
   * Counter removal shown: the given counters (drawn where they fell) rest a moment, then rise
   * and shrink away; returns the host animation, or null when none of them is drawn.
   */
  liftAway(ids: readonly string[], restS = 0.5, liftS = 0.5): Animation | null {
    const objs = ids.flatMap((id) => {
      const o = this.pieces.get(id);
      return o ? [{ o, y: o.position.y }] : [];
    });
    if (objs.length === 0) return null;
    return (t) => {
      const k = Math.min(1, Math.max(0, (t - restS) / liftS));
      for (const { o, y } of objs) {
        o.position.y = y + k * 1.5;
        o.scale.setScalar(Math.max(0.001, 1 - k));
      }
      return k < 1;
    };
  }

  /** A short emissive pulse on the given discs (a hit); returns the host animation, or null. */
  flash(ids: readonly string[]): Animation | null {
    return flashDiscs(
      this.kit,
      ids.map((id) => this.pieces.get(id)),
    );
  }

  /** Marks drawn only later, to ready ahead (see `SceneHost.warmSoon`). */
  samples(): WarmSample[] {
    return [this.marks.sample()];
  }

  /** Aiming: the ghost under the pointer is drawn solid; returns whether anything changed. */
  hoverGhost(direction: number | null): boolean {
    let changed = false;
    const idle = this.kit.plain('#b8ffb0', 0.45);
    const hot = this.kit.plain('#5cff4a', 0.9);
    for (const m of this.ghostMeshes) {
      const want =
        (m.userData.pick as Pick).pick === 'ghost' &&
        (m.userData.pick as { direction: number }).direction === direction
          ? hot
          : idle;
      if (m.material !== want) {
        m.material = want;
        m.renderOrder = want === hot ? 1 : 0;
        changed = true;
      }
    }
    return changed;
  }

  /** Scene point of a named object (`disc-a1`, `ghost-3`), for tests. */
  anchorOf(name: string): THREE.Vector3 | null {
    return this.anchors.get(name) ?? null;
  }

  dispose(): void {
    this.group.removeFromParent();
    this.group.clear();
    this.kit.dispose();
    this.marks.dispose();
    this.faces.dispose();
  }
}
