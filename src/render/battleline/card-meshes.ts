/**
 * The meshes the Battle Line table is built from, and what they share: one card geometry with its
 * edge material and one face material per card face (drawn on canvas in the faces' language), the
 * flag stone's geometry and its three colours, cached text labels, and flat glows for highlights.
 * Meshes made here with shared geometry or materials are remembered in `shared`, so a redraw
 * disposes only what was its own; face-up cards are listed in `zoomables` for the close look.
 */
import * as THREE from 'three';
import { litMaterial, type LitMaterial } from '../lit-material.ts';
import type { CardId } from '../../games/battleline/index.ts';
import { LabelCache, type LabelStyle } from '../canvas-text.ts';
import { CARD_H, CARD_W, CardTextures, type FaceKey, type FaceTexts } from './card-faces.ts';
import { CARD_T } from './layout.ts';

export class CardMeshes {
  /** Meshes built on shared geometry or materials: a redraw does not dispose them. */
  readonly shared = new Set<THREE.Object3D>();
  /** Face-up cards, each with its card id in `userData.zoom` (the close look on hover). */
  readonly zoomables: THREE.Object3D[] = [];
  private textures = new CardTextures();
  private facesKey = 'en';
  private readonly labels = new LabelCache();
  private readonly cardGeometry = new THREE.BoxGeometry(CARD_W, CARD_T, CARD_H);
  private readonly edge = litMaterial({ color: '#e9e2cf', roughness: 0.8 });
  private readonly faces = new Map<FaceKey, LitMaterial>();
  private readonly stoneGeometry = new THREE.CylinderGeometry(0.95, 1.05, 0.35, 40);
  private readonly stoneMaterials = ['#8b8378', '#3d6fb6', '#b6453d'].map((color) =>
    litMaterial({ color, roughness: 0.6 }),
  );

  private face(key: FaceKey): LitMaterial {
    let m = this.faces.get(key);
    if (!m) {
      m = litMaterial({ map: this.textures.get(key), roughness: 0.55 });
      this.faces.set(key, m);
    }
    return m;
  }

  /** A card lying flat; `faceUp` false shows the back of its deck; `towardNear` turns its top away from the viewer. */
  card(
    key: FaceKey,
    back: FaceKey,
    x: number,
    y: number,
    z: number,
    towardNear: boolean,
  ): THREE.Mesh {
    const mesh = new THREE.Mesh(this.cardGeometry, [
      this.edge,
      this.edge,
      this.face(key),
      this.face(back),
      this.edge,
      this.edge,
    ]);
    mesh.position.set(x, y, z);
    if (!towardNear) mesh.rotation.y = Math.PI;
    this.shared.add(mesh);
    if (!key.startsWith('back:')) {
      mesh.userData.zoom = key;
      this.zoomables.push(mesh);
    }
    return mesh;
  }

  /** A flag stone: grey while open (0), then in the claimant's colour (1 near, 2 far). */
  stone(colour: 0 | 1 | 2): THREE.Mesh {
    const stone = new THREE.Mesh(this.stoneGeometry, this.stoneMaterials[colour]);
    this.shared.add(stone);
    return stone;
  }

  /** A cached label, kept out of the per-redraw disposal. */
  label(text: string, height: number, style: LabelStyle): THREE.Mesh {
    const m = this.labels.get(text, height, style);
    this.shared.add(m);
    return m;
  }

  /** A flat see-through highlight on the felt (its own geometry and material). */
  glow(
    w: number,
    d: number,
    x: number,
    z: number,
    colour: THREE.Color,
    opacity = 0.35,
  ): THREE.Mesh {
    const m = new THREE.Mesh(
      new THREE.PlaneGeometry(w, d),
      new THREE.MeshBasicMaterial({ color: colour, transparent: true, opacity, depthWrite: false }),
    );
    m.rotation.x = -Math.PI / 2;
    m.position.set(x, 0.005, z);
    return m;
  }

  /** Forgets the last redraw's meshes (they have left the table). */
  cleared(): void {
    this.shared.clear();
    this.zoomables.length = 0;
  }

  /** The faces in this language (a new key redraws them; the old textures are freed). */
  useFaces(faces: { readonly key: string; readonly texts: FaceTexts }): void {
    if (faces.key === this.facesKey) return;
    this.textures.dispose();
    for (const m of this.faces.values()) m.dispose();
    this.faces.clear();
    this.textures = new CardTextures(faces.texts);
    this.facesKey = faces.key;
  }

  /** The drawn face of a card, in the faces' current language (the close look copies it). */
  faceImage(card: CardId): CanvasImageSource | null {
    const img = this.textures.get(card).image as unknown;
    return img instanceof HTMLCanvasElement ? img : null;
  }

  dispose(): void {
    this.textures.dispose();
    this.labels.dispose();
    for (const m of this.faces.values()) m.dispose();
    this.faces.clear();
    this.cardGeometry.dispose();
    this.stoneGeometry.dispose();
    this.edge.dispose();
    for (const m of this.stoneMaterials) m.dispose();
  }
}
