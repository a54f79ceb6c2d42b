/**
 * The material of every lit surface on the tables (felt, discs, cards, counters, hexes). On a GPU
 * it is three.js's physically based standard material; where WebGL is rasterised in software
 * (`software-gl.ts`) it is the Lambert material, diffuse light only: the surfaces are matte
 * (roughness 0.55–0.95), so the picture barely changes, and each pixel costs about half as much
 * to shade, which halved the median frame of a Disc Wars flip on the 2-core machine (33 → 17 ms,
 * `BENCH_WEB_ONLY=shows npm run bench web`, 7 December 2026).
 */
import * as THREE from 'three';
import { softwareWebGL } from './software-gl.ts';

export type LitMaterial = THREE.MeshStandardMaterial | THREE.MeshLambertMaterial;

export interface LitParams {
  readonly color?: THREE.ColorRepresentation;
  readonly map?: THREE.Texture | null;
  /** Only the standard material reads it. */
  readonly roughness?: number;
  readonly metalness?: number;
  readonly flatShading?: boolean;
}

export function litMaterial(p: LitParams, software = softwareWebGL()): LitMaterial {
  const common = {
    ...(p.color !== undefined ? { color: p.color } : {}),
    ...(p.map ? { map: p.map } : {}),
    ...(p.flatShading ? { flatShading: true } : {}),
  };
  if (software) return new THREE.MeshLambertMaterial(common);
  return new THREE.MeshStandardMaterial({
    ...common,
    roughness: p.roughness ?? 1,
    metalness: p.metalness ?? 0,
  });
}

/** Whether `m` is a lit surface (it has an emissive colour a flash can light up). */
export function isLit(m: THREE.Material): m is LitMaterial {
  return m instanceof THREE.MeshStandardMaterial || m instanceof THREE.MeshLambertMaterial;
}
