import { describe, expect, it } from 'vitest';
import { wrapText } from '../../src/render/canvas-text.ts';

/** A context whose text is 10 px per character, recording each drawn line. */
function fakeContext() {
  const lines: string[] = [];
  const g = {
    measureText: (t: string) => ({ width: t.length * 10 }),
    fillText: (t: string) => void lines.push(t),
  } as unknown as CanvasRenderingContext2D;
  return { g, lines };
}

describe('wrapText', () => {
  it('breaks English at spaces only', () => {
    const { g, lines } = fakeContext();
    wrapText(g, 'Both sides need 4 cards at this flag.', 0, 0, 120, 10);
    expect(lines).toEqual(['Both sides', 'need 4 cards', 'at this', 'flag.']);
  });

  it('breaks Japanese between characters, which have no spaces', () => {
    const { g, lines } = fakeContext();
    const text = 'この旗では両者ともカードが4枚必要になる。';
    const y = wrapText(g, text, 0, 0, 80, 10);
    expect(lines.join('')).toBe(text);
    expect(lines.every((l) => l.length <= 8)).toBe(true);
    expect(lines.length).toBe(3);
    expect(y).toBe(30);
  });

  it('never starts a line with a long-vowel mark or closing punctuation', () => {
    const { g, lines } = fakeContext();
    wrapText(g, 'アレクサンダー。', 0, 0, 60, 10);
    expect(lines.join('')).toBe('アレクサンダー。');
    expect(lines.length).toBeGreaterThan(1);
    for (const l of lines) expect(l).not.toMatch(/^[ー。]/);
  });
});
