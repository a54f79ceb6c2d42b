import { describe, expect, it } from 'vitest';
import { ChatBook } from '../../../src/ui/online/chat-book.ts';

describe('ChatBook', () => {
  it('a line is sending until its copy comes back with its id, then it is a line', () => {
    const book = new ChatBook();
    const sent: [string, string][] = [];
    book.say('hi', (text, id) => (sent.push([text, id]), true));
    expect(book.pending).toMatchObject([{ text: 'hi', state: 'sending' }]);
    const [[, id]] = sent as [[string, string]];
    book.line({ from: 0, text: 'someone else', at: 1 });
    expect(book.pending.length).toBe(1);
    book.line({ from: 0, text: 'hi', at: 2, id });
    expect(book.pending).toEqual([]);
    expect(book.lines).toEqual([
      { from: 0, text: 'someone else', at: 1 },
      { from: 0, text: 'hi', at: 2 },
    ]);
  });

  it('no connection, a refusal or a dropped connection: not sent, and a retry sends it again', () => {
    const book = new ChatBook();
    book.say('offline', () => false);
    expect(book.pending).toMatchObject([{ state: 'failed' }]);
    const ids: string[] = [];
    book.retry(book.pending[0]!.id, (_t, id) => (ids.push(id), true));
    expect(book.pending).toMatchObject([{ state: 'sending' }]);
    expect(ids).toEqual([book.pending[0]!.id]);
    book.refused(undefined);
    expect(book.pending).toMatchObject([{ state: 'failed' }]);
    book.say('second', () => true);
    book.lost();
    expect(book.pending.map((p) => p.state)).toEqual(['failed', 'failed']);
  });

  it('the kept log replaces the lines; a failed line found stored in it is no longer pending', () => {
    const book = new ChatBook();
    book.line({ from: 1, text: 'old', at: 1 });
    book.say('lost answer', () => true);
    book.say('never sent', () => false);
    book.lost();
    const at = Date.now();
    book.log([{ from: 0, text: 'lost answer', at }], 0, 0);
    expect(book.lines).toEqual([{ from: 0, text: 'lost answer', at }]);
    expect(book.pending.map((p) => p.text)).toEqual(['never sent']);
  });
});
