/**
 * Hill 218 card faces, drawn by our own code from the engine's unit data (`UNITS`): the unit's
 * name, its owner's colour, and a mini-grid around the unit's own cell (3 columns; as many rows as
 * its patterns reach, so Artillery's long shot shows) with the three icons — green supply arrows on
 * the edges of the unit's cell, a red flame (attacks alone) or red crosshair (needs support) where
 * it attacks, blue crosshairs where it supports. The top of a face is its owner's forward. Also the
 * card backs, the Air Strike card and the Hill. Textures are cached per key and freed together.
 */
import { UNITS, type Offset, type Seat, type UnitType } from '../../games/hill218/index.ts';
import { CanvasTextureCache, FONT } from '../canvas-text.ts';

const PX = 320;

export const OWNER_COLOURS: readonly [string, string] = ['#c9a04a', '#5d7389'];
export const OWNER_INK: readonly [string, string] = ['#2a2110', '#ffffff'];
export const ICON_COLOURS = { supply: '#23994a', attack: '#d2352b', support: '#2a6fd6' } as const;

/** The words printed on the faces: unit names, their short grid marks, the Air Strike title. */
export interface FaceTexts {
  unit(u: UnitType): string;
  short(u: UnitType): string;
  readonly airStrike: string;
}

const SHORT: Record<UnitType, string> = {
  infantry: 'INF',
  heavyWeapons: 'HW',
  specialForces: 'SF',
  tank: 'TANK',
  artillery: 'ART',
  paratroopers: 'PARA',
};

function frame(g: CanvasRenderingContext2D, owner: string, inner: string): void {
  g.fillStyle = '#f4efe2';
  g.beginPath();
  g.roundRect(0, 0, PX, PX, 22);
  g.fill();
  g.fillStyle = owner;
  g.beginPath();
  g.roundRect(8, 8, PX - 16, PX - 16, 16);
  g.fill();
  g.fillStyle = inner;
  g.beginPath();
  g.roundRect(20, 58, PX - 40, PX - 78, 8);
  g.fill();
}

function crosshair(g: CanvasRenderingContext2D, x: number, y: number, r: number, c: string): void {
  g.strokeStyle = c;
  g.lineWidth = Math.max(2, r * 0.22);
  g.beginPath();
  g.arc(x, y, r * 0.62, 0, Math.PI * 2);
  g.stroke();
  g.beginPath();
  g.moveTo(x - r, y);
  g.lineTo(x - r * 0.25, y);
  g.moveTo(x + r * 0.25, y);
  g.lineTo(x + r, y);
  g.moveTo(x, y - r);
  g.lineTo(x, y - r * 0.25);
  g.moveTo(x, y + r * 0.25);
  g.lineTo(x, y + r);
  g.stroke();
}

function flame(g: CanvasRenderingContext2D, x: number, y: number, r: number, c: string): void {
  g.fillStyle = c;
  g.beginPath();
  g.moveTo(x, y - r);
  g.bezierCurveTo(x + r * 0.9, y - r * 0.1, x + r * 0.8, y + r, x, y + r);
  g.bezierCurveTo(x - r * 0.8, y + r, x - r * 0.9, y - r * 0.1, x, y - r);
  g.fill();
  g.fillStyle = '#ffd166';
  g.beginPath();
  g.moveTo(x, y - r * 0.2);
  g.bezierCurveTo(x + r * 0.45, y + r * 0.3, x + r * 0.35, y + r * 0.85, x, y + r * 0.85);
  g.bezierCurveTo(x - r * 0.35, y + r * 0.85, x - r * 0.45, y + r * 0.3, x, y - r * 0.2);
  g.fill();
}

