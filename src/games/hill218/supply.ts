/**
 * Supply: which friendly units are connected to their own HQ, and where a card may therefore be
 * played. The supplied set starts at the unit standing in the player's own HQ and grows through
 * each receiving unit's own supply pattern; enemy units and the Hill break the chain. Also the
 * paratrooper drop area and the supply chain (HQ → … → cell) the table draws when hovering a cell.
 * A board index (occupancy grid), supplied sets and legal cells are cached per cells array:
 * states are immutable, so a cells array never changes once built.
 */
import type { Hill218State, Placed, Pos, Seat, UnitType } from './types.ts';
import { BOARD_PATTERNS, DROP_MARGIN, hqOf, NEIGHBOURS, other, UNITS } from './units.ts';

/** A numeric key for a cell, row-major (y, then x) so sorting keys sorts cells by y, then x. */
export function cellKey(x: number, y: number): number {
  return (y + 2048) * 4096 + (x + 2048);
}

export function keyPos(k: number): Pos {
  return { x: (k % 4096) - 2048, y: Math.floor(k / 4096) - 2048 };
}

/** The supplied units of one seat over the occupancy grid. */
export interface Supplied {
  /** Grid indexes of the supplied units, the HQ unit first, in flood order. */
  readonly list: readonly number[];
  /** For each entry of `list`: the position in `list` of its supplier, -1 for the HQ unit. */
  readonly parent: readonly number[];
}

/**
 * Scratch "seen" marks over grid indexes, reused by every call: a cell is marked when
 * `marks[g] === stamp`, so clearing is one increment. Module state, but never observable.
 */
let marks: number[] = [];
let stamp = 0;

function freshMarks(size: number): void {
  if (marks.length < size) marks = new Array<number>(size).fill(0);
  stamp++;
  if (stamp > 0x3fffffff) {
    marks.fill(0);
    stamp = 1;
  }
}

export interface BoardIndex {
  readonly cells: readonly Placed[];
  /** Bounding box of every card on the table, the Hill included. */
  readonly minX: number;
  readonly maxX: number;
  readonly minY: number;
  readonly maxY: number;
  /** Occupancy grid over the box widened by GRID_PAD: index into `cells` + 1, 0 when empty. */
  readonly ox: number;
  readonly oy: number;
  readonly w: number;
  readonly h: number;
  readonly occ: number[];
  supplied: [Supplied | null, Supplied | null];
  /** Legal cells per seat, keyed by supply mask and drop ability (units sharing both share cells). */
  readonly legal: [Map<number, readonly Pos[]>, Map<number, readonly Pos[]>];
  /** Memo for other modules' derived facts about this table (combat's attack options). */
  readonly memo: Map<number, unknown>;
}

/** Wide enough for the drop box plus one ring of neighbours; lookups outside read as empty. */
const GRID_PAD = DROP_MARGIN + 2;

/**
 * The last few indexes, by identity of the cells array. A WeakMap over every state ever built cost
 * more in garbage collection than it saved; play, search and the UI revisit only recent tables.
 */
const CACHE_SIZE = 8;
const recent: (BoardIndex | undefined)[] = new Array<BoardIndex | undefined>(CACHE_SIZE).fill(
  undefined,
);
let recentNext = 0;

export function boardIndex(cells: readonly Placed[]): BoardIndex {
  for (let i = 0; i < CACHE_SIZE; i++) {
    const hit = recent[i];
    if (hit && hit.cells === cells) return hit;
  }
  const ix = buildIndex(cells);
  recent[recentNext] = ix;
  recentNext = (recentNext + 1) % CACHE_SIZE;
  return ix;
}

function buildIndex(cells: readonly Placed[]): BoardIndex {
  let minX = 0;
  let maxX = 0;
  let minY = 0;
  let maxY = 0;
  for (const c of cells) {
    if (c.x < minX) minX = c.x;
    if (c.x > maxX) maxX = c.x;
    if (c.y < minY) minY = c.y;
    if (c.y > maxY) maxY = c.y;
  }
  const ox = minX - GRID_PAD;
  const oy = minY - GRID_PAD;
  const w = maxX - minX + 1 + 2 * GRID_PAD;
  const h = maxY - minY + 1 + 2 * GRID_PAD;
  // Plain arrays, not typed ones: small typed arrays allocate off-heap and dominate GC here.
  const occ: number[] = new Array<number>(w * h).fill(0);
  for (let i = 0; i < cells.length; i++) {
    const c = cells[i] as Placed;
    occ[(c.y - oy) * w + (c.x - ox)] = i + 1;
  }
  return {
    cells,
    minX,
    maxX,
    minY,
    maxY,
    ox,
    oy,
    w,
    h,
    occ,
    supplied: [null, null],
    legal: [new Map(), new Map()],
    memo: new Map(),
  };
}

