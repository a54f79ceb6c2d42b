/**
 * The table's replays: a flip and a drop re-run from the views alone match the engine's table, a
 * drop that ends the phase (counters removed later in the same move) still replays, and a drop is
 * shown whatever the rest of its move did to the table. Also the localized event lines (a fatal
 * wound reads as one) and the summary.
 */
import { describe, expect, it } from 'vitest';
import { RULE_EXAMPLES } from '../../../src/games/discwars/examples.ts';
import type { DiscWarsState } from '../../../src/games/discwars/index.ts';
import { addMessages, translate } from '../../../src/ui/i18n/index.ts';
import { eventText } from '../../../src/ui/tables/discwars/event-text.ts';
import { discwarsMessages } from '../../../src/ui/tables/discwars/messages.ts';
import { discLabel } from '../../../src/ui/tables/discwars/names.ts';
import { agrees, hitDiscs, replayOf } from '../../../src/ui/tables/discwars/replay.ts';
import { discsLost } from '../../../src/ui/tables/discwars/summary.ts';
import { loadModule, play } from '../../games/discwars/helpers.ts';

const mod = await loadModule();
addMessages(discwarsMessages);

function example(id: string): DiscWarsState {
  const r = mod.def.fromSetup(RULE_EXAMPLES.find((e) => e.id === id)?.setup);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

describe('replaying a move on the table', () => {
  it('a flip re-runs to the engine’s table, with frames of the flipped disc', () => {
    const s = example('flip-attack');
    const m = mod.def.legalMoves(s).find((x) => x.type === 'flip');
    if (!m) throw new Error('no flip');
    const after = play(mod, s, m);
    const r = replayOf(mod, mod.def.view(s, 0), m, mod.def.view(after, 0));
    expect(r).not.toBeNull();
    expect(mod.physics.hash(r!.table)).toBe(mod.physics.hash(after.table));
    expect(r!.show.frames.some((f) => f.poses.some((p) => p.id === 'a1'))).toBe(true);
    expect(r!.show.drop).toBeUndefined();
  });

  it('both drops of the missile example replay, the second though it ends the round', () => {
    const s = example('missile');
    const fire1 = { type: 'fire', archer: 'a1', target: 'b2' } as const;
    const s1 = play(mod, s, fire1);
    const r1 = replayOf(mod, mod.def.view(s, 1), fire1, mod.def.view(s1, 1));
    expect(r1?.show.drop?.placed.map((p) => p.id)).toEqual(['m1', 'm2']);
    expect(r1?.show.frames.some((f) => f.poses.some((p) => p.id === r1.show.drop?.carrierId))).toBe(
      true,
    );
    const fire2 = mod.def.legalMoves(s1).find((x) => x.type === 'fire');
    if (!fire2) throw new Error('no answer');
    const s2 = play(mod, s1, fire2);
    // Counter removal took the counters off in the same move: the tables differ as wholes…
    expect(s2.round).toBe(2);
    expect(s2.table.pieces.some((p) => p.kind === 'counter')).toBe(false);
    const r2 = replayOf(mod, mod.def.view(s1, 0), fire2, mod.def.view(s2, 0));
    expect(r2).not.toBeNull();
    expect(mod.physics.hash(r2!.table)).not.toBe(mod.physics.hash(s2.table));
    // …but agree on every piece they share.
    expect(agrees(mod, r2!.table, s2.table)).toBe(true);
  });

  it('shows a drop from the position before it, whatever the rest of its move did to the table', () => {
    // Issue 25 item 3: a drop that ends the missile phase runs on in the same move (fights, dead
    // discs leaving, what lay on them settling, counter removal); its re-run was compared with
    // that final table and dropped when they differed: no carrier, no counters falling.
    const s = example('missile');
    const fire = { type: 'fire', archer: 'a1', target: 'b2' } as const;
    const after = play(mod, s, fire);
    const later = {
      ...after,
      table: {
        ...after.table,
        pieces: after.table.pieces
          .filter((p) => p.id !== 'b2')
          .map((p) =>
            p.id === 'b1' ? { ...p, position: { ...p.position, x: p.position.x + 1 } } : p,
          ),
      },
    };
    const r = replayOf(mod, s, fire, later);
    expect(r).not.toBeNull();
    expect(r!.show.drop?.placed.map((p) => p.id)).toEqual(['m1', 'm2']);
    // The simulation itself, not the final table: the drop as the engine ran it.
    expect(mod.physics.hash(r!.table)).toBe(mod.physics.hash(after.table));
    expect(agrees(mod, r!.table, later.table)).toBe(false);
  });

  it('shows nothing for moves that are not simulated, or a drop the physics refuses', () => {
    const s = example('missile');
    const fire = { type: 'fire', archer: 'a1', target: 'b2' } as const;
    const after = play(mod, s, fire);
    expect(replayOf(mod, s, { type: 'pass' }, play(mod, s, { type: 'pass' }))).toBeNull();
    // A drop event that was tampered with is refused by the physics, not thrown.
    const bad = {
      ...after,
      events: after.events.map((e) =>
        e.kind === 'drop' ? { ...e, draws: { ...e.draws, placed: [] } } : e,
      ),
    };
    expect(replayOf(mod, s, fire, bad)).toBeNull();
  });

  it('hit discs come from hits and fights; lost discs are counted per side', () => {
    const s = example('seed-attack-3-vs-toughness-3');
    const after = play(mod, s, { type: 'pass' });
    expect(hitDiscs(after).sort()).toEqual(['att', 'def']);
    expect(discsLost(after)).toEqual([0, 1]);
    expect(after.outcome?.winner).toBe(0);
  });
});

describe('event lines in the reader’s language', () => {
  const s = example('seed-attack-3-vs-toughness-3');
  const after = play(mod, s, { type: 'pass' });
  const lines = (lang: 'en' | 'ja') =>
    after.events.map((e) =>
      eventText(
        e,
        (k, p) => translate(lang, k, p),
        (id) => discLabel(lang, after, id),
      ),
    );

  it('English lines match the engine’s wording', () => {
    expect(lines('en')).toContain('defender-t3 (def) is destroyed (5 points)');
    expect(lines('en').some((l) => l.startsWith('fight at defender-t3 (def)'))).toBe(true);
  });

  it('a wound that destroys a disc reads as its end, not as a plain wound', () => {
    // Issue 25 item 4: a disc killed by a drop read "is wounded (1 wound)" while it stayed on the
    // table to the end of the missile phase.
    const m = example('missile');
    const hit = play(mod, m, { type: 'fire', archer: 'a1', target: 'b2' });
    const woundsOf = (id: string) => {
      const d = hit.discs.find((x) => x.id === id);
      return d ? (hit.types[d.type]?.wounds ?? Infinity) : Infinity;
    };
    const text = (lang: 'en' | 'ja') =>
      hit.events.map((e) =>
        eventText(
          e,
          (k, p) => translate(lang, k, p),
          (id) => discLabel(lang, hit, id),
          woundsOf,
        ),
      );
    expect(hit.discs.find((d) => d.id === 'b2')?.dying).toBe(true);
    expect(text('en')).toContain('Oak Wardens (b2) takes its last wound (1) and is destroyed');
    expect(text('en').join('\n')).not.toMatch(/is wounded/);
    expect(text('ja')).toContain('オークの守り手 (b2)が最後の傷（傷1）を受けて撃破された');
  });

  it('Japanese lines use Japanese words and built-in disc names', () => {
    expect(lines('ja')).toContain('defender-t3 (def)が撃破された（5点）');
    const m = example('missile');
    expect(discLabel('ja', m, 'b2')).toBe('オークの守り手 (b2)');
    expect(discLabel('en', m, 'b2')).toBe('Oak Wardens (b2)');
    for (const l of lines('ja')) expect(l).not.toMatch(/dw\./);
  });
});
