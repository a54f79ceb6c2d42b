/**
 * Renders the rules pages' pictures with three.js, off screen: each picture is a small scene built
 * by the game's own table code, lit like the table and seen from its own camera, drawn once into
 * one offscreen WebGL canvas and handed back as a PNG blob. The renderer, its WebGL context and
 * every scene are freed as soon as the pictures are drawn (or the page is left), so nothing of
 * three.js outlives the drawing.
 */
import * as THREE from 'three';
import { disposeObject } from '../../render/dispose.ts';
import { createFeltTable } from '../../render/felt.ts';
import { fitShift } from '../../render/fit-view.ts';

/** A picture's scene: what to draw, the box to frame, and where the camera looks from. */
export interface PictureScene {
  readonly object: THREE.Object3D;
  /** The part of the table to show (world space). */
  readonly focus: THREE.Box3;
  /** From the focus's centre toward the camera (need not be unit length). */
  readonly from: readonly [number, number, number];
  /** Frees what `object` does not hold itself (shared geometries, materials, textures). */
  dispose(): void;
}

/** The size drawn, in pixels (pictures.ts lays the images out so). */
export const PICTURE_W = 640;
export const PICTURE_H = 400;

/**
 * Points the camera along the picture's `from` at its focus and frames the focus box: backed away
 * or brought closer until its corners just fit, then moved sideways (the view's direction kept) so
 * the box's picture is centred, not only its centre, since in perspective the near side looks
 * larger; a few rounds of both leave the box filling the picture.
 */
function frame(camera: THREE.PerspectiveCamera, p: PictureScene): void {
  const centre = p.focus.getCenter(new THREE.Vector3());
  const dir = new THREE.Vector3(...p.from).normalize();
  camera.position.copy(centre).addScaledVector(dir, 10);
  camera.lookAt(centre);
  const corners: THREE.Vector3[] = [];
  const { min, max } = p.focus;
  for (const x of [min.x, max.x])
    for (const y of [min.y, max.y])
      for (const z of [min.z, max.z]) corners.push(new THREE.Vector3(x, y, z));
  const lens = { fovDeg: camera.fov, aspect: camera.aspect };
  const local = (): THREE.Vector3[] => {
    camera.updateMatrixWorld();
    return corners.map((c) => c.clone().applyMatrix4(camera.matrixWorldInverse));
  };
  const right = new THREE.Vector3().setFromMatrixColumn(camera.matrixWorld, 0);
  const up = new THREE.Vector3().setFromMatrixColumn(camera.matrixWorld, 1);
  for (let round = 0; round < 4; round++) {
    const shift = fitShift(local(), lens, 1.05);
    if (Number.isFinite(shift)) camera.position.addScaledVector(dir, shift);
    if (round === 3) break;
    // The middle of the corners' directions from the camera, as slopes across and up.
    const pts = local().filter((v) => v.z < -1e-6);
    if (pts.length === 0) break;
    const sx = pts.map((v) => v.x / -v.z);
    const sy = pts.map((v) => v.y / -v.z);
    const mx = (Math.min(...sx) + Math.max(...sx)) / 2;
    const my = (Math.min(...sy) + Math.max(...sy)) / 2;
    const depth = -centre.clone().applyMatrix4(camera.matrixWorldInverse).z;
    camera.position.addScaledVector(right, mx * depth).addScaledVector(up, my * depth);
  }
  camera.updateMatrixWorld();
}

/**
 * Draws each scene `build` makes, one after the other, and returns their PNG blobs (null for a
 * picture that failed). `cancelled` is asked between pictures: leaving the page stops the work.
 */
export async function renderPictures(
  builders: readonly (() => PictureScene | Promise<PictureScene>)[],
  cancelled: () => boolean,
): Promise<(Blob | null)[]> {
  const canvas = document.createElement('canvas');
  const renderer = new THREE.WebGLRenderer({
    canvas,
    antialias: true,
    preserveDrawingBuffer: true,
  });
  const out: (Blob | null)[] = [];
  try {
    renderer.setPixelRatio(1);
    renderer.setSize(PICTURE_W, PICTURE_H, false);
    renderer.outputColorSpace = THREE.SRGBColorSpace;
    const camera = new THREE.PerspectiveCamera(40, PICTURE_W / PICTURE_H, 0.1, 500);
    for (const build of builders) {
      if (cancelled()) break;
      const scene = new THREE.Scene();
      scene.background = new THREE.Color('#20262e');
      const hemi = new THREE.HemisphereLight('#fffaf0', '#3a3028', 1.6);
      const sun = new THREE.DirectionalLight('#ffffff', 1.8);
      sun.position.set(-10, 40, 20);
      let pic: PictureScene | null = null;
      try {
        pic = await build();
        if (cancelled()) break;
        const size = pic.focus.getSize(new THREE.Vector3());
        const felt = createFeltTable(size.x + 90, size.z + 90);
        const c = pic.focus.getCenter(new THREE.Vector3());
        felt.group.position.set(c.x, 0, c.z);
        scene.add(hemi, sun, felt.group, pic.object);
        frame(camera, pic);
        renderer.render(scene, camera);
        out.push(await new Promise<Blob | null>((done) => canvas.toBlob(done, 'image/png')));
        scene.remove(felt.group);
        disposeObject(felt.group);
      } catch {
        out.push(null);
      } finally {
        if (pic) {
          scene.remove(pic.object);
          pic.dispose();
        }
      }
    }
  } finally {
    renderer.dispose();
    renderer.forceContextLoss();
  }
  return out;
}
