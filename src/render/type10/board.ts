/**
 * The static part of the Type 10 board: hex tiles (plain and forest), their outlines, low-poly
 * trees on the forest hexes (two instanced meshes for the whole map), the red line around North's
 * spawn hexes and the blue dashed border line. Built once per scenario map; everything it makes
 * is its own and freed in `dispose`. Tiles carry a `{ pick: 'hex' }` for clicks and hovers.
 */
import * as THREE from 'three';
import { litMaterial } from '../lit-material.ts';
import { hexName, type HexName } from '../../games/type10/index.ts';
import { HEX_R, TILE_TOP, hexCentre, hexCorner, type BoardSize } from './layout.ts';

export interface BoardMap extends BoardSize {
  readonly forest: readonly HexName[];
  readonly spawn: readonly HexName[];
  readonly border: readonly HexName[];
}

export type HexPick = { readonly pick: 'hex'; readonly hex: HexName };

export const SPAWN_RED = '#d8322a';
export const BORDER_BLUE = '#2f7de1';

export function mapKey(m: BoardMap): string {
  return [m.width, m.height, m.forest.join(), m.spawn.join(), m.border.join()].join('|');
}

export class BoardMeshes {
  readonly group = new THREE.Group();
  readonly tiles = new Map<HexName, THREE.Mesh>();
  private readonly geometries: THREE.BufferGeometry[] = [];
  private readonly materials: THREE.Material[] = [];
  private readonly instanced: THREE.InstancedMesh[] = [];

  constructor(readonly map: BoardMap) {
    this.group.name = 'type10-board';
    const tileGeo = this.geo(new THREE.CylinderGeometry(HEX_R * 0.97, HEX_R, TILE_TOP, 6, 1));
    tileGeo.rotateY(Math.PI / 2); // a corner points east, as in hexCorner
    const plain = this.mat(litMaterial({ color: '#cdbf8e', roughness: 0.9 }));
    const wood = this.mat(litMaterial({ color: '#5f8a45', roughness: 0.95 }));
    const rim = this.mat(litMaterial({ color: '#b5a677', roughness: 0.9 }));
    const forest = new Set(map.forest);
    const names: HexName[] = [];
    for (let c = 1; c <= map.width; c++)
      for (let r = 1; r <= map.height; r++) names.push(hexName({ col: c, row: r }));
    for (const name of names) {
      const { x, z } = hexCentre(name, map);
      const top = forest.has(name) ? wood : plain;
      const tile = new THREE.Mesh(tileGeo, [rim, top, top]);
      tile.position.set(x, TILE_TOP / 2, z);
      tile.name = `hex-${name}`;
      tile.userData.pick = { pick: 'hex', hex: name } satisfies HexPick;
      this.tiles.set(name, tile);
      this.group.add(tile);
    }
    this.drawOutlines(names);
    this.drawTrees(map.forest);
    for (const h of map.spawn) this.outline(h, SPAWN_RED, 0.09, 1, 'spawn-line');
    this.drawBorder(names);
  }

  private geo<T extends THREE.BufferGeometry>(g: T): T {
    this.geometries.push(g);
    return g;
  }

  private mat<T extends THREE.Material>(m: T): T {
    this.materials.push(m);
    return m;
  }

  /** Thin dark lines round every hex, one draw call. */
  private drawOutlines(names: readonly HexName[]): void {
    const pts: number[] = [];
    for (const n of names) {
      const c = hexCentre(n, this.map);
      for (let k = 0; k < 6; k++) {
        const a = hexCorner(k);
        const b = hexCorner(k + 1);
        pts.push(c.x + a.x, TILE_TOP + 0.003, c.z + a.z, c.x + b.x, TILE_TOP + 0.003, c.z + b.z);
      }
    }
    const g = this.geo(new THREE.BufferGeometry());
    g.setAttribute('position', new THREE.Float32BufferAttribute(pts, 3));
    const m = this.mat(
      new THREE.LineBasicMaterial({ color: '#3b3526', transparent: true, opacity: 0.55 }),
    );
    const lines = new THREE.LineSegments(g, m);
    lines.name = 'hex-lines';
    this.group.add(lines);
  }

  private barGeo: THREE.BoxGeometry | null = null;
  private readonly barMats = new Map<string, THREE.Material>();

