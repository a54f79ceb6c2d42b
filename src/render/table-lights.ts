/**
 * The lights every table is lit by: a warm sky over a dark floor (hemisphere) and one sun from
 * the near left, high up. Also what they give a matte surface facing straight up, so the felt can
 * be drawn unlit with that colour where each lit pixel is dear (`software-gl.ts`) and still look
 * exactly as lit: a flat surface under these lights is evenly lit.
 */
import * as THREE from 'three';

const SKY = '#fffaf0';
const GROUND = '#3a3028';
const HEMI_INTENSITY = 1.6;
const SUN = '#ffffff';
const SUN_INTENSITY = 1.8;
const SUN_AT = new THREE.Vector3(-10, 40, 20);

export function tableLights(): THREE.Light[] {
  const hemi = new THREE.HemisphereLight(SKY, GROUND, HEMI_INTENSITY);
  const sun = new THREE.DirectionalLight(SUN, SUN_INTENSITY);
  sun.position.copy(SUN_AT);
  return [hemi, sun];
}

/**
 * The light on a surface facing up (+y), as three.js's Lambert material computes it: the sky's
 * colour (the hemisphere's weight is 1 straight up) plus the sun's times the cosine of its angle,
 * over π. A white Lambert surface under `tableLights` shows this colour (linear).
 */
export function lightOnFlat(): THREE.Color {
  const up = new THREE.Vector3(0, 1, 0);
  const cos = Math.max(0, up.dot(SUN_AT.clone().normalize()));
  return new THREE.Color(SKY)
    .multiplyScalar(HEMI_INTENSITY)
    .add(new THREE.Color(SUN).multiplyScalar(SUN_INTENSITY * cos))
    .multiplyScalar(1 / Math.PI);
}
