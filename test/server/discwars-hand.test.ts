/**
 * Disc Wars online with a real hand (the dexterity option): a player's flip with a haste of its
 * own is accepted as a listed move, the views never carry the generator that draws the hand's
 * error, and the page's re-run of the flip from views alone gives the hash the server sent.
 */
import { describe, expect, it } from 'vitest';
import { createDiscPhysics } from '../../src/physics/index.ts';
import {
  replayRequestOf,
  type DiscWarsMove,
  type DiscWarsState,
} from '../../src/games/discwars/index.ts';
import { loadServerGame } from '../../src/server/games.ts';
import { MatchState } from '../../src/server/match-state.ts';
import { storedMatch } from './helpers.ts';
import { CLOSE_QUARTERS } from './close-quarters.ts';

describe('Disc Wars online with a real hand', () => {
  it('accepts a flip with its haste, hides the generator, and a page re-runs the very flip', async () => {
    const options = { ...CLOSE_QUARTERS, hand: 'real' };
    const m = new MatchState(await loadServerGame('discwars'), storedMatch('discwars', options, 3));
    const physics = await createDiscPhysics();
    const seat = m.toMove()!;
    const activate = (m.legalFor(seat) as DiscWarsMove[]).find(
      (x) => x.type === 'activate' && x.action.kind === 'move',
    );
    if (!activate) throw new Error('nothing to move');
    const a = m.accept(seat, activate, m.version);
    if (!a.ok) throw new Error(a.error.message);
    m.commit(seat, a.value.move, a.value.next);
    const before = m.viewFor(seat).view as DiscWarsState;
    expect(before.hand).toBe('real');
    const listed = (m.legalFor(seat) as DiscWarsMove[]).find((x) => x.type === 'flip');
    if (!listed || listed.type !== 'flip') throw new Error('no flip listed');
    // A haste out of range is refused with the rules' reason, and nothing changes.
    const version = m.version;
    const bad = m.accept(seat, { ...listed, haste: 3 }, version);
    expect(bad.ok ? '' : bad.error.message).toMatch(/haste/);
    expect(m.version).toBe(version);
    const sent = { ...listed, direction: listed.direction + 0.01, haste: 0.8 };
    const f = m.accept(seat, sent, m.version);
    if (!f.ok) throw new Error(f.error.message);
    expect(f.value.move).toEqual(sent);
    m.commit(seat, f.value.move, f.value.next);
    const full = f.value.next as DiscWarsState;
    for (const viewer of [0, 1, null] as const) {
      const v = m.viewFor(viewer);
      const after = v.view as DiscWarsState;
      expect(after.rng).not.toEqual(full.rng);
      const req = replayRequestOf(before, sent, after);
      if (!req || !('flip' in req)) throw new Error('no flip to re-run');
      expect(req.flip.slip).toBeDefined();
      const rerun = physics.flip(before.table, req.flip);
      if (!rerun.ok) throw new Error(rerun.error.message);
      expect(v.hash).toBe(physics.hash(rerun.value.table));
    }
  }, 120_000);
});
