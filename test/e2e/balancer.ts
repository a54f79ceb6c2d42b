/**
 * A load balancer for the online browser tests of a cluster: a TCP front on a free loopback port
 * that passes each new connection to the first of its targets that accepts it (so pages, the
 * matchmaking HTTP and anything else reach a live process, as behind a real one that health-checks
 * its processes). The browser opens the room's WebSocket at the room process's public address.
 */
import { connect, createServer, type Server, type Socket } from 'node:net';

export interface Balancer {
  /** The front's origin with a trailing `/`, e.g. `http://127.0.0.1:40123/`. */
  readonly url: string;
  /** The processes' ports, tried in this order for each new connection. */
  targets: number[];
  stop(): Promise<void>;
}

function reach(ports: readonly number[], i = 0): Promise<Socket> {
  if (i >= ports.length) return Promise.reject(new Error('no target accepts'));
  return new Promise((resolve, reject) => {
    const s = connect(ports[i]!, '127.0.0.1');
    s.once('connect', () => resolve(s));
    s.once('error', () => {
      s.destroy();
      reach(ports, i + 1).then(resolve, reject);
    });
  });
}

export async function startBalancer(targets: number[] = []): Promise<Balancer> {
  const open = new Set<Socket>();
  const server: Server = createServer((front) => {
    open.add(front);
    front.once('close', () => open.delete(front));
    front.pause();
    reach(b.targets).then(
      (back) => {
        open.add(back);
        back.once('close', () => open.delete(back));
        front.pipe(back).pipe(front);
        front.resume();
        const end = () => {
          front.destroy();
          back.destroy();
        };
        front.once('error', end).once('close', end);
        back.once('error', end).once('close', end);
      },
      () => front.destroy(),
    );
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as { port: number }).port;
  const b: Balancer = {
    url: `http://127.0.0.1:${port}/`,
    targets,
    async stop() {
      for (const s of open) s.destroy();
      await new Promise<void>((r) => server.close(() => r()));
    },
  };
  return b;
}
