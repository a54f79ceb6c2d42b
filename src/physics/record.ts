/**
 * A fixed demonstration record: a short list of flips and seeded drops on the default battle table.
 * `runRecord` plays it and returns the final snapshot hash; a browser test runs it in Chromium and
 * compares the hash with Node's, which checks that the physics is bit-identical across platforms.
 */
import { seedRng } from '../core/rng.ts';
import type { DiscPhysics, TableState } from '../games/discwars/physics-port.ts';
import { createDiscPhysics } from './index.ts';
import { battleTable } from './scenes.ts';

export type RecordStep =
  | { readonly type: 'flip'; readonly discId: string; readonly direction: number }
  | {
      readonly type: 'drop';
      readonly targetId: string;
      readonly counterIds: readonly string[];
      readonly seed: number;
    };

export const DEMO_RECORD: readonly RecordStep[] = [
  { type: 'flip', discId: 's4', direction: Math.PI / 2 },
  { type: 'flip', discId: 's4', direction: Math.PI / 2 },
  { type: 'flip', discId: 'n4', direction: -Math.PI / 2 },
  { type: 'flip', discId: 's5', direction: Math.PI / 2 + 0.3 },
  { type: 'flip', discId: 'n4', direction: -Math.PI / 2 },
  { type: 'flip', discId: 's12', direction: -Math.PI / 2 },
  { type: 'drop', targetId: 's4', counterIds: ['arrow-1', 'arrow-2'], seed: 11 },
  { type: 'drop', targetId: 'n5', counterIds: ['bolt-1', 'bolt-2', 'bolt-3'], seed: 12 },
  { type: 'flip', discId: 'n12', direction: 1.2 },
];

/** Plays the record; refused steps are skipped (and counted in the log) so the record stays total. */
export function playRecord(
  physics: DiscPhysics,
  steps: readonly RecordStep[] = DEMO_RECORD,
): { table: TableState; log: string[] } {
  let table = battleTable();
  const log: string[] = [];
  for (const s of steps) {
    const r =
      s.type === 'flip'
        ? physics.flip(table, { discId: s.discId, direction: s.direction })
        : physics.drop(table, {
            targetId: s.targetId,
            counterIds: s.counterIds,
            rng: seedRng(s.seed),
          });
    if (r.ok) table = r.value.table;
    log.push(r.ok ? `${s.type} ok ${physics.hash(table)}` : `${s.type} refused ${r.error.code}`);
  }
  return { table, log };
}

export async function runRecord(): Promise<string> {
  const physics = await createDiscPhysics();
  return physics.hash(playRecord(physics).table);
}