/** Grid index of (x, y), or -1 outside the grid. */
function gridAt(ix: BoardIndex, x: number, y: number): number {
  const gx = x - ix.ox;
  const gy = y - ix.oy;
  return gx < 0 || gy < 0 || gx >= ix.w || gy >= ix.h ? -1 : gy * ix.w + gx;
}

function gridPos(ix: BoardIndex, g: number): Pos {
  return { x: (g % ix.w) + ix.ox, y: Math.floor(g / ix.w) + ix.oy };
}

/** The unit at (x, y), if any. */
export function occupant(ix: BoardIndex, x: number, y: number): Placed | undefined {
  const g = gridAt(ix, x, y);
  if (g < 0) return undefined;
  const i = ix.occ[g] as number;
  return i === 0 ? undefined : ix.cells[i - 1];
}

function occupied(ix: BoardIndex, x: number, y: number): boolean {
  const g = gridAt(ix, x, y);
  return g >= 0 && ix.occ[g] !== 0;
}

export function unitAt(cells: readonly Placed[], p: Pos): Placed | undefined {
  return occupant(boardIndex(cells), p.x, p.y);
}

function isHill(x: number, y: number): boolean {
  return x === 0 && y === 0;
}

/** The supplied units of `seat` (none when its HQ holds no friendly unit). */
export function suppliedOf(ix: BoardIndex, seat: Seat): Supplied {
  const cached = ix.supplied[seat];
  if (cached) return cached;
  const list: number[] = [];
  const parent: number[] = [];
  const hq = hqOf(seat);
  const root = gridAt(ix, hq.x, hq.y);
  const rootUnit = ix.cells[(ix.occ[root] as number) - 1];
  if (rootUnit && rootUnit.owner === seat) {
    freshMarks(ix.w * ix.h);
    marks[root] = stamp;
    list.push(root);
    parent.push(-1);
    const w = ix.w;
    for (let i = 0; i < list.length; i++) {
      const g = list[i] as number;
      for (const [dx, dy] of NEIGHBOURS) {
        // Supplied units stand inside the box, so their neighbours are inside the grid.
        const n = g + dy * w + dx;
        if (marks[n] === stamp) continue;
        const o = ix.occ[n] as number;
        if (o === 0) continue;
        const p = ix.cells[o - 1] as Placed;
        // P receives from the unit at g when g stands at an offset in P's own supply pattern.
        const bit = 1 << ((1 - dx) * 3 + (1 - dy));
        if (p.owner === seat && (BOARD_PATTERNS[p.unit][seat].supplyMask & bit) !== 0) {
          marks[n] = stamp;
          list.push(n);
          parent.push(i);
        }
      }
    }
  }
  const out = { list, parent };
  ix.supplied[seat] = out;
  return out;
}

/** The position in the supplied list of a unit that supplies an empty cell `c` for `unit`, or -1. */
function supplierOf(ix: BoardIndex, seat: Seat, unit: UnitType, c: Pos): number {
  const { list } = suppliedOf(ix, seat);
  for (const [dx, dy] of BOARD_PATTERNS[unit][seat].supply) {
    const g = gridAt(ix, c.x + dx, c.y + dy);
    if (g < 0) continue;
    const i = list.indexOf(g);
    if (i >= 0) return i;
  }
  return -1;
}

/** Whether an empty cell `c` is supplied for a new `unit` of `seat` by the normal rule. */
export function isSuppliedFor(
  cells: readonly Placed[],
  seat: Seat,
  unit: UnitType,
  c: Pos,
): boolean {
  return supplierOf(boardIndex(cells), seat, unit, c) >= 0;
}

/**
 * Every empty cell where `seat` may play `unit` by the supply rules alone (turn restrictions are
 * the rules module's): supplied cells, the own empty HQ, and for paratroopers the drop area. The
 * enemy HQ appears only when supplied (playing there wins). Sorted by y, then x. Shared: do not
 * modify the returned list.
 */
export function legalCells(cells: readonly Placed[], seat: Seat, unit: UnitType): readonly Pos[] {
  const ix = boardIndex(cells);
  const cacheKey = BOARD_PATTERNS[unit][seat].supplyMask * 2 + (UNITS[unit].drop ? 1 : 0);
  let found = ix.legal[seat].get(cacheKey);
  if (!found) {
    found = UNITS[unit].drop ? dropCells(ix, seat, unit) : suppliedCells(ix, seat, unit);
    ix.legal[seat].set(cacheKey, found);
  }
  return found;
}

