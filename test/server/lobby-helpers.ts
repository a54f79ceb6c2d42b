/** The lobby's HTTP requests, as a page sends them, for the lobby tests. */
import { expect } from 'vitest';
import { TestClient } from './helpers.ts';

export async function lobbyGet(
  port: number,
  query = '',
): Promise<{ status: number; text: string }> {
  const res = await fetch(`http://127.0.0.1:${port}/api/lobby${query}`);
  return { status: res.status, text: await res.text() };
}

export async function lobbyPost(
  port: number,
  what: 'open' | 'take',
  body: unknown,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await fetch(`http://127.0.0.1:${port}/api/lobby/${what}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

/** A public game of `game` created on `port` by `name`, listed; its creator's client and welcome. */
export async function publicGame(port: number, name: string, game = 'battleline', options = {}) {
  const a = await TestClient.connect(port, 'create', { create: { game, options, seat: 0 }, name });
  const wa = await a.waitFor('welcome');
  const listed = await lobbyPost(port, 'open', {
    match: wa.matchId,
    token: wa.token,
    invite: wa.invite,
    name,
  });
  expect(listed.status).toBe(200);
  return { a, wa };
}
