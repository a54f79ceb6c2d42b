/**
 * Entry point of the production server (`npm start`) and of the game server beside Vite
 * (`npm run dev`, with `--game-only`): reads the environment (config.ts), starts, and ends with
 * one line: where to open the app and where the matches are kept. `--game-only` serves no static
 * files and defaults to port 2567. (Tests and scripts wait for " on http://<host>:<port>/".)
 */
import { configFromEnv, type ServerConfig } from './config.ts';
import { log } from './log.ts';
import { startServer } from './app-server.ts';
import { storeDescription } from './open-store.ts';

/** The start-up line. A wildcard host listens everywhere; this machine reaches it on loopback. */
function readyLine(config: ServerConfig, port: number, gameOnly: boolean): string {
  const wildcard = config.host === '0.0.0.0' || config.host === '::';
  const host = config.host.includes(':') ? `[${config.host}]` : config.host;
  const where = `http://${host}:${port}/`;
  const open = wildcard
    ? ` (every address of this machine; here: http://127.0.0.1:${port}/)`
    : gameOnly
      ? ' (Vite serves the app and passes /colyseus and /api here)'
      : ' — open it in a browser';
  const what = gameOnly ? 'Tabletop game server' : 'Tabletop is running';
  return `${what} on ${where}${open}. Matches are kept in ${storeDescription(config)}.`;
}

const gameOnly = process.argv.includes('--game-only');
try {
  const config = configFromEnv(
    process.env,
    gameOnly ? { port: Number(process.env.TABLETOP_SERVER_PORT ?? 2567), staticDir: null } : {},
  );
  log.level = config.logLevel;
  const server = await startServer(config);
  // The human line on standard output; the log (JSON lines) goes to standard error.
  console.log(readyLine(config, server.port, gameOnly));
  const stop = (signal: NodeJS.Signals) => {
    log.info({ signal }, 'draining: rooms hand over, then the process exits');
    // Each room stops taking moves, gives up its claim and sends its players to join again
    // (where another process restores it); a room that does not finish in time is dropped: the
    // store has every acknowledged move anyway.
    setTimeout(() => process.exit(0), config.shutdownMs).unref();
    server.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
} catch (e) {
  console.error(`Tabletop server failed to start: ${e instanceof Error ? e.message : String(e)}`);
  process.exit(1);
}
