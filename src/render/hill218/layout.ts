/**
 * Where things lie on the Hill 218 table, in scene units on the felt. The viewing seat sits at +z
 * and its "forward" points away from it (−z), so seat 1 sees the board turned 180°. The battlefield
 * grows with the cards: the felt, the hands, the decks and the camera's home pose all follow the
 * bounding box of the cards on the table plus a margin (the paratrooper drop area).
 */
import type { Pos, Seat } from '../../games/hill218/index.ts';
import * as THREE from 'three';
import type { CameraPose } from '../scene-host.ts';

/** A card's side on the table (cards are square so the grid reads the same from both seats). */
export const CARD = 2.7;
/** Distance between neighbouring cell centres. */
export const PITCH = 2.95;
export const CARD_T = 0.03;
/** Cells of empty felt kept around the cards and lit cells. */
export const MARGIN_CELLS = 1;
/** Distance from the battlefield's edge to the centre of a hand row. */
export const HAND_GAP_Z = 2.3;
export const HAND_STEP = CARD + 0.3;

/** World x of a board cell for the viewing seat. */
export function cellX(p: Pos, viewer: Seat): number {
  return (viewer === 0 ? p.x : -p.x) * PITCH;
}

/** World z of a board cell for the viewing seat (its forward is −z). */
export function cellZ(p: Pos, viewer: Seat): number {
  return (viewer === 0 ? -p.y : p.y) * PITCH;
}

/** Turn of a card lying on the grid: its top points along its owner's forward. */
export function cardTurn(owner: Seat, viewer: Seat): number {
  return owner === viewer ? 0 : Math.PI;
}

export interface Box {
  minX: number;
  maxX: number;
  minZ: number;
  maxZ: number;
}

/** The world box of the battlefield: every given cell plus the margin, in scene units. */
export function battlefieldBox(cells: readonly Pos[], viewer: Seat): Box {
  const b: Box = { minX: Infinity, maxX: -Infinity, minZ: Infinity, maxZ: -Infinity };
  for (const c of cells) {
    const x = cellX(c, viewer);
    const z = cellZ(c, viewer);
    b.minX = Math.min(b.minX, x);
    b.maxX = Math.max(b.maxX, x);
    b.minZ = Math.min(b.minZ, z);
    b.maxZ = Math.max(b.maxZ, z);
  }
  const m = MARGIN_CELLS * PITCH + CARD / 2 + 0.2;
  b.minX -= m;
  b.maxX += m;
  b.minZ -= m;
  b.maxZ += m;
  return b;
}

/** Where the rows beside the battlefield lie: own hand near, the other hand far, piles at the sides. */
export interface SideLayout {
  readonly handZ: number;
  readonly oppHandZ: number;
  /** x of the pile columns left and right of the hands. */
  readonly leftX: number;
  readonly rightX: number;
  /** Everything drawn, for the felt and the camera. */
  readonly all: Box;
}

export function sideLayout(field: Box, handCount: number, oppCount: number): SideLayout {
  const handZ = field.maxZ + HAND_GAP_Z;
  const oppHandZ = field.minZ - HAND_GAP_Z;
  const handHalf = (Math.max(handCount, oppCount, 3) * HAND_STEP) / 2;
  const half = Math.max(Math.abs(field.minX), Math.abs(field.maxX), handHalf + 0.5);
  const leftX = -half - CARD * 0.5 - 1.4;
  const rightX = half + CARD * 0.5 + 1.4;
  const all: Box = {
    minX: leftX - CARD * 1.6,
    maxX: rightX + CARD * 1.6,
    minZ: oppHandZ - CARD / 2 - 1.2,
    maxZ: handZ + CARD / 2 + 1.2,
  };
  return { handZ, oppHandZ, leftX, rightX, all };
}

/**
 * A camera pose that shows the whole box from the near side, tilted like a player leaning over the
 * table: the distance is the smallest that keeps every corner inside the view, and the target is
 * moved so the box sits in the middle of the screen. Runs only when the battlefield changes.
 */
export function framingPose(box: Box, fovDeg: number, aspect: number): CameraPose {
  const cam = new THREE.PerspectiveCamera(fovDeg, aspect, 0.1, 1000);
  const tilt = (58 * Math.PI) / 180;
  const cx = (box.minX + box.maxX) / 2;
  let tz = (box.minZ + box.maxZ) / 2;
  const corners = [
    new THREE.Vector3(box.minX, 0, box.minZ),
    new THREE.Vector3(box.maxX, 0, box.minZ),
    new THREE.Vector3(box.minX, 0.8, box.maxZ),
    new THREE.Vector3(box.maxX, 0.8, box.maxZ),
  ];
  const p = new THREE.Vector3();
  const place = (dist: number): void => {
    cam.position.set(cx, dist * Math.sin(tilt), tz + dist * Math.cos(tilt));
    cam.lookAt(cx, 0, tz);
    cam.updateMatrixWorld();
  };
  /** The projected extent of the corners: [max |x|, min y, max y] in normalized device units. */
  const extent = (): [number, number, number] => {
    let mx = 0;
    let lo = Infinity;
    let hi = -Infinity;
    for (const c of corners) {
      p.copy(c).project(cam);
      mx = Math.max(mx, Math.abs(p.x));
      lo = Math.min(lo, p.y);
      hi = Math.max(hi, p.y);
    }
    return [mx, lo, hi];
  };
  let dist = 30;
  for (let round = 0; round < 4; round++) {
    let a = 2;
    let b = 400;
    for (let i = 0; i < 40; i++) {
      dist = (a + b) / 2;
      place(dist);
      const [mx, lo, hi] = extent();
      if (mx > 0.97 || lo < -0.97 || hi > 0.97) a = dist;
      else b = dist;
    }
    dist = b;
    place(dist);
    const [, lo, hi] = extent();
    // Shift the target toward the side with spare room, then fit again.
    tz -= ((lo + hi) / 2) * (box.maxZ - box.minZ) * 0.5;
  }
  place(dist);
  return {
    position: [cam.position.x, cam.position.y, cam.position.z],
    target: [cx, 0, tz],
  };
}
