/**
 * The snapshot hash of a table state: two independent 32-bit FNV-1a passes (forward and over the
 * reversed text) over the canonical JSON, 16 hex digits. Numbers are hashed at full precision, so
 * equal hashes in Node and Chromium mean bit-identical simulations.
 */
import { canonicalJson, fnv1aHex } from '../core/json.ts';
import type { TableState } from '../games/discwars/physics-port.ts';

export function tableHash(table: TableState): string {
  const text = canonicalJson(table);
  let reversed = '';
  for (let i = text.length - 1; i >= 0; i--) reversed += text[i];
  return fnv1aHex(text) + fnv1aHex(reversed);
}
