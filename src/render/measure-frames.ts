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
