/**
 * Getting a table's later marks (the aim of a flip, the activation's label) ready before they are
 * first shown. Compiling their shaders is not enough where WebGL is rasterised in software: the
 * rasteriser builds its own code for each way a draw is made (shader, blending, depth test, lines
 * or triangles) on the first draw, which held that frame for 100–300 ms of the 2-core machine. So
 * the samples are also drawn once with the table, behind the camera, where none of them reaches a
 * pixel.
 */
import * as THREE from 'three';

/** Something to ready: an object drawn as it will be shown, and what to do once it was drawn. */
export interface WarmSample {
  readonly object: THREE.Object3D;
  readonly done?: () => void;
}

/**
 * Compiles each sample's shaders and draws the table once with the samples placed behind the
 * camera; then puts them back where (and under whom) they were.
 */
export function warmUp(
  renderer: THREE.WebGLRenderer,
  scene: THREE.Scene,
  camera: THREE.PerspectiveCamera,
  samples: readonly WarmSample[],
): void {
  // Well behind the camera: every primitive is clipped before it reaches a pixel.
  const back = camera.getWorldDirection(new THREE.Vector3()).multiplyScalar(-(camera.far + 100));
  const undo: (() => void)[] = [];
  for (const { object: sample, done } of samples) {
    const at = sample.position.clone();
    const parent = sample.parent;
    if (!parent) scene.add(sample);
    sample.traverse((o) => {
      const was = o.frustumCulled;
      o.frustumCulled = false;
      undo.push(() => (o.frustumCulled = was));
    });
    sample.position.add(back);
    undo.push(() => {
      sample.position.copy(at);
      if (!parent) sample.removeFromParent();
      done?.();
    });
  }
  renderer.compile(scene, camera);
  renderer.render(scene, camera);
  for (const u of undo) u();
  scene.updateMatrixWorld();
}
