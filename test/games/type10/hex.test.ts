import { describe, expect, it } from 'vitest';
import {
  buildGrid,
  hexDistance,
  hexIndex,
  hexName,
  hexNeighbours,
  parseHex,
} from '../../../src/games/type10/hex.ts';
import { defaultScenario } from '../../../src/games/type10/scenarios/default.ts';

const h = (n: string) => parseHex(n)!;
const nbrs = (n: string) => hexNeighbours(h(n)).map(hexName);

describe('hex names', () => {
  it('round-trips CCRR names and refuses bad ones', () => {
    expect(parseHex('0503')).toEqual({ col: 5, row: 3 });
    expect(hexName({ col: 9, row: 1 })).toBe('0901');
    for (const bad of ['503', '05a3', '0005', '0500', 503, null]) expect(parseHex(bad)).toBeNull();
  });
});

describe('neighbours (hand-counted: even columns sit half a hex lower)', () => {
  it.each([
    ['0503', ['0502', '0602', '0603', '0504', '0403', '0402']],
    ['0604', ['0603', '0704', '0705', '0605', '0505', '0504']],
    ['0102', ['0101', '0201', '0202', '0103', '0002', '0001']],
    ['0201', ['0200', '0301', '0302', '0202', '0102', '0101']],
  ])('%s', (hex, expected) => {
    expect(nbrs(hex)).toEqual(expected);
  });

  it('clips neighbours at the map edge', () => {
    const g = buildGrid(9, 9, []);
    const names = (n: string) => g.neighbours[hexIndex(g, n)]!.map((i) => g.names[i]).sort();
    expect(names('0101')).toEqual(['0102', '0201']);
    expect(names('0909')).toEqual(['0808', '0809', '0908']);
    expect(names('0505')).toHaveLength(6);
  });

  it('is symmetric and every neighbour is at distance 1', () => {
    for (let c = 1; c <= 9; c++)
      for (let r = 1; r <= 9; r++)
        for (const n of hexNeighbours({ col: c, row: r })) {
          expect(hexDistance({ col: c, row: r }, n)).toBe(1);
          expect(hexNeighbours(n).map(hexName)).toContain(hexName({ col: c, row: r }));
        }
  });
});

describe('distance (hand-counted)', () => {
  it.each([
    ['0101', '0909', 12],
    ['0101', '0901', 8],
    ['0502', '0509', 7],
    ['0507', '0502', 5],
    ['0503', '0803', 3],
    ['0503', '0806', 5], // 0603, 0704, 0804 (y 4.5), 0805, 0806
    ['0201', '0101', 1],
    ['0404', '0404', 0],
  ])('%s to %s is %i', (a, b, d) => {
    expect(hexDistance(h(a), h(b))).toBe(d);
    expect(hexDistance(h(b), h(a))).toBe(d);
  });
});

describe('forest-counted range', () => {
  const g = buildGrid(9, 9, defaultScenario.forest);
  const fd = (a: string, b: string) => g.forestDist(hexIndex(g, a), hexIndex(g, b));
  it('counts forest hexes entered as 2, the hex left not counted', () => {
    expect(fd('0507', '0504')).toBe(4); // 0506, 0505 clear, 0504 forest
    expect(fd('0506', '0504')).toBe(3);
    expect(fd('0406', '0408')).toBe(4); // around or through 0407, always 4
    expect(fd('0504', '0503')).toBe(1);
    expect(g.dist(hexIndex(g, '0406'), hexIndex(g, '0408'))).toBe(2);
  });
  it('refuses hexes off the map', () => {
    expect(hexIndex(g, '1001')).toBe(-1);
    expect(hexIndex(g, '0110')).toBe(-1);
  });
});

describe('on-demand geometry', () => {
  /** Plain Dijkstra over the whole map, the definition the grid's cached searches must match. */
  function reference(g: ReturnType<typeof buildGrid>, from: number): number[] {
    const d = new Array<number>(g.size).fill(Infinity);
    d[from] = 0;
    const done = new Set<number>();
    while (done.size < g.size) {
      let best = -1;
      for (let i = 0; i < g.size; i++) if (!done.has(i) && (best < 0 || d[i]! < d[best]!)) best = i;
      done.add(best);
      for (const n of g.neighbours[best]!) d[n] = Math.min(d[n]!, d[best]! + (g.forest[n] ? 2 : 1));
    }
    return d;
  }

  it.each([
    [9, 9, defaultScenario.forest],
    [12, 7, ['0203', '0204', '0305', '0506', '0507', '0606', '0911', '1002', '1103', '1207']],
  ])('matches plain distance and a full Dijkstra on a %i×%i map', (w, h, forest) => {
    const g = buildGrid(w, h, forest);
    for (let a = 0; a < g.size; a++) {
      const ref = reference(g, a);
      const ha = parseHex(g.names[a]!)!;
      for (let b = 0; b < g.size; b++) {
        expect(g.forestDist(a, b)).toBe(ref[b]);
        expect(g.dist(a, b)).toBe(hexDistance(ha, parseHex(g.names[b]!)!));
      }
    }
  });

  it('builds a 30×30 map without all-pairs tables', () => {
    const g = buildGrid(30, 30, []);
    expect(g.size).toBe(900);
    expect(g.dist(0, g.size - 1)).toBe(hexDistance({ col: 1, row: 1 }, { col: 30, row: 30 }));
    expect(g.forestDist(0, g.size - 1)).toBe(g.dist(0, g.size - 1));
  });
});
