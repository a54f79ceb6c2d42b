/**
 * What each overlay drawn over the Disc Wars table (aim, ruler, set-up area) shares: its own group
 * outside the scene's redraws, named anchors (scene points the controller and the browser tests
 * project), the geometries of the last drawing (freed when it is cleared) and materials kept by
 * key until the overlay is disposed.
 */
import * as THREE from 'three';
import type { Vec3 } from '../../games/discwars/index.ts';

export abstract class TableOverlay {
  readonly group = new THREE.Group();
  protected readonly anchors = new Map<string, THREE.Vector3>();
  private readonly geometries: THREE.BufferGeometry[] = [];
  private readonly materials = new Map<string, THREE.Material>();

  constructor(protected readonly toScene: (v: Vec3, out?: THREE.Vector3) => THREE.Vector3) {}

  /** Keeps `g` to be freed with this drawing. */
  protected geo<T extends THREE.BufferGeometry>(g: T): T {
    this.geometries.push(g);
    return g;
  }

  /** The material kept under `key`, made by `make` the first time. */
  protected material(key: string, make: () => THREE.Material): THREE.Material {
    let m = this.materials.get(key);
    if (!m) {
      m = make();
      this.materials.set(key, m);
    }
    return m;
  }

  /** Removes the drawing and frees its geometries. */
  clear(): void {
    this.group.clear();
    this.anchors.clear();
    for (const g of this.geometries) g.dispose();
    this.geometries.length = 0;
  }

  anchorOf(name: string): THREE.Vector3 | null {
    return this.anchors.get(name)?.clone() ?? null;
  }

  dispose(): void {
    this.clear();
    this.group.removeFromParent();
    for (const m of this.materials.values()) m.dispose();
    this.materials.clear();
  }
}
