/**
 * The free ruler drawn over the Disc Wars table: the measured segment (from a disc's rim, or from
 * a point) with a dot at each end, a thin ring round each disc it measures from, and the reading
 * in inches at its middle. Drawn without depth test and after the table, so discs and rocks never
 * hide it. It keeps its own group and anchors (`ruler-a`, `ruler-b`, `ruler-label`), outside the
 * scene's redraws; everything it made is freed on the next draw or in `dispose`.
 */
import * as THREE from 'three';
import type { Vec3 } from '../../games/discwars/index.ts';
import { LabelCache } from '../canvas-text.ts';
import { TableOverlay } from './table-overlay.ts';

const COLOUR = '#40e0ff';
const ORDER = 60;

export interface RulerDrawing {
  /** Ends of the measured segment, table inches (z: the height it is drawn at). */
  readonly from: Vec3;
  readonly to: Vec3;
  /** Discs measured from, edge to edge: centre (z at their top) and radius. */
  readonly discs: readonly { readonly centre: Vec3; readonly r: number }[];
  readonly label: string;
  /** The seat whose edge the camera looks from (the label reads from there). */
  readonly facing: 0 | 1;
}

export class RulerOverlay extends TableOverlay {
  private readonly labels = new LabelCache();
  private readonly line = new THREE.LineBasicMaterial({
    color: COLOUR,
    depthTest: false,
    transparent: true,
  });
  private readonly fill = new THREE.MeshBasicMaterial({
    color: COLOUR,
    depthTest: false,
    depthWrite: false,
    transparent: true,
    side: THREE.DoubleSide,
    forceSinglePass: true,
  });

  private flat(geo: THREE.BufferGeometry, at: THREE.Vector3): void {
    const m = new THREE.Mesh(this.geo(geo), this.fill);
    m.rotation.x = -Math.PI / 2;
    m.position.copy(at);
    m.renderOrder = ORDER;
    this.group.add(m);
  }

  draw(d: RulerDrawing): void {
    this.clear();
    const a = this.toScene(d.from);
    const b = this.toScene(d.to);
    const geo = new THREE.BufferGeometry().setFromPoints([a, b]);
    const seg = new THREE.Line(this.geo(geo), this.line);
    seg.renderOrder = ORDER;
    this.group.add(seg);
    this.flat(new THREE.CircleGeometry(0.14, 16), a);
    this.flat(new THREE.CircleGeometry(0.14, 16), b);
    for (const disc of d.discs)
      this.flat(
        new THREE.RingGeometry(disc.r - 0.03, disc.r + 0.05, 64),
        this.toScene(disc.centre),
      );
    const label = this.labels.get(d.label, 0.8, { background: '#10303a', bold: true });
    if (d.facing === 1) label.rotation.z = Math.PI;
    label.position.copy(a).add(b).multiplyScalar(0.5);
    label.position.y += 0.4;
    (label.material as THREE.Material).depthTest = false;
    label.renderOrder = ORDER + 1;
    this.group.add(label);
    this.anchors.set('ruler-a', a);
    this.anchors.set('ruler-b', b);
    this.anchors.set('ruler-label', label.position);
  }

  override dispose(): void {
    super.dispose();
    this.labels.dispose();
    this.line.dispose();
    this.fill.dispose();
  }
}
