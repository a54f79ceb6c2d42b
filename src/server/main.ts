/**
 * Entry point of the production server (`npm start`) and of the game server beside Vite
 * (`npm run dev`, with `--game-only`): reads the environment (config.ts), starts, and prints where
 * it listens. `--game-only` serves no static files and defaults to port 2567.
 */
import { configFromEnv } from './config.ts';
import { startServer } from './app-server.ts';
import { storeDescription } from './open-store.ts';

const gameOnly = process.argv.includes('--game-only');
try {
  const config = configFromEnv(
    process.env,
    gameOnly ? { port: Number(process.env.TABLETOP_SERVER_PORT ?? 2567), staticDir: null } : {},
  );
  const server = await startServer(config);
  console.log(
    `Tabletop ${gameOnly ? 'game server' : 'server'} on http://${config.host}:${server.port}/ (matches: ${storeDescription(config)})`,
  );
  const stop = () => {
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
