import { describe, expect, it } from 'vitest';
import { newMatch, play, type Match } from '../../src/core/match.ts';
import { loadSave, serializeSave, SAVE_VERSION } from '../../src/core/save.ts';
import { deepEqual } from '../../src/core/json.ts';
import { unwrap } from '../../src/core/result.ts';
import { Rng } from '../../src/core/rng.ts';
import type { AnyGameDef } from '../../src/core/game.ts';
import { tokenRace, type TRMove, type TRState } from '../fixtures/tokenrace.ts';

const defs = (id: string): AnyGameDef | undefined => (id === 'battleline' ? tokenRace : undefined);

function midGame(seed: number, moves: number): Match<TRState, TRMove> {
  let m = unwrap(newMatch(tokenRace, { kind: 'new', options: { pile: 20 }, seed }));
  const rng = Rng.fromSeed(seed);
  for (let i = 0; i < moves && tokenRace.outcome(m.state) === null; i++) {
    m = unwrap(play(tokenRace, m, rng.pick(tokenRace.legalMoves(m.state))));
  }
  return m;
}

describe('save files', () => {
  it('round-trips a match mid-game, with its meta data', () => {
    for (let seed = 0; seed < 20; seed++) {
      const m = midGame(seed, 5);
      const text = serializeSave(m, { mode: 'bot', level: 'hard' });
      const loaded = unwrap(loadSave(text, defs));
      expect(deepEqual(loaded.match.state, m.state)).toBe(true);
      expect(loaded.match.log).toEqual(m.log);
      expect(loaded.meta).toEqual({ mode: 'bot', level: 'hard' });
    }
  });

  const good = serializeSave(midGame(1, 6));
  const cases: [string, string, string][] = [
    ['corrupt', '{"format": "tabletop-save", "ver', 'save/corrupt'],
    ['truncated', good.slice(0, Math.floor(good.length / 2)), 'save/corrupt'],
    ['not a save', '{"hello": 1}', 'save/not-a-save'],
    [
      'future version',
      good.replace(`"version": ${SAVE_VERSION}`, '"version": 99'),
      'save/future-version',
    ],
    [
      'no version',
      good.replace(`"version": ${SAVE_VERSION}`, '"version": "one"'),
      'save/bad-version',
    ],
    ['unknown game', good.replace('"game": "battleline"', '"game": "chess"'), 'save/unknown-game'],
    [
      'tampered move',
      good.replace(/"card": (\d)/, (_s, d: string) => `"card": ${d === '1' ? 2 : 1}`),
      'save/tampered',
    ],
    ['tampered seed', good.replace(/"seed": \d+/, '"seed": 424242'), 'save/tampered'],
  ];
  it.each(cases)('refuses a %s file with a clear message', (_name, text, code) => {
    const r = loadSave(text, defs);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe(code);
      expect(r.error.message.length).toBeGreaterThan(20);
    }
  });

  it('refuses a save of another game when a table is open', () => {
    const r = loadSave(good, defs, 'hill218');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('save/wrong-game');
  });

  it('refuses a file whose moves are illegal even with a matching checksum', async () => {
    const { toSaveFile } = await import('../../src/core/save.ts');
    const m = midGame(2, 4);
    const forged = {
      ...m,
      log: [
        ...m.log,
        { seat: m.log.length % 2 === 0 ? 0 : 1, move: { type: 'take', card: 9, count: 1 } },
      ],
    };
    const text = JSON.stringify(toSaveFile(forged as Match));
    const r = loadSave(text, defs);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('save/illegal');
  });
});
