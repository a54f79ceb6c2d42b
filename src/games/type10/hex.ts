/**
 * Hex geometry of the board: typed coordinates, `CCRR` names, neighbours, distance, movement cost
 * with forest, and reachable hexes under the movement rules (pass through friends, never through
 * enemies, never end on a friend, a unit may always move at least one hex). The board is
 * flat-topped; columns run 1..width west to east, rows 1..height north to south, and even-numbered
 * columns sit half a hex lower. Nothing here knows units: callers say which hexes are passable and
 * which may end a move, so the same search serves the rules, the bot and the table's highlights.
 */

/** A hex name `CCRR`: two-digit column then two-digit row, e.g. `0503`. */
export type HexName = string;

export interface Hex {
  readonly col: number;
  readonly row: number;
}

export function hexName(h: Hex): HexName {
  return `${String(h.col).padStart(2, '0')}${String(h.row).padStart(2, '0')}`;
}

/** Parses a `CCRR` name (no bounds check beyond 1..99). */
export function parseHex(name: unknown): Hex | null {
  if (typeof name !== 'string' || !/^\d{4}$/.test(name)) return null;
  const col = Number(name.slice(0, 2));
  const row = Number(name.slice(2));
  return col >= 1 && row >= 1 ? { col, row } : null;
}

/** Neighbours of a hex in the unbounded grid, clockwise from north. */
export function hexNeighbours(h: Hex): Hex[] {
  const { col, row } = h;
  // Even columns sit lower, so their east/west neighbours are on this row and the row below.
  const up = col % 2 === 0 ? row : row - 1;
  return [
    { col, row: row - 1 },
    { col: col + 1, row: up },
    { col: col + 1, row: up + 1 },
    { col, row: row + 1 },
    { col: col - 1, row: up + 1 },
    { col: col - 1, row: up },
  ];
}

/** Hex distance (number of steps on an empty board). */
export function hexDistance(a: Hex, b: Hex): number {
  const ca = toCube(a);
  const cb = toCube(b);
  return Math.max(Math.abs(ca.x - cb.x), Math.abs(ca.y - cb.y), Math.abs(ca.z - cb.z));
}

function toCube(h: Hex): { x: number; y: number; z: number } {
  const q = h.col - 1;
  const r = h.row - 1 - (q - (q & 1)) / 2;
  return { x: q, z: r, y: -q - r };
}

/**
 * A board's geometry: hexes are indexed `(col-1)*height + (row-1)`, so hot loops use small
 * integers while state and moves keep readable names. Building it is linear in the map; distances
 * come on demand (plain distance from cube coordinates in O(1), forest-counted range by one
 * linear search per firing hex, cached), so a 30×30 map costs no more per query than 9×9.
 */
export interface HexGrid {
  readonly width: number;
  readonly height: number;
  readonly size: number;
  readonly names: readonly HexName[];
  /** Name → index, so hot paths never parse names. */
  readonly index: ReadonlyMap<HexName, number>;
  readonly neighbours: readonly (readonly number[])[];
  readonly forest: readonly boolean[];
  /** Plain hex distance between two hexes. */
  dist(a: number, b: number): number;
  /** Range from `a` to `b` counted with forest hexes entered as 2 (the hex left not counted). */
  forestDist(a: number, b: number): number;
}

export function buildGrid(width: number, height: number, forest: readonly HexName[]): HexGrid {
  const size = width * height;
  const names: HexName[] = [];
  const cubeX = new Int16Array(size);
  const cubeZ = new Int16Array(size);
  for (let c = 1; c <= width; c++)
    for (let r = 1; r <= height; r++) {
      const i = names.length;
      names.push(hexName({ col: c, row: r }));
      const cube = toCube({ col: c, row: r });
      cubeX[i] = cube.x;
      cubeZ[i] = cube.z;
    }
  const forestSet = new Set(forest);
  const isForest = names.map((n) => forestSet.has(n));
  const neighbours = names.map((n) => {
    const h = parseHex(n) as Hex;
    return hexNeighbours(h)
      .filter((x) => x.col >= 1 && x.col <= width && x.row >= 1 && x.row <= height)
      .map((x) => (x.col - 1) * height + (x.row - 1));
  });
  const dist = (a: number, b: number): number => {
    const dx = cubeX[a]! - cubeX[b]!;
    const dz = cubeZ[a]! - cubeZ[b]!;
    return Math.max(Math.abs(dx), Math.abs(dz), Math.abs(dx + dz));
  };
  const fromCache = new Map<number, Int16Array>();
  const forestDist = (a: number, b: number): number => {
    let d = fromCache.get(a);
    if (!d) {
      d = weightedFrom(a, size, neighbours, isForest);
      fromCache.set(a, d);
    }
    return d[b]!;
  };
  const index = new Map(names.map((n, i) => [n, i]));
  return { width, height, size, names, index, neighbours, forest: isForest, dist, forestDist };
}

