/**
 * The Disc Wars table in three.js: every piece of the physics' table state drawn where the physics
 * left it (creature discs with our canvas faces, land discs, rocks, missile counters), A markers,
 * highlight rings, the ghosts of a moving disc's flips, the measuring tape and an archer's range
 * ring. It decides no rule: the controller says what to highlight. Geometries, materials and
 * textures are cached by shape and freed together in `dispose`, so a redraw uploads nothing new.
 *
 * Physics inches (x, y, z up, corner at the origin) map to the scene as (x − w/2, z, −(y − d/2)):
 * the felt is the y = 0 plane, the table is centred, and seat 0's edge (y = 0) faces the camera.
 */
import * as THREE from 'three';
import type { DiscWarsView, Vec3 } from '../../games/discwars/index.ts';
import type { PiecePose } from '../../games/discwars/physics-port.ts';
import { LabelCache } from '../canvas-text.ts';
import { FaceCache, OWNER_COLOURS } from './faces.ts';

const DISC_T = 0.08;
const COUNTER_T = 0.04;
/** Physics frame → scene frame: −90° about x. */
const R = new THREE.Quaternion().setFromAxisAngle(new THREE.Vector3(1, 0, 0), -Math.PI / 2);
const R_INV = R.clone().invert();

export type Pick = { pick: 'disc'; id: string } | { pick: 'ghost'; direction: number };
export type Mark =
  'activatable' | 'selected' | 'target' | 'archer' | 'measure' | 'moving' | 'choice';

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
}

const MARK_COLOURS: Record<Mark, string> = {
  activatable: '#e8c547',
  selected: '#ffffff',
  target: '#ff4a3a',
  archer: '#ffa040',
  measure: '#40e0ff',
  moving: '#7dff6a',
  choice: '#ff7ae0',
};

export class DiscWarsScene {
  readonly group = new THREE.Group();
  readonly pickables: THREE.Object3D[] = [];
  private readonly anchors = new Map<string, THREE.Vector3>();
  private readonly faces = new FaceCache();
  private readonly labels = new LabelCache();
  private readonly geometries = new Map<string, THREE.BufferGeometry>();
  private readonly materials = new Map<string, THREE.Material>();
  private readonly lines: THREE.BufferGeometry[] = [];
  private readonly ghostMeshes: THREE.Mesh[] = [];
  private width = 36;
  private depth = 36;

  /** Scene point of a physics point. */
  toScene(v: Vec3, out = new THREE.Vector3()): THREE.Vector3 {
    return out.set(v.x - this.width / 2, v.z, -(v.y - this.depth / 2));
  }

  private geometry(key: string, make: () => THREE.BufferGeometry): THREE.BufferGeometry {
    let g = this.geometries.get(key);
    if (!g) this.geometries.set(key, (g = make()));
    return g;
  }

  private material(key: string, make: () => THREE.Material): THREE.Material {
    let m = this.materials.get(key);
    if (!m) this.materials.set(key, (m = make()));
    return m;
  }

  private plain(colour: string, opacity = 1): THREE.Material {
    return this.material(`plain|${colour}|${opacity}`, () =>
      opacity < 1
        ? new THREE.MeshBasicMaterial({
            color: colour,
            transparent: true,
            opacity,
            depthWrite: false,
          })
        : new THREE.MeshStandardMaterial({ color: colour, roughness: 0.7 }),
    );
  }

