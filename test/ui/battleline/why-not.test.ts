import { describe, expect, it } from 'vitest';
import { explainClaim } from '../../../src/games/battleline/index.ts';
import { errorText } from '../../../src/ui/i18n/errors.ts';
import { translate, type Lang } from '../../../src/ui/i18n/index.ts';
import { battlelineMessages } from '../../../src/ui/tables/battleline/messages.ts';
import { whyNotText } from '../../../src/ui/tables/battleline/why-not.ts';
import { flagsJson, position } from '../../games/battleline/helpers.ts';

function ctx(lang: Lang) {
  const table: Record<string, string> = battlelineMessages[lang];
  return {
    t: (key: string, params: Record<string, string | number> = {}) =>
      table[key] !== undefined
        ? table[key].replace(/\{(\w+)\}/g, (_m, n: string) => String(params[n] ?? `{${n}}`))
        : translate(lang, key, params),
    errorText: (e: { code: string; message: string }) => errorText(lang, e),
  };
}

describe('Battle Line "why not?"', () => {
  const s = position({ flags: flagsJson({ 0: { a: ['r7', 'r8', 'r9'] } }) });

  it('names the beating completion in English as the engine does', () => {
    const text = whyNotText(ctx('en'), s, 0, 0);
    expect(text).toMatch(/For example .+ would make Wedge \d+\./);
    // The same cards the engine's own explanation names.
    const engine = explainClaim(s, 0, 0);
    const cards = /For example (.+) would make/.exec(engine)![1]!.split(', ');
    const ours = /For example (.+) would make/.exec(text)![1]!.split(', ');
    expect(ours).toHaveLength(cards.length);
    expect(ours.length).toBeGreaterThan(0);
  });

  it('is all Japanese in Japanese: reason, cards and formation', () => {
    const text = whyNotText(ctx('ja'), s, 0, 0);
    expect(text).toContain('例えば');
    expect(text).toContain('くさび');
    expect(text).not.toMatch(/[A-Za-z]/);
    expect(text).not.toContain('{');
  });

  it('gives the plain reason when no completion is involved', () => {
    const beaten = position({
      flags: flagsJson({ 0: { a: ['r3', 'r4', 'r5'], b: ['b3', 'b4', 'b5'], firstComplete: 1 } }),
    });
    const ja = whyNotText(ctx('ja'), beaten, 0, 0);
    expect(ja).not.toContain('例えば');
    expect(ja).not.toMatch(/[A-Za-z]/);
    expect(whyNotText(ctx('en'), beaten, 0, 0)).toBe(explainClaim(beaten, 0, 0));
  });
});
