/**
 * Text on canvas for textures we draw ourselves: labels that lie on the table (flag numbers,
 * formation names, deck counts) and word-wrapped paragraphs for card faces.
 */
import * as THREE from 'three';

export function newCanvas(
  width: number,
  height: number,
): [HTMLCanvasElement, CanvasRenderingContext2D] {
  const c = document.createElement('canvas');
  c.width = width;
  c.height = height;
  const g = c.getContext('2d');
  if (!g) throw new Error('2D canvas unavailable');
  return [c, g];
}

/** Japanese in the shipped font first (it covers only U+2000-FFFF; Latin keeps system-ui). */
export const FONT =
  "'Noto Sans JP', system-ui, 'Segoe UI', 'Hiragino Sans', 'Noto Sans CJK JP', sans-serif";

/**
 * Where a line may break: at spaces between words, and between Japanese characters (kana, kanji
 * and full-width signs, written without spaces), except before a long-vowel mark, a small kana or
 * closing punctuation, which never starts a line.
 */
const WRAP_TOKENS =
  /[\u3000-\u30ff\u3400-\u9fff\uff00-\uffef][ー、。，．）」』！？ぁぃぅぇぉっゃゅょァィゥェォッャュョ]*|[^\s\u3000-\u30ff\u3400-\u9fff\uff00-\uffef]+|\s+/g;

/** Draws `text` wrapped to `maxWidth`, starting at (x, y); returns the y after the last line. */
export function wrapText(
  g: CanvasRenderingContext2D,
  text: string,
  x: number,
  y: number,
  maxWidth: number,
  lineHeight: number,
): number {
  const words = text.match(WRAP_TOKENS) ?? [];
  let line = '';
  for (const w of words) {
    const test = line + w;
    if (g.measureText(test).width > maxWidth && line.trim() !== '') {
      g.fillText(line.trim(), x, y);
      y += lineHeight;
      line = w.trimStart();
    } else line = test;
  }
  if (line.trim() !== '') {
    g.fillText(line.trim(), x, y);
    y += lineHeight;
  }
  return y;
}

export interface LabelStyle {
  readonly colour?: string;
  readonly background?: string;
  readonly fontPx?: number;
  readonly bold?: boolean;
}

/**
 * A flat label lying on the table (facing up), `height` scene units tall, its width following the
 * text. The caller owns it and frees it with the board.
 */
export function tableLabel(text: string, height: number, style: LabelStyle = {}): THREE.Mesh {
  const px = style.fontPx ?? 48;
  const font = `${style.bold ? '700 ' : ''}${px}px ${FONT}`;
  const [, probe] = newCanvas(4, 4);
  probe.font = font;
  const w = Math.ceil(probe.measureText(text).width + px * 0.6);
  const hgt = Math.ceil(px * 1.4);
  const [canvas, g] = newCanvas(w, hgt);
  if (style.background) {
    g.fillStyle = style.background;
    g.beginPath();
    g.roundRect(0, 0, w, hgt, hgt * 0.3);
    g.fill();
  }
  g.font = font;
  g.fillStyle = style.colour ?? '#f4efe2';
  g.textAlign = 'center';
  g.textBaseline = 'middle';
  g.fillText(text, w / 2, hgt / 2);
  const tex = new THREE.CanvasTexture(canvas);
  tex.colorSpace = THREE.SRGBColorSpace;
  const mesh = new THREE.Mesh(
    new THREE.PlaneGeometry((height * w) / hgt, height),
    new THREE.MeshBasicMaterial({ map: tex, transparent: true, depthWrite: false }),
  );
  mesh.rotation.x = -Math.PI / 2;
  mesh.userData.label = text;
  return mesh;
}

/**
 * Labels drawn once per text and style and reused across redraws: a redraw of a table then uploads
 * no new texture for a label it has shown before. `get` returns a fresh mesh sharing the cached
 * geometry and material; the owner must not dispose those meshes, only the cache.
 */
export class LabelCache {
  private readonly protos = new Map<string, THREE.Mesh>();

  get(text: string, height: number, style: LabelStyle = {}): THREE.Mesh {
    const key = `${height}|${style.colour ?? ''}|${style.background ?? ''}|${style.fontPx ?? ''}|${style.bold ? 1 : 0}|${text}`;
    let proto = this.protos.get(key);
    if (!proto) {
      proto = tableLabel(text, height, style);
      this.protos.set(key, proto);
    }
    const mesh = proto.clone();
    mesh.userData = { label: text };
    return mesh;
  }

  dispose(): void {
    for (const p of this.protos.values()) {
      p.geometry.dispose();
      const m = p.material as THREE.MeshBasicMaterial;
      m.map?.dispose();
      m.dispose();
    }
    this.protos.clear();
  }
}

/**
 * Canvas textures drawn once per key by our own code (card faces, counters) and freed together.
 */
export class CanvasTextureCache<K extends string> {
  private readonly cache = new Map<K, THREE.CanvasTexture>();

  constructor(
    private readonly width: number,
    private readonly height: number,
    private readonly draw: (g: CanvasRenderingContext2D, key: K) => void,
  ) {}

  /** Draws every cached texture again in place (a web font has arrived since they were drawn). */
  redraw(): void {
    for (const [key, tex] of this.cache) {
      const canvas = tex.image as HTMLCanvasElement;
      const g = canvas.getContext('2d');
      if (!g) continue;
      g.setTransform(1, 0, 0, 1, 0, 0);
      g.clearRect(0, 0, canvas.width, canvas.height);
      this.draw(g, key);
      tex.needsUpdate = true;
    }
  }

  get(key: K): THREE.CanvasTexture {
    liveCaches.add(this);
    let tex = this.cache.get(key);
    if (!tex) {
      const [canvas, g] = newCanvas(this.width, this.height);
      this.draw(g, key);
      tex = new THREE.CanvasTexture(canvas);
      tex.colorSpace = THREE.SRGBColorSpace;
      tex.anisotropy = 8;
      this.cache.set(key, tex);
    }
    return tex;
  }

  dispose(): void {
    for (const t of this.cache.values()) t.dispose();
    this.cache.clear();
    liveCaches.delete(this);
  }
}

const liveCaches = new Set<{ redraw(): void }>();

/** Redraws the textures of every cache in use: called once the Japanese web font has loaded. */
export function redrawCanvasTextures(): void {
  for (const c of liveCaches) c.redraw();
}
