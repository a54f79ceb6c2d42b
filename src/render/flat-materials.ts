/**
 * Unlit, flat-coloured materials for highlights and overlays, one per colour and opacity, shared
 * by every mesh that asks and freed together when the table closes.
 */
import * as THREE from 'three';

export class FlatMaterials {
  private readonly cache = new Map<string, THREE.MeshBasicMaterial>();

  constructor(private readonly side: THREE.Side = THREE.FrontSide) {}

  get(colour: string, opacity: number): THREE.MeshBasicMaterial {
    const key = `${colour}/${opacity}`;
    let m = this.cache.get(key);
    if (!m) {
      m = new THREE.MeshBasicMaterial({
        color: colour,
        transparent: opacity < 1,
        opacity,
        depthWrite: false,
        side: this.side,
        // Flat marks need no back-then-front passes: three.js draws a transparent double-sided
        // material twice and gives it its program again before each pass, every frame.
        forceSinglePass: true,
      });
      this.cache.set(key, m);
    }
    return m;
  }

  dispose(): void {
    for (const m of this.cache.values()) m.dispose();
    this.cache.clear();
  }
}