/** A supply arrow on the edge of the unit's own cell, pointing in from the supplying neighbour. */
function supplyArrow(
  g: CanvasRenderingContext2D,
  cx: number,
  cy: number,
  cell: number,
  off: Offset,
): void {
  // Canvas y grows downward while board dy grows forward (up).
  const dx = off[0];
  const dy = -off[1];
  const len = Math.hypot(dx, dy);
  const ux = dx / len;
  const uy = dy / len;
  const reach = off[0] !== 0 && off[1] !== 0 ? cell * 0.5 : cell * 0.4;
  const tipX = cx + ux * (reach - cell * 0.2);
  const tipY = cy + uy * (reach - cell * 0.2);
  const baseX = cx + ux * (reach + cell * 0.04);
  const baseY = cy + uy * (reach + cell * 0.04);
  const w = cell * 0.17;
  g.fillStyle = ICON_COLOURS.supply;
  g.beginPath();
  g.moveTo(tipX, tipY);
  g.lineTo(baseX - uy * w, baseY + ux * w);
  g.lineTo(baseX + uy * w, baseY - ux * w);
  g.closePath();
  g.fill();
}

/** The rows of a unit's mini-grid: from the lowest to the highest dy any of its patterns reaches. */
export function gridRows(unit: UnitType): { minDy: number; maxDy: number } {
  const spec = UNITS[unit];
  let minDy = -1;
  let maxDy = 1;
  for (const [, dy] of [...spec.supply, ...spec.attack, ...spec.support]) {
    minDy = Math.min(minDy, dy);
    maxDy = Math.max(maxDy, dy);
  }
  return { minDy, maxDy };
}

export const ENGLISH_FACES: FaceTexts = {
  unit: (u) => UNITS[u].name.toUpperCase(),
  short: (u) => SHORT[u],
  airStrike: 'AIR STRIKE',
};

/**
 * The name band: as large as the band allows (the name must read at the default zoom), shrunk
 * only as far as a long name needs to fit the card's width.
 */
function nameBand(g: CanvasRenderingContext2D, text: string): void {
  let px = 46;
  g.font = `800 ${px}px ${FONT}`;
  while (px > 26 && g.measureText(text).width > PX - 28) {
    px -= 2;
    g.font = `800 ${px}px ${FONT}`;
  }
  g.fillText(text, PX / 2, 34, PX - 24);
}

function drawUnit(
  g: CanvasRenderingContext2D,
  unit: UnitType,
  owner: Seat,
  texts: FaceTexts,
): void {
  const spec = UNITS[unit];
  frame(g, OWNER_COLOURS[owner], '#f7f1e1');
  g.fillStyle = OWNER_INK[owner];
  g.textAlign = 'center';
  g.textBaseline = 'middle';
  nameBand(g, texts.unit(unit));

  const { minDy, maxDy } = gridRows(unit);
  const rows = maxDy - minDy + 1;
  const top = 66;
  const areaH = PX - 20 - top - 8;
  const cell = Math.min(areaH / rows, (PX - 60) / 3);
  const left = PX / 2 - cell * 1.5;
  const gridTop = top + (areaH - cell * rows) / 2;
  const centre = (dx: number, dy: number): [number, number] => [
    left + (dx + 1.5) * cell,
    gridTop + (maxDy - dy + 0.5) * cell,
  ];
  g.strokeStyle = 'rgba(60,50,30,0.35)';
  g.lineWidth = 2;
  for (let dy = minDy; dy <= maxDy; dy++)
    for (let dx = -1; dx <= 1; dx++) {
      const [x, y] = centre(dx, dy);
      g.strokeRect(x - cell / 2 + 2, y - cell / 2 + 2, cell - 4, cell - 4);
    }
  // The unit's own cell.
  const [ux, uy] = centre(0, 0);
  g.fillStyle = OWNER_COLOURS[owner];
  g.fillRect(ux - cell / 2 + 3, uy - cell / 2 + 3, cell - 6, cell - 6);
  g.fillStyle = OWNER_INK[owner];
  const short = texts.short(unit);
  g.font = `800 ${Math.round(cell * (short.length > 3 ? 0.2 : 0.26))}px ${FONT}`;
  g.fillText(short, ux, uy, cell * 0.9);
  for (const off of spec.supply) supplyArrow(g, ux, uy, cell, off);
  const r = cell * 0.2;
  for (const [dx, dy] of spec.attack) {
    const [x, y] = centre(dx, dy);
    if (spec.attacksAlone) flame(g, x - cell * 0.2, y, r, ICON_COLOURS.attack);
    else crosshair(g, x - cell * 0.2, y, r, ICON_COLOURS.attack);
  }
  for (const [dx, dy] of spec.support) {
    const [x, y] = centre(dx, dy);
    crosshair(g, x + cell * 0.2, y, r, ICON_COLOURS.support);
  }
}

