/**
 * The perf bench's frame measure: `n` frames drawn at once while the camera orbits a little about
 * `target` each frame, returning the CPU time of each (scene update + render submission). The
 * caller puts the camera back.
 */
import type * as THREE from 'three';

export function measureFrames(
  renderer: THREE.WebGLRenderer,
  scene: THREE.Scene,
  camera: THREE.PerspectiveCamera,
  target: THREE.Vector3,
  n: number,
): number[] {
  const out: number[] = [];
  const radius = Math.hypot(camera.position.x - target.x, camera.position.z - target.z);
  const height = camera.position.y;
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    const a = (i / n) * Math.PI * 0.5 - Math.PI * 0.25;
    camera.position.set(target.x + Math.sin(a) * radius, height, target.z + Math.cos(a) * radius);
    camera.lookAt(target);
    scene.updateMatrixWorld();
    renderer.render(scene, camera);
    out.push(performance.now() - t0);
  }
  return out;
}

/**
 * How many materials the renderer looked up a shader program for again while drawing one frame of
 * `scene` as it stands: a material whose version moved during the draw. None on a table drawn
 * right: three.js draws a transparent double-sided material in two passes unless told otherwise,
 * and marks it changed before each, which made it rebuild its program parameters twice per mesh
 * per frame (most of the Disc Wars table's CPU per frame).
 */
export function frameChurn(
  renderer: THREE.WebGLRenderer,
  scene: THREE.Scene,
  camera: THREE.PerspectiveCamera,
): number {
  const before = new Map<THREE.Material, number>();
  scene.traverse((o) => {
    const m = (o as Partial<THREE.Mesh>).material;
    for (const x of m === undefined ? [] : Array.isArray(m) ? m : [m]) before.set(x, x.version);
  });
  renderer.render(scene, camera);
  let changed = 0;
  for (const [m, v] of before) if (m.version !== v) changed++;
  return changed;
}
