/**
 * What the Disc Wars scene draws on and round the discs beside the pieces themselves: the A marker
 * of an activated disc, the counters a disc carries (this round's damage, one chit per wound),
 * the highlight ring of a marked disc, an archer's range ring, and the measuring tape with its
 * reading. Labels turn to read from the facing seat's edge; named points (`damage-<id>`,
 * `wounds-<id>`) go into the scene's anchors for tests. Geometries and materials come from the
 * scene's kit; the tape's line and the labels are this module's to free.
 */
import * as THREE from 'three';
import { LabelCache } from '../canvas-text.ts';
import type { WarmSample } from '../warm-up.ts';
import type { MeshKit } from './kit.ts';

export type Mark =
  'activatable' | 'selected' | 'target' | 'archer' | 'measure' | 'moving' | 'choice';

const MARK_COLOURS: Record<Mark, string> = {
  activatable: '#e8c547',
  selected: '#ffffff',
  target: '#ff4a3a',
  archer: '#ffa040',
  measure: '#40e0ff',
  moving: '#7dff6a',
  choice: '#ff7ae0',
};

const ACTIVATED = { background: '#222222', colour: '#ffd84a', bold: true } as const;

export class DiscMarks {
  private readonly labels = new LabelCache();
  private readonly lines: THREE.BufferGeometry[] = [];
  private facing: 0 | 1 = 0;

  constructor(
    private readonly kit: MeshKit,
    private readonly group: THREE.Group,
    private readonly anchors: Map<string, THREE.Vector3>,
  ) {}

  /** A new draw, seen from `facing`'s edge: the last draw's tape line is freed. */
  reset(facing: 0 | 1): void {
    this.facing = facing;
    for (const g of this.lines) g.dispose();
    this.lines.length = 0;
  }

  /** A label turned to read from the facing seat's edge. */
  private label(text: string, height: number, style: Parameters<LabelCache['get']>[2]): THREE.Mesh {
    const m = this.labels.get(text, height, style);
    if (this.facing === 1) m.rotation.z = Math.PI;
    return m;
  }

  /** The activation's A label (kept in the label cache), to ready before a first activation. */
  sample(): WarmSample {
    return { object: this.labels.get('A', 0.5, ACTIVATED) };
  }

  /** The A of an activated disc, by its far rim (`top`: its top centre, `r`: its radius). */
  activated(top: THREE.Vector3, r: number): void {
    const a = this.label('A', 0.5, ACTIVATED);
    a.position.set(top.x + r * 0.7, top.y + 0.03, top.z - r * 0.7);
    this.group.add(a);
  }

  /**
   * The counters a disc carries, lying on it: this round's damage (a red chit with the number) by
   * its left rim and one dark chit per wound along its near rim (the face prints the empty track).
   */
  counters(id: string, top: THREE.Vector3, r: number, damage: number, wounds: number): void {
    const side = this.facing === 1 ? -1 : 1;
    if (damage > 0) {
      const c = this.label(String(damage), 0.5, {
        background: '#c0261c',
        colour: '#ffffff',
        bold: true,
      });
      c.position.set(top.x - side * r * 0.72, top.y + 0.03, top.z - side * r * 0.62);
      c.renderOrder = 1;
      this.group.add(c);
      this.anchors.set(`damage-${id}`, c.position);
    }
    for (let i = 0; i < wounds; i++) {
      const w = this.label('W', 0.42, { background: '#2b0707', colour: '#ff8a7a', bold: true });
      w.position.set(
        top.x + side * (i - (wounds - 1) / 2) * 0.5,
        top.y + 0.03,
        top.z + side * r * 0.72,
      );
      w.renderOrder = 1;
      this.group.add(w);
      if (i === 0) this.anchors.set(`wounds-${id}`, w.position);
    }
  }

  /** The highlight ring round a marked disc. */
  mark(top: THREE.Vector3, r: number, mark: Mark): void {
    this.group.add(this.ringAt(top, r + 0.08, r + 0.28, MARK_COLOURS[mark]));
  }

  /** An archer's range ring on the felt, `r` from the disc's centre. */
  rangeRing(centre: THREE.Vector3, r: number): void {
    this.group.add(this.ringAt(centre, r - 0.06, r + 0.06, '#ffa040'));
  }

  /** The measuring tape between two disc tops, with its reading at the middle. */
  tape(a: THREE.Vector3, b: THREE.Vector3, text: string): void {
    const geo = new THREE.BufferGeometry().setFromPoints([
      a.clone().setY(a.y + 0.1),
      b.clone().setY(b.y + 0.1),
    ]);
    this.lines.push(geo);
    const line = new THREE.Line(
      geo,
      this.kit.material(
        'tape',
        () => new THREE.LineBasicMaterial({ color: '#40e0ff', depthTest: false }),
      ),
    );
    line.renderOrder = 2;
    this.group.add(line);
    const label = this.label(text, 0.8, { background: '#10303a', bold: true });
    label.position.copy(a).add(b).multiplyScalar(0.5);
    label.position.y += 0.3;
    // Drawn over rocks and discs: the reading must stay visible wherever the tape runs.
    (label.material as THREE.Material).depthTest = false;
    label.renderOrder = 3;
    this.group.add(label);
  }

  private ringAt(centre: THREE.Vector3, inner: number, outer: number, colour: string): THREE.Mesh {
    const m = new THREE.Mesh(
      this.kit.geometry(
        `ring|${inner.toFixed(3)}|${outer.toFixed(3)}`,
        () => new THREE.RingGeometry(inner, outer, 64),
      ),
      this.kit.material(
        `ring|${colour}`,
        () =>
          new THREE.MeshBasicMaterial({
            color: colour,
            transparent: true,
            opacity: 0.85,
            side: THREE.DoubleSide,
            forceSinglePass: true,
            depthWrite: false,
          }),
      ),
    );
    m.rotation.x = -Math.PI / 2;
    m.position.copy(centre);
    m.position.y += 0.02;
    return m;
  }

  dispose(): void {
    for (const g of this.lines) g.dispose();
    this.labels.dispose();
  }
}
