/**
 * The Hill 218 table's building blocks: the geometries and materials every redraw shares (made
 * once, freed with the scene), the card face textures in the table's language, and the few shapes
 * the scene is drawn with (a card, a flat patch of colour, a square frame, a bar between two cells,
 * a label). Meshes built here share their geometry and materials, so clearing them frees nothing;
 * `isShared` tells the scene which ones those are.
 */
import * as THREE from 'three';
import { litMaterial, type LitMaterial } from '../lit-material.ts';
import type { Pos, Seat } from '../../games/hill218/index.ts';
import { tableLabel } from '../canvas-text.ts';
import { FlatMaterials } from '../flat-materials.ts';
import { CardTextures, type FaceKey, type FaceTexts } from './card-faces.ts';
import { CARD, CARD_T, cellX, cellZ } from './layout.ts';

export class Hill218Kit {
  private textures = new CardTextures();
  private facesKey = 'en';
  private readonly cardGeometry = new THREE.BoxGeometry(CARD, CARD_T, CARD);
  readonly plane = new THREE.PlaneGeometry(1, 1);
  private readonly box = new THREE.BoxGeometry(1, 1, 1);
  /** A square frame: a four-sided ring turned 45° (radii are to the corners). */
  private readonly frameGeometry = new THREE.RingGeometry(
    (CARD / 2 + 0.02) * Math.SQRT2,
    (CARD / 2 + 0.16) * Math.SQRT2,
    4,
    1,
    Math.PI / 4,
  );
  private readonly edge = litMaterial({ color: '#e9e2cf', roughness: 0.8 });
  private readonly faces = new Map<FaceKey, LitMaterial>();
  private readonly flat = new FlatMaterials(THREE.DoubleSide);
  private readonly shared = new Set<THREE.Object3D>();

  /** Another language on the faces: the drawn textures and their materials are freed. */
  useFaces(faces: { readonly key: string; readonly texts: FaceTexts } | undefined): void {
    if (!faces || faces.key === this.facesKey) return;
    this.freeFaces();
    this.textures = new CardTextures(faces.texts);
    this.facesKey = faces.key;
  }

  private freeFaces(): void {
    this.textures.dispose();
    for (const m of this.faces.values()) m.dispose();
    this.faces.clear();
  }

  /** Whether `o` was built here (its geometry and materials outlive it); forgets it. */
  release(o: THREE.Object3D): boolean {
    return this.shared.delete(o);
  }

  private face(k: FaceKey): LitMaterial {
    let m = this.faces.get(k);
    if (!m) {
      m = litMaterial({ map: this.textures.get(k), roughness: 0.6 });
      this.faces.set(k, m);
    }
    return m;
  }

  colour(c: string, opacity: number): THREE.MeshBasicMaterial {
    return this.flat.get(c, opacity);
  }

  /** A mesh of the shared unit plane (its scale, rotation and position set by the caller). */
  planeMesh(material: THREE.Material): THREE.Mesh {
    const m = new THREE.Mesh(this.plane, material);
    this.shared.add(m);
    return m;
  }

  card(face: FaceKey, back: FaceKey, x: number, y: number, z: number, turn: number): THREE.Mesh {
    const mesh = new THREE.Mesh(this.cardGeometry, [
      this.edge,
      this.edge,
      this.face(face),
      this.face(back),
      this.edge,
      this.edge,
    ]);
    mesh.position.set(x, y, z);
    mesh.rotation.y = turn;
    this.shared.add(mesh);
    return mesh;
  }

  /** A flat square (or rectangle) of colour lying at height y. */
  patch(x: number, z: number, w: number, d: number, c: string, opacity: number, y = 0.004) {
    const m = this.planeMesh(this.colour(c, opacity));
    m.rotation.x = -Math.PI / 2;
    m.scale.set(w, d, 1);
    m.position.set(x, y, z);
    return m;
  }

  frame(x: number, z: number, c: string, y: number, scale = 1): THREE.Mesh {
    const m = new THREE.Mesh(this.frameGeometry, this.colour(c, 1));
    m.rotation.x = -Math.PI / 2;
    m.scale.setScalar(scale);
    m.position.set(x, y, z);
    this.shared.add(m);
    return m;
  }

  /** A flat bar from one cell centre to another (supply chains, support lines). */
  bar(a: Pos, b: Pos, viewer: Seat, c: string, width: number, y: number): THREE.Mesh {
    const ax = cellX(a, viewer);
    const az = cellZ(a, viewer);
    const bx = cellX(b, viewer);
    const bz = cellZ(b, viewer);
    const len = Math.hypot(bx - ax, bz - az);
    const m = new THREE.Mesh(this.box, this.colour(c, 0.95));
    m.scale.set(width, 0.02, len + width);
    m.position.set((ax + bx) / 2, y, (az + bz) / 2);
    m.rotation.y = Math.atan2(bx - ax, bz - az);
    this.shared.add(m);
    return m;
  }

  /** A pile label lying on the table (its own texture: freed when cleared). */
  label(text: string, x: number, z: number, height = 0.7): THREE.Mesh {
    const l = tableLabel(text, height, { background: 'rgba(0,0,0,0.55)' });
    l.position.set(x, 0.02, z);
    return l;
  }

  dispose(): void {
    this.shared.clear();
    this.freeFaces();
    this.flat.dispose();
    this.cardGeometry.dispose();
    this.plane.dispose();
    this.box.dispose();
    this.frameGeometry.dispose();
    this.edge.dispose();
  }
}