function drawBack(g: CanvasRenderingContext2D, owner: Seat): void {
  g.fillStyle = '#f4efe2';
  g.beginPath();
  g.roundRect(0, 0, PX, PX, 22);
  g.fill();
  g.fillStyle = owner === 0 ? '#7a5f25' : '#2f3e4d';
  g.beginPath();
  g.roundRect(8, 8, PX - 16, PX - 16, 16);
  g.fill();
  g.strokeStyle = 'rgba(255,255,255,0.16)';
  g.lineWidth = 4;
  for (let i = -PX; i < PX * 2; i += 26) {
    g.beginPath();
    g.moveTo(i, 8);
    g.lineTo(i + PX - 16, PX - 8);
    g.stroke();
  }
  g.fillStyle = OWNER_COLOURS[owner];
  g.textAlign = 'center';
  g.textBaseline = 'middle';
  g.font = `900 64px ${FONT}`;
  g.fillText('218', PX / 2, PX / 2);
}

function drawAirStrike(g: CanvasRenderingContext2D, owner: Seat, texts: FaceTexts): void {
  frame(g, OWNER_COLOURS[owner], '#dfe9f2');
  g.fillStyle = OWNER_INK[owner];
  g.textAlign = 'center';
  g.textBaseline = 'middle';
  nameBand(g, texts.airStrike);
  // A plane seen from above, nose forward.
  const cx = PX / 2;
  const cy = 150;
  g.fillStyle = '#3b4654';
  g.beginPath();
  g.ellipse(cx, cy, 14, 62, 0, 0, Math.PI * 2);
  g.fill();
  g.beginPath();
  g.moveTo(cx - 95, cy + 6);
  g.lineTo(cx + 95, cy + 6);
  g.lineTo(cx + 12, cy - 22);
  g.lineTo(cx - 12, cy - 22);
  g.closePath();
  g.fill();
  g.beginPath();
  g.moveTo(cx - 38, cy + 58);
  g.lineTo(cx + 38, cy + 58);
  g.lineTo(cx + 8, cy + 40);
  g.lineTo(cx - 8, cy + 40);
  g.closePath();
  g.fill();
  flame(g, cx, 250, 26, ICON_COLOURS.attack);
}

function drawHill(g: CanvasRenderingContext2D): void {
  g.fillStyle = '#f4efe2';
  g.beginPath();
  g.roundRect(0, 0, PX, PX, 22);
  g.fill();
  g.fillStyle = '#6f7d3c';
  g.beginPath();
  g.roundRect(8, 8, PX - 16, PX - 16, 16);
  g.fill();
  g.strokeStyle = 'rgba(40,30,10,0.45)';
  g.lineWidth = 4;
  for (let k = 1; k <= 5; k++) {
    g.beginPath();
    g.ellipse(PX / 2 + k * 3, PX / 2 + 10 - k * 2, 28 * k, 20 * k, 0.3, 0, Math.PI * 2);
    g.stroke();
  }
  g.fillStyle = '#fff8e6';
  g.textAlign = 'center';
  g.textBaseline = 'middle';
  g.font = `900 44px ${FONT}`;
  g.fillText('HILL', PX / 2, PX / 2 - 26);
  g.font = `900 70px ${FONT}`;
  g.fillText('218', PX / 2, PX / 2 + 34);
}

export type FaceKey = `unit:${UnitType}:${Seat}` | `back:${Seat}` | `air:${Seat}` | 'hill';

/** Hill 218 card faces, backs, the Air Strike card and the Hill, drawn once each. */
export class CardTextures extends CanvasTextureCache<FaceKey> {
  constructor(texts: FaceTexts = ENGLISH_FACES) {
    super(PX, PX, (g, key) => {
      const [kind, a, b] = key.split(':');
      const owner: Seat = (kind === 'unit' ? b : a) === '1' ? 1 : 0;
      if (kind === 'unit') drawUnit(g, a as UnitType, owner, texts);
      else if (kind === 'back') drawBack(g, owner);
      else if (kind === 'air') drawAirStrike(g, owner, texts);
      else drawHill(g);
    });
  }
}
