import { describe, expect, it } from 'vitest';
import {
  checkChatText,
  checkClientMessage,
  checkJoin,
  checkMatchList,
  payloadBytes,
} from '../../src/net/checks.ts';
import { MAX_MESSAGE_BYTES } from '../../src/net/protocol.ts';

const TOKEN = 'A'.repeat(43);
const MATCH = 'abcdefgh_-123456';

function code(r: { ok: boolean; error?: { code: string } }): string {
  return r.ok ? 'ok' : (r.error?.code ?? '?');
}

describe('checkJoin', () => {
  it('accepts the four join forms', () => {
    expect(checkJoin({ create: { game: 'battleline', options: {}, seat: 1 } })).toEqual({
      ok: true,
      value: { create: { game: 'battleline', options: {}, seat: 1 } },
    });
    expect(code(checkJoin({ match: MATCH, token: TOKEN }))).toBe('ok');
    expect(code(checkJoin({ match: MATCH, invite: TOKEN }))).toBe('ok');
    expect(checkJoin({ match: MATCH })).toEqual({ ok: true, value: { match: MATCH } });
  });
  it('refuses unknown games, bad seats, malformed ids and tokens, extra keys', () => {
    expect(code(checkJoin({ create: { game: 'chess', options: {}, seat: 0 } }))).toBe('bad-join');
    expect(code(checkJoin({ create: { game: 'battleline', seat: 2 } }))).toBe('bad-join');
    expect(code(checkJoin({ create: { game: 'battleline', seat: 0 }, match: MATCH }))).toBe(
      'bad-join',
    );
    expect(code(checkJoin({ match: 'short' }))).toBe('bad-join');
    expect(code(checkJoin({ match: MATCH, token: 'x' }))).toBe('bad-token');
    expect(code(checkJoin({ match: MATCH, token: TOKEN + 'A' }))).toBe('bad-token');
    expect(code(checkJoin({ match: MATCH, token: TOKEN, invite: TOKEN }))).toBe('bad-join');
    expect(code(checkJoin({ match: MATCH, seed: 4 }))).toBe('bad-join');
    expect(code(checkJoin(null))).toBe('bad-join');
    expect(code(checkJoin('match'))).toBe('bad-join');
  });
  it('refuses oversized options', () => {
    const options = { pad: 'x'.repeat(MAX_MESSAGE_BYTES) };
    expect(code(checkJoin({ create: { game: 'battleline', options, seat: 0 } }))).toBe('too-large');
  });
});

describe('checkClientMessage', () => {
  it('accepts well-formed messages', () => {
    expect(checkClientMessage('move', { move: { type: 'pass' }, version: 3 })).toEqual({
      ok: true,
      value: { type: 'move', payload: { move: { type: 'pass' }, version: 3 } },
    });
    expect(checkClientMessage('chat', { text: '  hello\nthere ' })).toEqual({
      ok: true,
      value: { type: 'chat', payload: { text: 'hello there' } },
    });
    for (const t of ['claim-win', 'hand-to-bot', 'take-seat', 'rematch', 'resign'])
      expect(code(checkClientMessage(t, undefined))).toBe('ok');
  });
  it('refuses unknown types, bad shapes and oversized payloads', () => {
    expect(code(checkClientMessage('teleport', {}))).toBe('bad-message');
    expect(code(checkClientMessage('move', { move: 'x' }))).toBe('bad-message');
    expect(code(checkClientMessage('move', { move: 'x', version: -1 }))).toBe('bad-message');
    expect(code(checkClientMessage('move', { move: 'x', version: 1.5 }))).toBe('bad-message');
    expect(code(checkClientMessage('move', { move: null, version: 1 }))).toBe('bad-message');
    expect(code(checkClientMessage('move', { move: 'x', version: 1, seat: 0 }))).toBe(
      'bad-message',
    );
    expect(code(checkClientMessage('resign', { now: true }))).toBe('bad-message');
    expect(code(checkClientMessage('chat', 'hi'))).toBe('bad-message');
    const big = { move: 'x'.repeat(MAX_MESSAGE_BYTES), version: 0 };
    expect(code(checkClientMessage('move', big))).toBe('too-large');
  });
});

describe('chat text', () => {
  it('limits length to 300 characters and refuses empty text', () => {
    expect(code(checkChatText('あ'.repeat(300)))).toBe('ok');
    expect(code(checkChatText('a'.repeat(301)))).toBe('bad-chat');
    expect(code(checkChatText(' \n\t '))).toBe('bad-chat');
    expect(code(checkChatText(42))).toBe('bad-chat');
  });
  it('keeps markup as plain text (the client renders it as text)', () => {
    expect(checkChatText('<b>hi</b>')).toEqual({ ok: true, value: '<b>hi</b>' });
  });
  it('drops bidirectional embeddings, overrides and isolates', () => {
    expect(checkChatText('x\u202Egnp.exe\u202C\u2066y\u2069')).toEqual({
      ok: true,
      value: 'xgnp.exey',
    });
    expect(code(checkChatText('\u202E \u2067'))).toBe('bad-chat');
  });
});

describe('checkMatchList and payloadBytes', () => {
  it('accepts token lists and refuses malformed ones', () => {
    expect(code(checkMatchList({ tokens: [TOKEN] }))).toBe('ok');
    expect(code(checkMatchList({ tokens: ['nope'] }))).toBe('bad-token');
    expect(code(checkMatchList({ tokens: Array(51).fill(TOKEN) }))).toBe('bad-message');
    expect(code(checkMatchList({}))).toBe('bad-message');
  });
  it('measures UTF-8 bytes and treats cycles as infinite', () => {
    expect(payloadBytes('é')).toBe(4);
    const a: Record<string, unknown> = {};
    a.self = a;
    expect(payloadBytes(a)).toBe(Infinity);
  });
});