  private cylinder(diameter: number, height: number): THREE.BufferGeometry {
    return this.geometry(
      `cyl|${diameter}|${height}`,
      () => new THREE.CylinderGeometry(diameter / 2, diameter / 2, height, 48),
    );
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
    this.ghostMeshes.length = 0;
    for (const g of this.lines) g.dispose();
    this.lines.length = 0;
    const v = input.view;
    if (!v) return;
    this.width = v.table.width;
    this.depth = v.table.depth;
    const discs = new Map(v.discs.map((d) => [d.id, d]));
    for (const p of v.table.pieces) {
      if (p.kind === 'land') {
        const m = new THREE.Mesh(this.cylinder(p.diameter, DISC_T), this.plain('#8a7a4e'));
        this.placeOn(m, p);
        this.group.add(m);
      } else if (p.kind === 'terrain') {
        const h = p.height ?? 1;
        const m = new THREE.Mesh(
          this.geometry(
            `rock|${p.diameter}|${h}`,
            () => new THREE.CylinderGeometry(p.diameter * 0.42, p.diameter / 2, h, 9),
          ),
          this.plain('#77716a'),
        );
        this.placeOn(m, p);
        this.group.add(m);
      } else if (p.kind === 'counter') {
        const m = new THREE.Mesh(
          this.geometry(
            `counter|${p.diameter}`,
            () => new THREE.BoxGeometry(p.diameter, COUNTER_T, p.diameter),
          ),
          this.plain('#d23b2a'),
        );
        this.placeOn(m, p);
        this.group.add(m);
      } else {
        const d = discs.get(p.id);
        const t = d ? v.types[d.type] : undefined;
        const disc = new THREE.Group();
        this.placeOn(disc, p);
        const side = this.plain(d ? OWNER_COLOURS[d.owner] : '#8050a0');
        const body = new THREE.Mesh(this.cylinder(p.diameter, DISC_T), side);
        body.userData.pick = { pick: 'disc', id: p.id } satisfies Pick;
        disc.add(body);
        this.pickables.push(body);
        if (d && t) {
          const key = `${t.id}|${d.owner}|${d.wounds}`;
          const faceMat = this.material(
            `face|${key}`,
            () =>
              new THREE.MeshStandardMaterial({
                map: this.faces.get(t, d.owner, d.wounds),
                roughness: 0.8,
              }),
          );
          const circle = this.geometry(
            `face|${p.diameter}`,
            () => new THREE.CircleGeometry(p.diameter / 2, 48),
          );
          for (const up of [1, -1]) {
            const face = new THREE.Mesh(circle, faceMat);
            face.rotation.x = -up * (Math.PI / 2);
            if (up < 0) face.rotation.z = Math.PI;
            face.position.y = up * (DISC_T / 2 + 0.002);
            face.userData.pick = { pick: 'disc', id: p.id } satisfies Pick;
            this.pickables.push(face);
            disc.add(face);
          }
        }
        this.group.add(disc);
        const top = disc.position.clone();
        top.y += DISC_T;
        this.anchors.set(`disc-${p.id}`, top);
        if (d?.activated) {
          const a = this.labels.get('A', 0.5, {
            background: '#222222',
            colour: '#ffd84a',
            bold: true,
          });
          a.position.set(
            top.x + (p.diameter / 2) * 0.7,
            top.y + 0.03,
            top.z - (p.diameter / 2) * 0.7,
          );
          this.group.add(a);
        }
        if (d && d.damage > 0) {
          const dm = this.labels.get(`-${d.damage}`, 0.45, { background: '#8a1010', bold: true });
          dm.position.set(
            top.x - (p.diameter / 2) * 0.7,
            top.y + 0.03,
            top.z - (p.diameter / 2) * 0.7,
          );
          this.group.add(dm);
        }
        const mark = input.marks.get(p.id);
        if (mark)
          this.group.add(
            this.ringAt(top, p.diameter / 2 + 0.08, p.diameter / 2 + 0.28, MARK_COLOURS[mark]),
          );
      }
    }
    input.ghosts.forEach((g, i) => {
      const m = new THREE.Mesh(this.cylinder(g.diameter, DISC_T), this.plain('#b8ffb0', 0.45));
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
        this.group.add(this.ringAt(c, r - 0.06, r + 0.06, '#ffa040'));
      }
    }
    if (input.tape) {
      const a = this.anchors.get(`disc-${input.tape.a}`);
      const b = this.anchors.get(`disc-${input.tape.b}`);
      if (a && b) {
        const geo = new THREE.BufferGeometry().setFromPoints([
          a.clone().setY(a.y + 0.1),
          b.clone().setY(b.y + 0.1),
        ]);
        this.lines.push(geo);
        const line = new THREE.Line(
          geo,
          this.material(
            'tape',
            () => new THREE.LineBasicMaterial({ color: '#40e0ff', depthTest: false }),
          ),
        );
        line.renderOrder = 2;
        this.group.add(line);
        const label = this.labels.get(input.tape.label, 0.8, { background: '#10303a', bold: true });
        label.position.copy(a).add(b).multiplyScalar(0.5);
        label.position.y += 0.3;
        // Drawn over rocks and discs: the reading must stay visible wherever the tape runs.
        (label.material as THREE.Material).depthTest = false;
        label.renderOrder = 3;
        this.group.add(label);
      }
    }
  }

  private ringAt(centre: THREE.Vector3, inner: number, outer: number, colour: string): THREE.Mesh {
    const m = new THREE.Mesh(
      this.geometry(
        `ring|${inner.toFixed(3)}|${outer.toFixed(3)}`,
        () => new THREE.RingGeometry(inner, outer, 64),
      ),
      this.material(
        `ring|${colour}`,
        () =>
          new THREE.MeshBasicMaterial({
            color: colour,
            transparent: true,
            opacity: 0.85,
            side: THREE.DoubleSide,
            depthWrite: false,
          }),
      ),
    );
    m.rotation.x = -Math.PI / 2;
    m.position.copy(centre);
    m.position.y += 0.02;
    return m;
  }

  /** Aiming: the ghost under the pointer is drawn solid; returns whether anything changed. */
  hoverGhost(direction: number | null): boolean {
    let changed = false;
    const idle = this.plain('#b8ffb0', 0.45);
    const hot = this.plain('#5cff4a', 0.9);
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
    for (const g of this.geometries.values()) g.dispose();
    for (const m of this.materials.values()) m.dispose();
    for (const g of this.lines) g.dispose();
    this.geometries.clear();
    this.materials.clear();
    this.faces.dispose();
    this.labels.dispose();
  }
}
