/**
 * Results as data. Rules code never throws on bad input: it returns `err` with a string code
 * (`'claim/not-proven'`) and a human message, plus any detail the UI can show (a counter-example).
 * Exceptions are reserved for programmer mistakes.
 */

export interface GameError<C extends string = string> {
  readonly code: C;
  readonly message: string;
  readonly detail?: unknown;
}

export type Result<T, E = GameError> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: E };

export function ok<T>(value: T): { readonly ok: true; readonly value: T } {
  return { ok: true, value };
}

export function err<C extends string>(
  code: C,
  message: string,
  detail?: unknown,
): { readonly ok: false; readonly error: GameError<C> } {
  return { ok: false, error: detail === undefined ? { code, message } : { code, message, detail } };
}

/** Unwraps a result the caller knows is ok; a failure here is a programmer mistake. */
export function unwrap<T>(r: Result<T, GameError>): T {
  if (!r.ok) throw new Error(`unwrap on error ${r.error.code}: ${r.error.message}`);
  return r.value;
}
