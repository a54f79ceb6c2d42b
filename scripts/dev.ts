/**
 * `npm run dev`: the game server (src/server/main.ts --game-only, port TABLETOP_SERVER_PORT or
 * 2567, restarted by tsx watch on change) beside Vite's dev server, which proxies `/colyseus` and
 * `/api` to it (vite.config.ts). Ctrl-C stops both.
 */
import { spawn, type ChildProcess } from 'node:child_process';

const children: ChildProcess[] = [
  spawn('npx', ['tsx', 'watch', 'src/server/main.ts', '--game-only'], { stdio: 'inherit' }),
  spawn('npx', ['vite', ...process.argv.slice(2)], { stdio: 'inherit' }),
];
let stopping = false;
function stop(code: number): void {
  if (stopping) return;
  stopping = true;
  for (const c of children) if (c.exitCode === null) c.kill('SIGTERM');
  process.exitCode = code;
}
for (const c of children) c.on('exit', (code) => stop(code ?? 0));
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
