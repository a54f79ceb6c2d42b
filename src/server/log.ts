/**
 * The server's log (docs/deploy.md, "Logs"): one JSON line per event on standard error (pino),
 * with level, time, process id (`pid`) and, where there is one, the match id (`match`). Never a
 * token, an invite or a seed: those keys are censored wherever they appear in a logged object,
 * and errors are logged by name, code and message only — a stack trace only for the unexpected
 * (`level: error`), never for a known outage such as a refused store write. The level is
 * TABLETOP_LOG_LEVEL (default `info`; `silent` logs nothing). The human start-up line of
 * `npm start` is not a log event: main.ts prints it on standard output as before.
 */
import pino, { type Logger } from 'pino';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** Keys whose values never reach the log, at the top and up to two objects down. */
const SECRET_KEYS = ['token', 'tokens', 'invite', 'seed', 'authorization', 'password'];
const REDACT = SECRET_KEYS.flatMap((k) => [k, `*.${k}`, `*.*.${k}`]);

/** TABLETOP_LOG_LEVEL, checked (config.ts); a bad value is refused at start, not here. */
export function logLevel(raw: string | undefined): LogLevel | null {
  if (raw === undefined || raw === '') return 'info';
  return (LOG_LEVELS as readonly string[]).includes(raw) ? (raw as LogLevel) : null;
}

function levelFromEnv(): LogLevel {
  return logLevel(process.env.TABLETOP_LOG_LEVEL) ?? 'info';
}

/** An error as one short object: what an operator needs, no stack, no attached data. */
export function brief(e: unknown): { name?: string; code?: string; message: string } {
  if (!(e instanceof Error)) return { message: String(e) };
  const code = (e as { code?: unknown }).code;
  return {
    name: e.name,
    ...(typeof code === 'string' ? { code } : {}),
    message: e.message,
  };
}

export function makeLogger(
  level: LogLevel = levelFromEnv(),
  // Synchronous: the few lines there are reach the file even when the process exits at once.
  dest: pino.DestinationStream = pino.destination({ fd: 2, sync: true }),
): Logger {
  return pino(
    {
      level,
      base: { pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      redact: { paths: REDACT, censor: '[redacted]' },
    },
    dest,
  );
}

/** The process's logger. */
export const log: Logger = makeLogger();