  /** A flat coloured bar between two points on the tiles' top. */
  private bar(ax: number, az: number, bx: number, bz: number, colour: string, width: number) {
    if (!this.barGeo) this.barGeo = this.geo(new THREE.BoxGeometry(1, 1, 1));
    let m = this.barMats.get(colour);
    if (!m) {
      m = this.mat(new THREE.MeshBasicMaterial({ color: colour }));
      this.barMats.set(colour, m);
    }
    const mesh = new THREE.Mesh(this.barGeo, m);
    const len = Math.hypot(bx - ax, bz - az);
    mesh.scale.set(width, 0.02, len + width * 0.5);
    mesh.position.set((ax + bx) / 2, TILE_TOP + 0.012, (az + bz) / 2);
    mesh.rotation.y = Math.atan2(bx - ax, bz - az);
    this.group.add(mesh);
    return mesh;
  }

  /** The red line: a solid ring of bars just inside the hex edge. */
  private outline(h: HexName, colour: string, width: number, inset: number, name: string): void {
    const c = hexCentre(h, this.map);
    const s = 0.9 * inset;
    for (let k = 0; k < 6; k++) {
      const a = hexCorner(k);
      const b = hexCorner(k + 1);
      const m = this.bar(c.x + a.x * s, c.z + a.z * s, c.x + b.x * s, c.z + b.z * s, colour, width);
      m.name = `${name}-${h}`;
    }
  }

  /** The blue dashed line along the edges between border hexes and the rest of the map. */
  private drawBorder(names: readonly HexName[]): void {
    const border = new Set(this.map.border);
    const centres = names.map((n) => ({ n, ...hexCentre(n, this.map) }));
    const at = (x: number, z: number): HexName | null =>
      centres.find((c) => Math.hypot(c.x - x, c.z - z) < HEX_R * 0.3)?.n ?? null;
    for (const h of this.map.border) {
      const c = hexCentre(h, this.map);
      for (let k = 0; k < 6; k++) {
        const a = hexCorner(k);
        const b = hexCorner(k + 1);
        // The hex across this edge is the centre mirrored through the edge's midpoint.
        const across = at(c.x + (a.x + b.x), c.z + (a.z + b.z));
        if (across === null || border.has(across)) continue;
        for (let d = 0; d < 3; d++) {
          const t0 = d / 3 + 0.04;
          const t1 = (d + 1) / 3 - 0.04;
          const m = this.bar(
            c.x + a.x + (b.x - a.x) * t0,
            c.z + a.z + (b.z - a.z) * t0,
            c.x + a.x + (b.x - a.x) * t1,
            c.z + a.z + (b.z - a.z) * t1,
            BORDER_BLUE,
            0.11,
          );
          m.name = `border-line-${h}`;
        }
      }
    }
  }

  /** Three small trees per forest hex, placed the same way every time. */
  private drawTrees(forest: readonly HexName[]): void {
    // Round the hex's rim, clear of the counter in the middle.
    const spots = [
      [0.74, 0, 0.85],
      [0, 0.72, 0.8],
      [-0.74, 0, 0.9],
      [0, -0.72, 0.75],
    ] as const;
    const n = forest.length * spots.length;
    const trunkGeo = this.geo(new THREE.CylinderGeometry(0.045, 0.06, 0.22, 5));
    const crownGeo = this.geo(new THREE.ConeGeometry(0.3, 0.75, 7));
    const trunkMat = this.mat(litMaterial({ color: '#5b3d22' }));
    const crownMat = this.mat(
      litMaterial({ color: '#2f5f2a', roughness: 0.85, flatShading: true }),
    );
    const trunks = new THREE.InstancedMesh(trunkGeo, trunkMat, n);
    const crowns = new THREE.InstancedMesh(crownGeo, crownMat, n);
    const m = new THREE.Matrix4();
    const q = new THREE.Quaternion();
    const s = new THREE.Vector3();
    const p = new THREE.Vector3();
    let i = 0;
    for (const h of forest) {
      const c = hexCentre(h, this.map);
      for (const [dx, dz, k] of spots) {
        s.set(k, k, k);
        p.set(c.x + dx * HEX_R, TILE_TOP + 0.11 * k, c.z + dz * HEX_R);
        trunks.setMatrixAt(i, m.compose(p, q, s));
        p.y = TILE_TOP + (0.22 + 0.37) * k;
        crowns.setMatrixAt(i, m.compose(p, q, s));
        i++;
      }
    }
    trunks.name = 'tree-trunks';
    crowns.name = 'tree-crowns';
    this.instanced.push(trunks, crowns);
    this.group.add(trunks, crowns);
  }

  dispose(): void {
    this.group.removeFromParent();
    for (const m of this.instanced) m.dispose();
    for (const g of this.geometries) g.dispose();
    for (const m of this.materials) m.dispose();
    this.group.clear();
  }
}
