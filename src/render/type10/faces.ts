/**
 * Textures we draw ourselves for Type 10: the top of each unit counter (side colour, a simple
 * silhouette, the unit's name and its five printed numbers "bombard/range attack-defense-move",
 * a dash for what it cannot do) and the six faces of the search die. Each texture is made once per
 * key and freed in `dispose`.
 */
import * as THREE from 'three';
import type { UnitType } from '../../games/type10/index.ts';
import { FONT, newCanvas, paintedTexture } from '../canvas-text.ts';

export const SIDE_COLOURS = { north: '#9b2f2a', pkf: '#3d5f3a' } as const;
const SIDE_INK = { north: '#fbe9dc', pkf: '#eef3df' } as const;

type Silhouette = 'tank' | 'infantry' | 'special' | 'uav' | 'command' | 'missile';

/** Which drawing a unit type gets, from its data (the default scenario's ids, else by role). */
function silhouetteOf(typeId: string, t: UnitType): Silhouette {
  if (t.searches || t.flies) return 'uav';
  if (t.command) return 'command';
  if (typeId === 'special') return 'special';
  if (t.attack === null) return 'missile';
  if (t.move >= 3) return 'tank';
  return 'infantry';
}

function drawSilhouette(g: CanvasRenderingContext2D, kind: Silhouette, cx: number, cy: number) {
  g.save();
  g.translate(cx, cy);
  g.beginPath();
  switch (kind) {
    case 'tank':
      g.roundRect(-62, -4, 124, 34, 14); // hull and tracks
      g.roundRect(-30, -28, 58, 26, 8); // turret
      g.rect(26, -20, 58, 9); // gun
      break;
    case 'command':
      g.roundRect(-60, -14, 92, 40, 6); // body
      g.roundRect(32, -2, 28, 28, 5); // cab
      g.rect(-44, -50, 5, 38); // antenna
      g.arc(-41, -52, 6, 0, Math.PI * 2);
      break;
    case 'uav':
      g.moveTo(-70, -2);
      g.lineTo(70, -2);
      g.lineTo(70, 8);
      g.lineTo(-70, 8);
      g.closePath();
      g.roundRect(-14, -26, 28, 60, 12);
      g.rect(-30, 26, 60, 8);
      break;
    case 'missile':
      g.roundRect(-60, 6, 100, 26, 6); // launcher truck
      g.save();
      g.rotate(-0.45);
      g.rect(-30, -30, 88, 14);
      g.rect(-30, -12, 88, 14);
      g.restore();
      break;
    case 'infantry':
    case 'special': {
      // The map symbol of infantry: a box with a cross; special forces add a parachute arc.
      g.lineWidth = 8;
      g.strokeStyle = g.fillStyle;
      g.strokeRect(-56, -26, 112, 60);
      g.moveTo(-56, -26);
      g.lineTo(56, 34);
      g.moveTo(56, -26);
      g.lineTo(-56, 34);
      g.stroke();
      if (kind === 'special') {
        g.beginPath();
        g.arc(0, -26, 30, Math.PI, 0);
        g.stroke();
      }
      g.restore();
      return;
    }
  }
  g.fill();
  g.restore();
}

const num = (n: number | null): string => (n === null ? '–' : String(n));

const COUNTER_PX = 256;

function paintCounter(g: CanvasRenderingContext2D, typeId: string, t: UnitType, label: string) {
  const S = COUNTER_PX;
  g.fillStyle = SIDE_COLOURS[t.side];
  g.fillRect(0, 0, S, S);
  g.strokeStyle = 'rgba(255,255,255,0.35)';
  g.lineWidth = 6;
  g.strokeRect(8, 8, S - 16, S - 16);
  g.fillStyle = SIDE_INK[t.side];
  g.textAlign = 'center';
  g.textBaseline = 'middle';
  let px = 46;
  g.font = `700 ${px}px ${FONT}`;
  while (g.measureText(label).width > S - 30 && px > 16) {
    px -= 2;
    g.font = `700 ${px}px ${FONT}`;
  }
  g.fillText(label, S / 2, 40);
  g.save();
  g.translate(S / 2, 122);
  g.scale(0.85, 0.85);
  drawSilhouette(g, silhouetteOf(typeId, t), 0, 0);
  g.restore();
  g.font = `700 50px ${FONT}`;
  const bombard = t.bombard === null ? '–' : `${t.bombard}/${num(t.range)}`;
  g.fillText(`${bombard} ${num(t.attack)}-${t.defense}-${t.move}`, S / 2, 212);
}

function dieFace(n: number): HTMLCanvasElement {
  const S = 128;
  const [c, g] = newCanvas(S, S);
  g.fillStyle = '#f6f1e4';
  g.fillRect(0, 0, S, S);
  g.fillStyle = n === 1 ? '#c0281f' : '#1d1d1d';
  const p = [
    [],
    [[64, 64]],
    [
      [34, 34],
      [94, 94],
    ],
    [
      [30, 30],
      [64, 64],
      [98, 98],
    ],
    [
      [34, 34],
      [94, 34],
      [34, 94],
      [94, 94],
    ],
    [
      [32, 32],
      [96, 32],
      [64, 64],
      [32, 96],
      [96, 96],
    ],
    [
      [36, 28],
      [92, 28],
      [36, 64],
      [92, 64],
      [36, 100],
      [92, 100],
    ],
  ][n] as number[][];
  for (const [x, y] of p) {
    g.beginPath();
    g.arc(x as number, y as number, n === 1 ? 16 : 11, 0, Math.PI * 2);
    g.fill();
  }
  return c;
}

function texture(c: HTMLCanvasElement): THREE.CanvasTexture {
  const tex = new THREE.CanvasTexture(c);
  tex.colorSpace = THREE.SRGBColorSpace;
  tex.anisotropy = 4;
  return tex;
}

export class Type10Textures {
  private readonly counters = new Map<string, THREE.CanvasTexture>();
  private readonly dice: THREE.CanvasTexture[] = [];

  /** The counter top of a unit type; `label` is its (translated) name. */
  counter(typeId: string, t: UnitType, label: string): THREE.CanvasTexture {
    const k = `${typeId}:${label}`;
    let tex = this.counters.get(k);
    if (!tex) {
      // Painted again with its own name when a web font arrives (a Japanese name drawn before).
      tex = paintedTexture(COUNTER_PX, COUNTER_PX, label, (g) => paintCounter(g, typeId, t, label));
      tex.anisotropy = 4;
      this.counters.set(k, tex);
    }
    return tex;
  }

  /** Die face 1..6. */
  die(n: number): THREE.CanvasTexture {
    if (this.dice.length === 0) for (let i = 1; i <= 6; i++) this.dice.push(texture(dieFace(i)));
    return this.dice[Math.min(6, Math.max(1, n)) - 1] as THREE.CanvasTexture;
  }

  dispose(): void {
    for (const t of this.counters.values()) t.dispose();
    this.counters.clear();
    for (const t of this.dice) t.dispose();
    this.dice.length = 0;
  }
}
