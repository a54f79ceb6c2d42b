/**
 * Disc Wars creature-disc faces, drawn on canvas by our own code: the name round the top, the
 * movement arrow with its number, attack / defense / toughness, points, the missile and flying
 * marks and the wound track (empty, as printed: wound counters lie on the disc), on a field in
 * the owner's colour. One texture per (type, name, owner), cached and freed by the cache's owner.
 */
import type * as THREE from 'three';
import type { DiscType, MissileType } from '../../games/discwars/index.ts';
import { CanvasTextureCache, FONT } from '../canvas-text.ts';

export const OWNER_COLOURS = ['#b4463c', '#3a78b5'] as const;
const FIELD = ['#f3e2d6', '#dbe7f3'] as const;
const SIZE = 256;
const MISSILE_MARK: Record<MissileType, string> = {
  arrow: 'ARW',
  bolt: 'BLT',
  fireball: 'FIRE',
  boulder: 'BLD',
};

function drawArrow(g: CanvasRenderingContext2D, x: number, y: number, len: number): void {
  g.beginPath();
  g.moveTo(x, y + len / 2);
  g.lineTo(x, y - len / 2 + 14);
  g.stroke();
  g.beginPath();
  g.moveTo(x, y - len / 2);
  g.lineTo(x - 11, y - len / 2 + 16);
  g.lineTo(x + 11, y - len / 2 + 16);
  g.closePath();
  g.fill();
}

/** Paints one face; the canvas is square and the disc is the inscribed circle. */
export function paintFace(g: CanvasRenderingContext2D, t: DiscType, owner: 0 | 1): void {
  const c = SIZE / 2;
  g.clearRect(0, 0, SIZE, SIZE);
  g.fillStyle = OWNER_COLOURS[owner];
  g.beginPath();
  g.arc(c, c, c, 0, Math.PI * 2);
  g.fill();
  g.fillStyle = FIELD[owner];
  g.beginPath();
  g.arc(c, c, c - 14, 0, Math.PI * 2);
  g.fill();
  g.fillStyle = '#1d1d1d';
  g.strokeStyle = '#1d1d1d';
  g.textAlign = 'center';
  g.textBaseline = 'middle';
  // Name: one or two lines across the top.
  const words = t.name.split(' ');
  const lines =
    words.length > 1 && t.name.length > 12
      ? [words.slice(0, -1).join(' '), words.at(-1) ?? '']
      : [t.name];
  g.font = `700 26px ${FONT}`;
  lines.forEach((line, i) => {
    let px = 26;
    while (px > 14 && g.measureText(line).width > 190) g.font = `700 ${--px}px ${FONT}`;
    g.fillText(line, c, 52 + i * 26);
  });
  // Movement: an arrow and its number, left of centre.
  g.lineWidth = 5;
  drawArrow(g, 70, 136, 56);
  g.font = `700 40px ${FONT}`;
  g.fillText(String(t.movement), 104, 138);
  // Points, right of centre.
  g.font = `700 34px ${FONT}`;
  g.fillText(String(t.points), 186, 128);
  g.font = `500 16px ${FONT}`;
  g.fillText('PTS', 186, 154);
  // Attack / defense / toughness along the bottom.
  g.font = `700 30px ${FONT}`;
  g.fillText(`${t.attack}/${t.defense}/${t.toughness}`, c, 192);
  // Missile and flying marks.
  g.font = `700 17px ${FONT}`;
  if (t.missile) {
    g.fillStyle = '#7a2a12';
    g.fillText(`${MISSILE_MARK[t.missile.type]}×${t.missile.count}`, 70, 170);
  }
  if (t.flying) {
    g.fillStyle = '#1f4f7a';
    g.fillText('FLY', 190, 172);
  }
  if (t.spells?.length) {
    g.fillStyle = '#5a2a7a';
    g.fillText('MAGE', 128, 100);
  }
  if (t.ability === 'rally') {
    g.fillStyle = '#2f6a2a';
    g.fillText('RALLY', 128, 100);
  }
  // Wound track: one pip per wound the disc can take.
  const n = t.wounds;
  for (let i = 0; i < n; i++) {
    const x = c + (i - (n - 1) / 2) * 22;
    g.beginPath();
    g.arc(x, 222, 8, 0, Math.PI * 2);
    g.fillStyle = '#ffffff';
    g.fill();
    g.lineWidth = 2;
    g.strokeStyle = '#1d1d1d';
    g.stroke();
  }
}

/** Face textures by type (and its printed name) and owner; each keeps its own painter. */
export class FaceCache {
  private readonly cache = new CanvasTextureCache<string>(SIZE, SIZE);

  get(t: DiscType, owner: 0 | 1): THREE.CanvasTexture {
    return this.cache.get(`face:${t.id}|${t.name}|${owner}`, (g) => paintFace(g, t, owner));
  }

  dispose(): void {
    this.cache.dispose();
  }
}
