/**
 * The aim of a flip drawn over the Disc Wars table: an arrow from the moving disc's centre through
 * the pivot on its rim, the ideal landing outline one diameter on, and where the disc really comes
 * to rest (the engine's own flip) as a colour-coded disc — green open ground, red on an enemy
 * (attack), blue on a friend, grey refused. Everything is drawn without depth test and after the
 * table (high render order), so it is never hidden under other discs. It keeps its own group,
 * outside the scene's redraws, and its own anchors (`aim-pivot`, `aim-ideal`, `aim-rest`).
 */
import * as THREE from 'three';
import type { Vec3 } from '../../games/discwars/index.ts';
import { TableOverlay } from './table-overlay.ts';
import type { WarmSample } from '../warm-up.ts';

export type AimKind = 'open' | 'attack' | 'friend' | 'refused' | 'pending';

export const AIM_COLOURS: Record<AimKind, string> = {
  open: '#5cff4a',
  attack: '#ff4a3a',
  friend: '#4aa8ff',
  refused: '#9a9a9a',
  pending: '#ffffff',
};

export interface AimInput {
  /** The moving disc's centre (table inches) and diameter. */
  readonly centre: Vec3;
  readonly diameter: number;
  /** Radians counter-clockwise from +x. */
  readonly direction: number;
  readonly kind: AimKind;
  /** Where the disc really comes to rest; null while unknown or refused. */
  readonly rest: Vec3 | null;
  /**
   * A real hand: the likely landing zone around the ideal landing, semi-axes (inches) along and
   * across the flip, drawn instead of the rest point (`dexterity.ts`).
   */
  readonly zone?: { readonly along: number; readonly across: number } | null;
}

const ORDER = 50;

export class AimOverlay extends TableOverlay {
  constructor(toScene: (v: Vec3, out?: THREE.Vector3) => THREE.Vector3) {
    super(toScene);
    this.group.renderOrder = ORDER;
  }

  private mat(colour: string, opacity: number, line = false): THREE.Material {
    return this.material(`${colour}|${opacity}|${line}`, () => {
      const common = {
        color: colour,
        transparent: true,
        opacity,
        depthTest: false,
        depthWrite: false,
      };
      return line
        ? new THREE.LineBasicMaterial(common)
        : new THREE.MeshBasicMaterial({ ...common, side: THREE.DoubleSide, forceSinglePass: true });
    });
  }

  private add(obj: THREE.Object3D, order: number): void {
    obj.renderOrder = ORDER + order;
    this.group.add(obj);
  }

  private flat(
    geo: THREE.BufferGeometry,
    at: THREE.Vector3,
    colour: string,
    opacity: number,
    order: number,
  ): void {
    const m = new THREE.Mesh(this.geo(geo), this.mat(colour, opacity));
    m.rotation.x = -Math.PI / 2;
    m.position.copy(at);
    this.add(m, order);
  }

  /** Likely landing centres (filled) and how far the rim may then reach (outline). */
  private drawZone(
    at: THREE.Vector3,
    direction: number,
    r: number,
    zone: { along: number; across: number },
    colour: string,
  ): void {
    const ellipse = (a: number, b: number) =>
      new THREE.Shape().absellipse(0, 0, a, b, 0, 2 * Math.PI, false, direction);
    // Never smaller than a dot one can see, however careful the hand.
    const centres = ellipse(Math.max(0.08, zone.along), Math.max(0.08, zone.across));
    this.flat(new THREE.ShapeGeometry(centres, 48), at, colour, 0.55, 1);
    const reach = ellipse(r + zone.along, r + zone.across);
    const line = new THREE.BufferGeometry().setFromPoints(reach.getPoints(96));
    const outline = new THREE.LineLoop(this.geo(line), this.mat(colour, 1, true));
    outline.rotation.x = -Math.PI / 2;
    outline.position.copy(at);
    this.add(outline, 3);
    this.flat(
      new THREE.CircleGeometry(r + zone.along, 64)
        .scale(1, (r + zone.across) / (r + zone.along), 1)
        .rotateZ(direction),
      at,
      colour,
      0.18,
      0,
    );
    this.anchors.set('aim-zone', at);
  }

  /**
   * A sample aim with every kind of mark (arrow, outlines, filled zone and rest) to ready before
   * the first real aim (`warm-up.ts`), cleared once drawn. None while an aim is shown.
   */
  sample(): WarmSample[] {
    if (this.group.children.length > 0) return [];
    this.draw({
      centre: { x: 0, y: 0, z: 0 },
      diameter: 2,
      direction: 0,
      kind: 'open',
      rest: { x: 2, y: 0, z: 0 },
      zone: { along: 0.3, across: 0.2 },
    });
    return [{ object: this.group, done: () => this.clear() }];
  }

  draw(a: AimInput): void {
    this.clear();
    const r = a.diameter / 2;
    const ux = Math.cos(a.direction);
    const uy = Math.sin(a.direction);
    const top = a.centre.z + 0.1;
    const at = (x: number, y: number, z = top) => this.toScene({ x, y, z });
    const c = a.centre;
    const colour = AIM_COLOURS[a.kind];
    const pivot = at(c.x + ux * r, c.y + uy * r);
    const ideal = at(c.x + ux * a.diameter, c.y + uy * a.diameter);
    // The arrow: centre → a little past the ideal landing's centre, with a head.
    const tip = at(c.x + ux * (a.diameter + r * 0.6), c.y + uy * (a.diameter + r * 0.6));
    const side = (s: number) =>
      at(
        c.x + ux * (a.diameter + r * 0.25) - uy * r * 0.3 * s,
        c.y + uy * (a.diameter + r * 0.25) + ux * r * 0.3 * s,
      );
    const arrow = new THREE.BufferGeometry().setFromPoints([
      at(c.x, c.y),
      tip,
      side(1),
      tip,
      side(-1),
    ]);
    this.geo(arrow);
    this.add(new THREE.Line(arrow, this.mat('#ffffff', 0.95, true)), 3);
    // The pivot on the rim.
    this.flat(new THREE.CircleGeometry(Math.max(0.12, r * 0.12), 20), pivot, '#ffe14a', 1, 4);
    // The ideal landing outline.
    this.flat(new THREE.RingGeometry(r - 0.05, r + 0.05, 64), ideal, '#ffffff', 0.8, 2);
    this.anchors.set('aim-pivot', pivot);
    this.anchors.set('aim-ideal', ideal);
    if (a.zone) this.drawZone(ideal, a.direction, r, a.zone, colour);
    if (a.rest) {
      const rest = at(a.rest.x, a.rest.y, a.rest.z + 0.1);
      this.flat(new THREE.CircleGeometry(r, 64), rest, colour, 0.35, 0);
      this.flat(new THREE.RingGeometry(r - 0.12, r + 0.04, 64), rest, colour, 0.95, 1);
      this.anchors.set('aim-rest', rest);
    } else if (a.kind === 'refused') {
      // A cross over the ideal landing: this flip is refused.
      const k = r * 0.6;
      const cross = new THREE.BufferGeometry().setFromPoints([
        ideal.clone().add(new THREE.Vector3(-k, 0, -k)),
        ideal.clone().add(new THREE.Vector3(k, 0, k)),
        ideal.clone().add(new THREE.Vector3(-k, 0, k)),
        ideal.clone().add(new THREE.Vector3(k, 0, -k)),
      ]);
      this.geo(cross);
      this.add(new THREE.LineSegments(cross, this.mat(colour, 1, true)), 3);
    }
  }
}
