/**
 * Where the game server is: this page's own origin (production serves the app and the game server
 * from one process; `npm run dev` proxies), or an origin a test put in local storage.
 */
import { SERVER_PATH } from '../../net/protocol.ts';

const SERVER_KEY = 'tabletop.onlineServer';

export function serverOrigin(storage: Storage | undefined): string {
  let override: string | null;
  try {
    override = storage?.getItem(SERVER_KEY) ?? null;
  } catch {
    override = null;
  }
  return override && /^https?:\/\/[^/]+$/.test(override) ? override : location.origin;
}

/** The Colyseus endpoint. */
export function serverUrl(storage: Storage | undefined): string {
  return serverOrigin(storage) + SERVER_PATH;
}
