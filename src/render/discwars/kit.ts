/**
 * The Disc Wars scene's shared GPU objects: geometries and materials cached by shape and colour
 * (a redraw creates none it has made before) and freed together; and the hit flash, which swaps a
 * disc's materials for glowing copies for a short pulse.
 */
import * as THREE from 'three';
import { isLit, litMaterial, type LitMaterial } from '../lit-material.ts';
import type { Animation } from '../scene-host.ts';

const FLASH_S = 0.7;

export class MeshKit {
  private readonly geometries = new Map<string, THREE.BufferGeometry>();
  private readonly materials = new Map<string, THREE.Material>();

  geometry(key: string, make: () => THREE.BufferGeometry): THREE.BufferGeometry {
    let g = this.geometries.get(key);
    if (!g) this.geometries.set(key, (g = make()));
    return g;
  }

  material(key: string, make: () => THREE.Material): THREE.Material {
    let m = this.materials.get(key);
    if (!m) this.materials.set(key, (m = make()));
    return m;
  }

  plain(colour: string, opacity = 1): THREE.Material {
    return this.material(`plain|${colour}|${opacity}`, () =>
      opacity < 1
        ? new THREE.MeshBasicMaterial({
            color: colour,
            transparent: true,
            opacity,
            depthWrite: false,
          })
        : litMaterial({ color: colour, roughness: 0.7 }),
    );
  }

  cylinder(diameter: number, height: number): THREE.BufferGeometry {
    return this.geometry(
      `cyl|${diameter}|${height}`,
      () => new THREE.CylinderGeometry(diameter / 2, diameter / 2, height, 48),
    );
  }

  dispose(): void {
    for (const g of this.geometries.values()) g.dispose();
    for (const m of this.materials.values()) m.dispose();
    this.geometries.clear();
    this.materials.clear();
  }
}

/**
 * A short emissive pulse on discs (groups of body and faces): their standard materials switch to
 * glowing copies (cached in the kit) for the pulse, then back. Null when there is nothing to flash.
 */
export function flashDiscs(
  kit: MeshKit,
  discs: readonly (THREE.Object3D | undefined)[],
): Animation | null {
  const swapped: { mesh: THREE.Mesh; was: THREE.Material }[] = [];
  const glowing = new Set<LitMaterial>();
  for (const disc of discs) {
    if (!(disc instanceof THREE.Group)) continue;
    for (const child of disc.children) {
      if (!(child instanceof THREE.Mesh)) continue;
      const was = child.material as THREE.Material;
      if (!isLit(was)) continue;
      const glow = kit.material(`flash|${was.uuid}`, () => {
        const g = was.clone();
        g.emissive.set('#ff4020');
        g.emissiveIntensity = 0;
        return g;
      }) as LitMaterial;
      glowing.add(glow);
      swapped.push({ mesh: child, was });
      child.material = glow;
    }
  }
  if (swapped.length === 0) return null;
  const mats = [...glowing];
  return (t) => {
    const k = Math.min(1, t / FLASH_S);
    const pulse = Math.sin(k * Math.PI * 2) ** 2 * 1.4;
    for (let i = 0; i < mats.length; i++) (mats[i] as LitMaterial).emissiveIntensity = pulse;
    if (k < 1) return true;
    for (const s of swapped) s.mesh.material = s.was;
    return false;
  };
}