function dropCells(ix: BoardIndex, seat: Seat, unit: UnitType): Pos[] {
  // Every supplied cell and both HQs lie inside the drop box, so one sweep in order does.
  const enemyHq = hqOf(other(seat));
  const enemyHqOpen =
    !occupied(ix, enemyHq.x, enemyHq.y) && supplierOf(ix, seat, unit, enemyHq) >= 0;
  const { occ, w, ox, oy } = ix;
  const out: Pos[] = [];
  for (let y = ix.minY - DROP_MARGIN; y <= ix.maxY + DROP_MARGIN; y++) {
    const row = (y - oy) * w - ox;
    for (let x = ix.minX - DROP_MARGIN; x <= ix.maxX + DROP_MARGIN; x++) {
      // The drop box lies inside the occupancy grid by construction (GRID_PAD > DROP_MARGIN).
      if (occ[row + x] !== 0 || isHill(x, y)) continue;
      if (x === enemyHq.x && y === enemyHq.y && !enemyHqOpen) continue;
      out.push({ x, y });
    }
  }
  return out;
}

function suppliedCells(ix: BoardIndex, seat: Seat, unit: UnitType): Pos[] {
  const found: number[] = [];
  const { list } = suppliedOf(ix, seat);
  freshMarks(ix.w * ix.h);
  const hq = hqOf(seat);
  const hqG = gridAt(ix, hq.x, hq.y);
  if (ix.occ[hqG] === 0) {
    found.push(hqG);
    marks[hqG] = stamp;
  }
  const hill = gridAt(ix, 0, 0);
  marks[hill] = stamp;
  const w = ix.w;
  for (const [dx, dy] of BOARD_PATTERNS[unit][seat].supply) {
    // The new card at c receives from u when u = c + offset; supplied units' neighbours are in the grid.
    const step = -dy * w - dx;
    for (const g of list) {
      const n = g + step;
      if (marks[n] === stamp || ix.occ[n] !== 0) continue;
      marks[n] = stamp;
      found.push(n);
    }
  }
  // Grid indexes are row-major, so this sorts by y, then x.
  found.sort((a, b) => a - b);
  return found.map((g) => gridPos(ix, g));
}

/** Whether `seat` may place `unit` on `c` by the supply rules (mirrors `legalCells`). */
export function isLegalCell(cells: readonly Placed[], seat: Seat, unit: UnitType, c: Pos): boolean {
  const ix = boardIndex(cells);
  if (isHill(c.x, c.y) || occupied(ix, c.x, c.y)) return false;
  const hq = hqOf(seat);
  if (c.x === hq.x && c.y === hq.y) return true;
  if (supplierOf(ix, seat, unit, c) >= 0) return true;
  if (!UNITS[unit].drop) return false;
  const enemyHq = hqOf(other(seat));
  if (c.x === enemyHq.x && c.y === enemyHq.y) return false;
  return (
    c.x >= ix.minX - DROP_MARGIN &&
    c.x <= ix.maxX + DROP_MARGIN &&
    c.y >= ix.minY - DROP_MARGIN &&
    c.y <= ix.maxY + DROP_MARGIN
  );
}

/**
 * The supply chain that makes `c` legal for `unit`: the cells from the own HQ through supplied
 * units to `c` itself. `[c]` for the own empty HQ and an unsupplied paratrooper drop; null when
 * the cell is not legal at all.
 */
export function supplyChain(
  cells: readonly Placed[],
  seat: Seat,
  unit: UnitType,
  c: Pos,
): Pos[] | null {
  if (!isLegalCell(cells, seat, unit, c)) return null;
  const ix = boardIndex(cells);
  const first = supplierOf(ix, seat, unit, c);
  if (first < 0) return [c];
  const { list, parent } = suppliedOf(ix, seat);
  const chain: Pos[] = [c];
  for (let i = first; i >= 0; i = parent[i] as number) chain.push(gridPos(ix, list[i] as number));
  return chain.reverse();
}

/** The supplied units of a seat as positions (the table's "supply reach" overlay, the bot). */
export function suppliedUnits(cells: readonly Placed[], seat: Seat): Pos[] {
  const ix = boardIndex(cells);
  return suppliedOf(ix, seat).list.map((g) => gridPos(ix, g));
}

export function unitCount(s: Hill218State, seat: Seat): number {
  let n = 0;
  for (const c of s.cells) if (c.owner === seat) n++;
  return n;
}
