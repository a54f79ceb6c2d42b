/**
 * Creating a match is refused before anything is stored when its address may not (issue 23). A
 * match is created by a matchmaking call — `create`, or `joinOrCreate` with `create` options —
 * made over HTTP before any WebSocket, and the room stores its record at once. So the limits are
 * checked on that call, where the caller's address is known: each address may create
 * `createsPerMinute` matches a minute (CreateLimiter), and none while it holds as many open rooms
 * as it may (AddressCounter). Refused with `rate-limited` or `too-many-rooms`, as a join is.
 * Colyseus' matchmaking controller is the documented place to change how matchmaking answers
 * (its CORS headers are overridden the same way); `limitCreates` wraps its `invokeMethod`.
 */
import { matchMaker, type AuthContext } from '@colyseus/core';
import { refusal } from './room-admission.ts';
import type { AddressCounter, CreateLimiter } from './rate-limit.ts';

/** The address limits are counted by: what Colyseus gives as the caller's address. */
export function addressOf(auth: AuthContext | undefined, fallback: string): string {
  return String(auth?.ip ?? fallback);
}

function creates(method: string, options: unknown): boolean {
  return (
    (method === 'create' || method === 'joinOrCreate') &&
    typeof options === 'object' &&
    options !== null &&
    'create' in options
  );
}

/** Checks every matchmaking call that would create a match; returns the undo. */
export function limitCreates(limiter: CreateLimiter, addresses: AddressCounter): () => void {
  const controller = matchMaker.controller;
  const invoke = controller.invokeMethod;
  controller.invokeMethod = function (method, roomName, clientOptions, auth) {
    if (creates(method, clientOptions)) {
      const address = addressOf(auth, '');
      if (addresses.full(address))
        return Promise.reject(refusal('too-many-rooms', 'Too many open games from your address.'));
      if (!limiter.take(address))
        return Promise.reject(
          refusal('rate-limited', 'Too many new matches from your address; try again in a minute.'),
        );
    }
    return invoke.call(this, method, roomName, clientOptions, auth);
  };
  return () => {
    controller.invokeMethod = invoke;
  };
}
