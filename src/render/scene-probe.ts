/**
 * Where the camera stands and where the felt table (with its rim) lands on screen, in client
 * pixels, beside the canvas's own box: what the layout tests and the zoom tests read
 * (`SceneHost.probe`).
 */
import * as THREE from 'three';

type Box = { left: number; top: number; right: number; bottom: number };

export interface SceneProbe {
  distance: number;
  target: [number, number, number];
  table: Box;
  canvas: Box;
}

export function probeScene(
  table: THREE.Object3D,
  camera: THREE.Camera,
  target: THREE.Vector3,
  canvas: HTMLCanvasElement,
  toClient: (world: THREE.Vector3) => { x: number; y: number },
): SceneProbe {
  const box = new THREE.Box3().setFromObject(table);
  const onScreen: Box = { left: Infinity, top: Infinity, right: -Infinity, bottom: -Infinity };
  for (const x of [box.min.x, box.max.x])
    for (const y of [box.min.y, box.max.y])
      for (const z of [box.min.z, box.max.z]) {
        const p = toClient(new THREE.Vector3(x, y, z));
        onScreen.left = Math.min(onScreen.left, p.x);
        onScreen.right = Math.max(onScreen.right, p.x);
        onScreen.top = Math.min(onScreen.top, p.y);
        onScreen.bottom = Math.max(onScreen.bottom, p.y);
      }
  const r = canvas.getBoundingClientRect();
  return {
    distance: camera.position.distanceTo(target),
    target: [target.x, target.y, target.z],
    table: onScreen,
    canvas: { left: r.left, top: r.top, right: r.right, bottom: r.bottom },
  };
}
