import { describe, expect, it } from 'vitest';
import { tableHash } from '../../src/physics/hash.ts';
import { playRecord, runRecord } from '../../src/physics/record.ts';
import { battleTable } from '../../src/physics/scenes.ts';
import { TableWorld } from '../../src/physics/world.ts';
import { physics, R } from './helpers.ts';

describe('determinism', () => {
  it('the same record gives the same hash, step by step', () => {
    const a = playRecord(physics);
    const b = playRecord(physics);
    expect(a.log).toEqual(b.log);
    expect(a.log.filter((l) => l.includes('refused'))).toEqual([]);
    expect(physics.hash(a.table)).toBe(physics.hash(b.table));
    expect(physics.hash(a.table)).not.toBe(physics.hash(battleTable()));
  });

  it('runRecord (the browser entry) gives the same hash as playing the record here', async () => {
    const hash = await runRecord();
    expect(hash).toMatch(/^[0-9a-f]{16}$/);
    expect(hash).toBe(physics.hash(playRecord(physics).table));
  });

  it('the hash sees every digit of a pose', () => {
    const t = battleTable();
    const p = t.pieces[9];
    if (!p) throw new Error('no piece');
    const nudged = {
      ...t,
      pieces: t.pieces.map((q) =>
        q === p ? { ...p, position: { ...p.position, x: p.position.x + 1e-12 } } : q,
      ),
    };
    expect(tableHash(nudged)).not.toBe(tableHash(t));
  });
});

describe('a world rebuilt from a settled table', () => {
  it('moves no piece more than 0.005 in over 5 simulated seconds, awake', () => {
    const { table } = playRecord(physics);
    const w = new TableWorld(R, table, { asleep: false });
    try {
      const start = w.pieces.map((pb) => w.positionIn(pb));
      for (let i = 0; i < 600; i++) w.step();
      let worst = 0;
      w.pieces.forEach((pb, i) => {
        const a = start[i];
        const b = w.positionIn(pb);
        if (a) worst = Math.max(worst, Math.hypot(a.x - b.x, a.y - b.y, a.z - b.z));
      });
      expect(worst).toBeLessThan(0.005);
    } finally {
      w.free();
    }
  });
});
