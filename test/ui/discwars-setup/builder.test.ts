import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  EMPTY_DRAFT,
  addPick,
  canAdd,
  draftCounts,
  draftOf,
  draftPoints,
  finishDraft,
  removePick,
  type Draft,
} from '../../../src/ui/discwars-setup/builder.ts';
import { CATALOGUE, armyPoints } from '../../../src/games/discwars/index.ts';

const cat = Object.fromEntries(CATALOGUE.map((t) => [t.id, t]));

describe('the army builder', () => {
  it('adds picks and counts points with the catalogue', () => {
    let d: Draft = EMPTY_DRAFT;
    for (const p of ['slag-ogre', 'char-hounds', 'char-hounds']) {
      const r = addPick(d, p, 50, cat);
      expect(r.ok).toBe(true);
      if (r.ok) d = r.value;
    }
    expect(draftPoints(d, cat)).toBe(16 + 6 + 6);
    expect(draftCounts(d)).toEqual({ 'slag-ogre': 1, 'char-hounds': 2 });
  });

  it('refuses the pick that would pass the limit, with the engine message', () => {
    const d: Draft = { id: null, name: 'x', picks: ['slag-ogre', 'slag-ogre'] };
    const r = addPick(d, 'cinder-warlord', 40, cat);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe('army/over-limit');
      expect(r.error.message).toContain('50 points; the limit is 40');
    }
    expect(canAdd(d, 'char-hounds', 40, cat)).toBe(true);
    expect(canAdd(d, 'cinder-warlord', 40, cat)).toBe(false);
  });

  it('refuses an unknown disc type', () => {
    expect(addPick(EMPTY_DRAFT, 'dragon', 150, cat).ok).toBe(false);
  });

  it('removes the last pick of a type and ignores a type it lacks', () => {
    const d: Draft = { id: null, name: 'x', picks: ['char-hounds', 'slag-ogre', 'char-hounds'] };
    expect(removePick(d, 'char-hounds').picks).toEqual(['char-hounds', 'slag-ogre']);
    expect(removePick(d, 'ash-wyvern')).toBe(d);
  });

  it('saves a named army and refuses an unnamed or empty one', () => {
    const d: Draft = { id: null, name: '  Raiders ', picks: ['char-hounds'] };
    const r = finishDraft(d, 'my-raiders', 150, cat);
    expect(r.ok && r.value).toEqual({ id: 'my-raiders', name: 'Raiders', discs: ['char-hounds'] });
    expect(finishDraft({ ...d, name: ' ' }, 'x', 150, cat).ok).toBe(false);
    const empty = finishDraft({ ...d, picks: [] }, 'x', 150, cat);
    expect(!empty.ok && empty.error.code).toBe('army/empty');
  });

  it('edits an existing army from its draft', () => {
    const d = draftOf({ id: 'a', name: 'A', discs: ['char-hounds'] });
    expect(d).toEqual({ id: 'a', name: 'A', picks: ['char-hounds'] });
  });

  it('never lets a draft pass the limit, whatever is clicked', () => {
    const ids = CATALOGUE.map((t) => t.id);
    fc.assert(
      fc.property(
        fc.integer({ min: 10, max: 200 }),
        fc.array(fc.tuple(fc.boolean(), fc.constantFrom(...ids)), { maxLength: 40 }),
        (limit, clicks) => {
          let d: Draft = EMPTY_DRAFT;
          for (const [plus, id] of clicks) {
            if (plus) {
              const r = addPick(d, id, limit, cat);
              if (r.ok) d = r.value;
            } else d = removePick(d, id);
          }
          const pts = draftPoints(d, cat);
          expect(pts).toBeLessThanOrEqual(limit);
          expect(pts).toBe(armyPoints({ id: 'x', name: 'x', discs: d.picks }, cat));
        },
      ),
      { numRuns: 200 },
    );
  });
});