/** Cheapest cost from `from` to every hex, entering forest costing 2: a two-bucket-per-step queue, O(N). */
function weightedFrom(
  from: number,
  size: number,
  neighbours: readonly (readonly number[])[],
  isForest: readonly boolean[],
): Int16Array {
  const d = new Int16Array(size).fill(32767);
  d[from] = 0;
  const buckets: number[][] = [[from]];
  for (let c = 0; c < buckets.length; c++) {
    for (const i of buckets[c] ?? []) {
      if (d[i] !== c) continue;
      for (const n of neighbours[i]!) {
        const nd = c + (isForest[n] ? 2 : 1);
        if (nd < d[n]!) {
          d[n] = nd;
          (buckets[nd] ??= []).push(n);
        }
      }
    }
  }
  return d;
}

export function hexIndex(grid: HexGrid, name: HexName): number {
  return grid.index.get(name) ?? -1;
}

/** Movement points to enter hex `i`: forest costs 2, unless the unit flies. */
export function enterCost(grid: HexGrid, i: number, flies: boolean): number {
  return !flies && grid.forest[i] ? 2 : 1;
}

export interface MoveSearch {
  readonly grid: HexGrid;
  readonly from: number;
  readonly mp: number;
  readonly flies: boolean;
  /** The unit has not moved yet this action, so its first step is always affordable. */
  readonly firstStep: boolean;
  /** Hexes the unit may enter and leave (empty or friendly). */
  readonly passable: (i: number) => boolean;
  /** Hexes it may end on (empty). */
  readonly endable: (i: number) => boolean;
}

export interface Reach {
  /** Movement spent to reach each hex (-1 when unreachable). */
  readonly spent: Int16Array;
  /** Previous hex on a cheapest path (-1 at the start or when unreachable). */
  readonly prev: Int16Array;
}

/**
 * Cheapest movement to every hex through passable hexes. The at-least-one rule lets the first
 * step cost what is left when it would cost more, so the unit then has 0 left.
 */
export function searchMoves(q: MoveSearch): Reach {
  const { grid } = q;
  const spent = new Int16Array(grid.size).fill(-1);
  const prev = new Int16Array(grid.size).fill(-1);
  spent[q.from] = 0;
  // Costs are 1 or 2 and budgets tiny, so a bucket queue keeps this allocation-light.
  const buckets: number[][] = [[q.from]];
  for (let c = 0; c < buckets.length; c++) {
    const bucket = buckets[c];
    if (!bucket) continue;
    for (const i of bucket) {
      if (spent[i] !== c) continue;
      for (const n of grid.neighbours[i]!) {
        if (!q.passable(n)) continue;
        let cost = enterCost(grid, n, q.flies);
        if (c + cost > q.mp) {
          if (!(q.firstStep && i === q.from)) continue;
          cost = Math.max(0, q.mp - c);
        }
        const nc = c + cost;
        if (spent[n] === -1 || nc < spent[n]!) {
          spent[n] = nc;
          prev[n] = i;
          (buckets[nc] ??= []).push(n);
        }
      }
    }
  }
  return { spent, prev };
}

/** The hexes where a move may end, each with its cost (the start excluded). */
export function reachableEnds(q: MoveSearch): Map<number, number> {
  const r = searchMoves(q);
  const out = new Map<number, number>();
  for (let i = 0; i < q.grid.size; i++)
    if (i !== q.from && r.spent[i]! >= 0 && q.endable(i)) out.set(i, r.spent[i]!);
  return out;
}

/** The path from the search start to `to`, both included, or null when unreachable. */
export function pathTo(r: Reach, to: number): number[] | null {
  if (r.spent[to] === -1) return null;
  const path = [to];
  let i = to;
  while (r.prev[i]! >= 0) {
    i = r.prev[i]!;
    path.push(i);
  }
  return path.reverse();
}
