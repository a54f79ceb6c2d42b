/**
 * Secrets of a match: seat and invite tokens (32 random bytes, base64url) kept only as SHA-256
 * hashes, match ids (12 random bytes) and the secret 32-bit seed, all from node:crypto.
 */
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function newMatchId(): string {
  return randomBytes(12).toString('base64url');
}

export function newSeed(): number {
  return randomInt(0, 2 ** 32 - 1);
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('base64url');
}

/** Constant-time comparison of a presented token with a stored hash. */
export function tokenMatches(token: string, hash: string | null): boolean {
  if (!hash) return false;
  const a = Buffer.from(hashToken(token));
  const b = Buffer.from(hash);
  return a.length === b.length && timingSafeEqual(a, b);
}
