/**
 * Save files: versioned JSON holding a match's start and move log, with a checksum. Loading
 * never trusts the file: it is parsed, checked for format, version, game and checksum, and then
 * replayed move by move through the rules, so a corrupt, truncated, tampered, wrong-game or
 * future-version file is refused with a clear message and nothing the user had is touched.
 */
import type { AnyGameDef, GameId } from './game.ts';
import { canonicalJson, checkJsonBounds, fnv1aHex, isRecord, JSON_LIMITS } from './json.ts';
import { replay, type LoggedMove, type Match, type MatchStart } from './match.ts';
import { err, ok, type GameError, type Result } from './result.ts';

export const SAVE_FORMAT = 'tabletop-save';
export const SAVE_VERSION = 1;

export interface SaveFile {
  readonly format: typeof SAVE_FORMAT;
  readonly version: number;
  readonly game: string;
  readonly start: MatchStart;
  readonly log: readonly LoggedMove[];
  /** Free-form data from the UI (mode, bot level, series score); checked only for being an object. */
  readonly meta: Record<string, unknown>;
  readonly checksum: string;
}

function checksumOf(f: Omit<SaveFile, 'checksum'>): string {
  return fnv1aHex(
    canonicalJson({
      format: f.format,
      version: f.version,
      game: f.game,
      start: f.start,
      log: f.log,
      meta: f.meta,
    }),
  );
}

export function toSaveFile(match: Match, meta: Record<string, unknown> = {}): SaveFile {
  const body = {
    format: SAVE_FORMAT,
    version: SAVE_VERSION,
    game: match.gameId,
    start: match.start,
    log: match.log,
    meta,
  } as const;
  return { ...body, checksum: checksumOf(body) };
}

export function serializeSave(match: Match, meta: Record<string, unknown> = {}): string {
  return JSON.stringify(toSaveFile(match, meta), null, 1);
}

function parseStart(x: unknown): Result<MatchStart, GameError> {
  if (!isRecord(x)) return err('save/malformed', 'The save file has no valid "start" section.');
  if (x.kind === 'new' && typeof x.seed === 'number')
    return ok({ kind: 'new', options: x.options, seed: x.seed });
  if (x.kind === 'position' && 'position' in x)
    return ok({ kind: 'position', position: x.position });
  return err(
    'save/malformed',
    'The save file\'s "start" section is neither a new game nor a position.',
  );
}

function parseLog(x: unknown): Result<LoggedMove[], GameError> {
  if (!Array.isArray(x)) return err('save/malformed', 'The save file has no move list.');
  const out: LoggedMove[] = [];
  for (let i = 0; i < x.length; i++) {
    const e: unknown = x[i];
    if (!isRecord(e) || (e.seat !== 0 && e.seat !== 1) || !('move' in e)) {
      return err('save/malformed', `Entry ${i + 1} of the move list is malformed.`);
    }
    out.push({ seat: e.seat, move: e.move });
  }
  return ok(out);
}

export interface LoadedSave {
  readonly match: Match;
  readonly meta: Record<string, unknown>;
}

/**
 * Parses and verifies a save file's text. `defs` finds a game's rules by id; `expectedGame`, if
 * given, refuses a save of another game (loading into a table that is open).
 */
export function loadSave(
  text: string,
  defs: (id: string) => AnyGameDef | undefined,
  expectedGame?: GameId,
): Result<LoadedSave, GameError> {
  if (text.length > JSON_LIMITS.length)
    return err(
      'json/too-long',
      `This file is longer than ${JSON_LIMITS.length} characters; no save is that long.`,
      { limit: JSON_LIMITS.length },
    );
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return err(
      'save/corrupt',
      'This file is not a readable save: its JSON is broken or cut short.',
    );
  }
  // Bounded before anything walks it (the checksum, the rules): deep nesting is refused here.
  const bounds = checkJsonBounds(raw, JSON_LIMITS, 'This file');
  if (!bounds.ok) return bounds;
  if (!isRecord(raw) || raw.format !== SAVE_FORMAT) {
    return err('save/not-a-save', 'This file is not a Tabletop save file.');
  }
  if (typeof raw.version !== 'number' || !Number.isInteger(raw.version) || raw.version < 1) {
    return err('save/bad-version', 'This save file has no valid version number.');
  }
  if (raw.version > SAVE_VERSION) {
    return err(
      'save/future-version',
      `This save was written by a newer Tabletop (format ${raw.version}; this one reads up to ${SAVE_VERSION}). Update the app to open it.`,
      { version: raw.version, supported: SAVE_VERSION },
    );
  }
  if (typeof raw.game !== 'string')
    return err('save/malformed', 'The save file does not say which game it holds.');
  const def = defs(raw.game);
  if (!def)
    return err(
      'save/unknown-game',
      `This save holds a game this app does not know ("${raw.game}").`,
      { game: raw.game },
    );
  if (expectedGame !== undefined && raw.game !== expectedGame) {
    return err(
      'save/wrong-game',
      `This save holds a game of ${raw.game}, not of ${expectedGame}.`,
      { game: raw.game, expected: expectedGame },
    );
  }
  const start = parseStart(raw.start);
  if (!start.ok) return start;
  const log = parseLog(raw.log);
  if (!log.ok) return log;
  const meta = isRecord(raw.meta) ? raw.meta : {};
  const sum = checksumOf({
    format: SAVE_FORMAT,
    version: raw.version,
    game: raw.game,
    start: start.value,
    log: log.value,
    meta,
  });
  if (raw.checksum !== sum) {
    return err(
      'save/tampered',
      'This save file was changed after it was written (its checksum does not match), so it is not loaded.',
    );
  }
  const match = replay(def, start.value, log.value);
  if (!match.ok)
    return err('save/illegal', `This save cannot be replayed: ${match.error.message}`, match.error);
  return ok({ match: match.value, meta });
}
