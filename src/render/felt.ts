/**
 * The felt-covered table every game is played on: a wooden slab with a felt top whose texture is
 * drawn on a canvas by our own code (fine noise, so the cloth reads as cloth at any zoom).
 */
import * as THREE from 'three';
import { litMaterial } from './lit-material.ts';
import { softwareWebGL } from './software-gl.ts';
import { lightOnFlat } from './table-lights.ts';

function feltTexture(colour: string, seed: number): THREE.CanvasTexture {
  const size = 256;
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const g = canvas.getContext('2d');
  if (!g) throw new Error('2D canvas unavailable');
  g.fillStyle = colour;
  g.fillRect(0, 0, size, size);
  let x = seed || 1;
  const rand = (): number => {
    // xorshift: texture noise only, never a rule.
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) / 4294967296;
  };
  for (let i = 0; i < 9000; i++) {
    const a = 0.03 + rand() * 0.05;
    g.fillStyle = rand() < 0.5 ? `rgba(255,255,255,${a})` : `rgba(0,0,0,${a})`;
    g.fillRect(rand() * size, rand() * size, 1 + rand() * 2, 1);
  }
  const tex = new THREE.CanvasTexture(canvas);
  tex.wrapS = THREE.RepeatWrapping;
  tex.wrapT = THREE.RepeatWrapping;
  tex.colorSpace = THREE.SRGBColorSpace;
  // Anisotropic filtering samples the texture several times a pixel: dear in software.
  tex.anisotropy = softwareWebGL() ? 1 : 4;
  return tex;
}

export interface FeltTable {
  readonly group: THREE.Group;
  resize(width: number, depth: number): void;
}

/** A table `width` × `depth` (scene units) whose playing surface is the plane y = 0. */
export function createFeltTable(width: number, depth: number, colour = '#1f5e3a'): FeltTable {
  const group = new THREE.Group();
  group.name = 'felt-table';
  const tex = feltTexture(colour, 7);
  const felt = new THREE.Mesh(
    new THREE.PlaneGeometry(1, 1),
    // In software the felt is drawn unlit with the light it would get: the same picture, cheaper.
    softwareWebGL()
      ? new THREE.MeshBasicMaterial({ map: tex, color: lightOnFlat() })
      : litMaterial({ map: tex, roughness: 0.95, metalness: 0 }),
  );
  felt.rotation.x = -Math.PI / 2;
  felt.receiveShadow = true;
  felt.name = 'felt';
  const wood = new THREE.Mesh(
    new THREE.BoxGeometry(1, 1, 1),
    litMaterial({ color: '#5a3b22', roughness: 0.7 }),
  );
  wood.name = 'table-frame';
  group.add(felt, wood);
  const resize = (w: number, d: number): void => {
    felt.scale.set(w, d, 1);
    tex.repeat.set(w / 8, d / 8);
    const rim = Math.max(w, d) * 0.04;
    wood.scale.set(w + rim * 2, rim, d + rim * 2);
    wood.position.y = -rim / 2 - 0.01;
  };
  resize(width, depth);
  return { group, resize };
}
