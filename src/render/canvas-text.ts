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
 * Every canvas texture we drew text on, with what draws it again: when a web font arrives (the
 * Japanese one, fetched on the switch to Japanese) text drawn before it holds the fallback's empty
 * boxes, so each entry repaints its own content (`redrawCanvasTextures`). An entry leaves the
 * set when its texture is disposed.
 */
interface Painted {
  readonly tex: THREE.CanvasTexture;
  /** The text on it, for tests reading what the table shows. */
  readonly text: string;
  repaint(): void;
}
const painted = new Set<Painted>();

function track(tex: THREE.CanvasTexture, text: string, repaint: () => void): void {
  const entry: Painted = { tex, text, repaint };
  painted.add(entry);
  tex.userData.text = text;
  tex.addEventListener('dispose', () => painted.delete(entry));
}

function canvasOf(tex: THREE.Texture): HTMLCanvasElement | null {
  const c = tex.image as unknown;
  return typeof HTMLCanvasElement !== 'undefined' && c instanceof HTMLCanvasElement ? c : null;
}

/** Clears `canvas` and paints it again with `paint`. */
function repaintCanvas(canvas: HTMLCanvasElement, paint: (g: CanvasRenderingContext2D) => void) {
  const g = canvas.getContext('2d');
  if (!g) return;
  g.setTransform(1, 0, 0, 1, 0, 0);
  g.clearRect(0, 0, canvas.width, canvas.height);
  g.save();
  paint(g);
  g.restore();
}

/**
 * A texture on a fresh `width` × `height` canvas painted by `paint`, kept with its painter so it
 * is painted again, in place, when a font arrives. `text` names what it shows (tests read it).
 */
export function paintedTexture(
  width: number,
  height: number,
  text: string,
  paint: (g: CanvasRenderingContext2D) => void,
): THREE.CanvasTexture {
  const [canvas, g] = newCanvas(width, height);
  paint(g);
  const tex = new THREE.CanvasTexture(canvas);
  tex.colorSpace = THREE.SRGBColorSpace;
  track(tex, text, () => {
    repaintCanvas(canvas, paint);
    tex.needsUpdate = true;
  });
  return tex;
}

function labelFont(style: LabelStyle): string {
  return `${style.bold ? '700 ' : ''}${style.fontPx ?? 48}px ${FONT}`;
}

/** A label's canvas size for `text` in the fonts loaded now. */
function labelSize(text: string, style: LabelStyle): { w: number; h: number } {
  const px = style.fontPx ?? 48;
  const [, probe] = newCanvas(4, 4);
  probe.font = labelFont(style);
  return { w: Math.ceil(probe.measureText(text).width + px * 0.6), h: Math.ceil(px * 1.4) };
}

function paintLabel(g: CanvasRenderingContext2D, text: string, style: LabelStyle): void {
  const { width: w, height: hgt } = g.canvas;
  if (style.background) {
    g.fillStyle = style.background;
    g.beginPath();
    g.roundRect(0, 0, w, hgt, hgt * 0.3);
    g.fill();
  }
  g.font = labelFont(style);
  g.fillStyle = style.colour ?? '#f4efe2';
  g.textAlign = 'center';
  g.textBaseline = 'middle';
  g.fillText(text, w / 2, hgt / 2);
}

/** The texture of a label, tracked so that it is laid out and drawn again when a font arrives. */
function labelTexture(mesh: THREE.Mesh, text: string, style: LabelStyle): THREE.CanvasTexture {
  const { w, h } = labelSize(text, style);
  const [canvas, g] = newCanvas(w, h);
  paintLabel(g, text, style);
  const tex = new THREE.CanvasTexture(canvas);
  tex.colorSpace = THREE.SRGBColorSpace;
  track(tex, text, () => {
    const size = labelSize(text, style);
    if (size.w === canvas.width) {
      repaintCanvas(canvas, (g2) => paintLabel(g2, text, style));
      tex.needsUpdate = true;
      return;
    }
    // The text's width changed with the font: a new canvas (a texture's size is fixed once it is
    // on the GPU), and the plane, shared by every copy of the label, widened to match.
    const geo = mesh.geometry;
    const pos = geo.getAttribute('position');
    const k = size.w / canvas.width;
    for (let i = 0; i < pos.count; i++) pos.setX(i, pos.getX(i) * k);
    pos.needsUpdate = true;
    geo.computeBoundingSphere();
    geo.computeBoundingBox();
    const mat = mesh.material as THREE.MeshBasicMaterial;
    mat.map = labelTexture(mesh, text, style);
    mat.needsUpdate = true;
    tex.dispose();
  });
  return tex;
}

/**
 * A flat label lying on the table (facing up), `height` scene units tall, its width following the
 * text. The caller owns it and frees it with the board. Drawn again (and widened if need be) when
 * a web font arrives.
 */
export function tableLabel(text: string, height: number, style: LabelStyle = {}): THREE.Mesh {
  const { w, h } = labelSize(text, style);
  const mesh = new THREE.Mesh(
    new THREE.PlaneGeometry((height * w) / h, height),
    new THREE.MeshBasicMaterial({ transparent: true, depthWrite: false }),
  );
  (mesh.material as THREE.MeshBasicMaterial).map = labelTexture(mesh, text, style);
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
 * Each keeps its own painter: by default the cache's `draw` for its key, or the one `get` was given
 * (whatever the key alone does not say, such as a translated name), so a repaint after a font
 * arrives draws each texture's own content again.
 */
export class CanvasTextureCache<K extends string> {
  private readonly cache = new Map<K, THREE.CanvasTexture>();

  constructor(
    private readonly width: number,
    private readonly height: number,
    private readonly draw: (g: CanvasRenderingContext2D, key: K) => void = () => undefined,
  ) {}

  /** The texture of `key`, painted on a miss by `paint` (else by the cache's `draw`). */
  get(key: K, paint?: (g: CanvasRenderingContext2D) => void): THREE.CanvasTexture {
    let tex = this.cache.get(key);
    if (!tex) {
      tex = paintedTexture(this.width, this.height, key, paint ?? ((g) => this.draw(g, key)));
      tex.anisotropy = 8;
      this.cache.set(key, tex);
    }
    return tex;
  }

  dispose(): void {
    for (const t of this.cache.values()) t.dispose();
    this.cache.clear();
  }
}

/**
 * Paints every text texture in use again, each with its own content: called once a web font (the
 * Japanese one) has loaded, so what was drawn with the fallback's empty boxes shows the glyphs.
 */
export function redrawCanvasTextures(): void {
  for (const p of [...painted]) p.repaint();
}

/** The text textures in use: what each shows and a checksum of its pixels (browser tests). */
export function canvasTextures(): { text: string; sum: number; width: number }[] {
  const out: { text: string; sum: number; width: number }[] = [];
  for (const p of painted) {
    const c = canvasOf(p.tex);
    const g = c?.getContext('2d');
    if (!c || !g) continue;
    const data = g.getImageData(0, 0, c.width, c.height).data;
    // FNV-1a over the pixels: equal pictures give equal sums.
    let h = 0x811c9dc5;
    for (let i = 0; i < data.length; i += 1) h = Math.imul(h ^ (data[i] as number), 0x01000193);
    out.push({ text: p.text, sum: h >>> 0, width: c.width });
  }
  return out;
}
