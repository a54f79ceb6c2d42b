/**
 * A game saved before drop model 2, with missiles fired, loads and replays to the very table it
 * was saved with: its options have no "drop", so its drops are re-simulated under model 1. The
 * fixture was written by the code of main b366184 (skirmish, patrols, seed 11, the normal bot
 * for both seats until 3 volleys had been fired; 35 moves, 8 counters).
 */
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AnyGameDef } from '../../../src/core/game.ts';
import { replay } from '../../../src/core/match.ts';
import { loadSave } from '../../../src/core/save.ts';
import type { DiscWarsModule, DiscWarsState } from '../../../src/games/discwars/index.ts';
import { loadModule } from './helpers.ts';

let mod: DiscWarsModule;
beforeAll(async () => {
  mod = await loadModule();
});

describe('a save from before drop model 2', () => {
  it('replays its drops to the table it was saved with', () => {
    const text = readFileSync('test/fixtures/discwars-save-drops-2026-12-03.json', 'utf8');
    const loaded = loadSave(text, (id) =>
      id === 'discwars' ? (mod.def as unknown as AnyGameDef) : undefined,
    );
    if (!loaded.ok) throw new Error(`${loaded.error.code}: ${loaded.error.message}`);
    const { match } = loaded.value;
    const s = match.state as DiscWarsState;
    expect(match.log.filter((e) => (e.move as { type: string }).type === 'fire')).toHaveLength(3);
    expect(s.drop).toBeUndefined();
    // Recorded when the save was written.
    expect(mod.physics.hash(s.table)).toBe('b191dbdaec397786');
    expect(s.counters).toBe(8);
    expect(s.destroyed).toEqual([12, 6]);
    // The same moves under model 2 land the counters elsewhere (or stop being legal).
    const start = {
      ...match.start,
      options: { ...(match.start as { options: object }).options, drop: 2 },
    };
    const again = replay(mod.def as unknown as AnyGameDef, start as never, match.log);
    const other = again.ok
      ? mod.physics.hash((again.value.state as DiscWarsState).table)
      : 'refused';
    expect(other).not.toBe('b191dbdaec397786');
  });
});
