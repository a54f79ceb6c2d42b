/**
 * The address a connection is counted under (the per-address room limit, docs/online.md). It is
 * the socket's own address, unless that address is a reverse proxy named in
 * TABLETOP_TRUSTED_PROXIES: then X-Forwarded-For is read from the right, skipping trusted proxies,
 * and the first address that is not one is the client (the right-most untrusted hop; what a client
 * wrote further left is never believed). Without X-Forwarded-For, a trusted proxy's X-Real-IP.
 * A header from any other connection is ignored, so no client can claim another's address.
 */
import { BlockList, isIP } from 'node:net';
import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';

/** `::ffff:10.0.0.1` (an IPv4 client of a dual-stack socket) as `10.0.0.1`; others as given. */
export function plainAddress(address: string): string {
  const m = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return m ? m[1]! : address;
}

export class TrustedProxies {
  private readonly list = new BlockList();
  readonly empty: boolean;

  /** `entries`: addresses and CIDR ranges, as config.ts has checked them. */
  constructor(entries: readonly string[]) {
    this.empty = entries.length === 0;
    for (const entry of entries) {
      const [address = '', bits] = entry.split('/');
      const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
      if (bits === undefined) this.list.addAddress(address, type);
      else this.list.addSubnet(address, Number(bits), type);
    }
  }

  has(address: string): boolean {
    if (this.empty) return false;
    const a = plainAddress(address);
    const family = isIP(a);
    return family !== 0 && this.list.check(a, family === 6 ? 'ipv6' : 'ipv4');
  }
}

function header(headers: IncomingHttpHeaders, name: string): string | undefined {
  const v = headers[name];
  return Array.isArray(v) ? v.join(',') : v;
}

/** The client's address for a connection from `socketAddress` carrying `headers`. */
export function clientAddress(
  socketAddress: string,
  headers: IncomingHttpHeaders,
  trusted: TrustedProxies,
): string {
  let address = plainAddress(socketAddress);
  if (!trusted.has(address)) return address;
  const forwarded = header(headers, 'x-forwarded-for');
  if (forwarded !== undefined) {
    const hops = forwarded.split(',').map((h) => plainAddress(h.trim()));
    for (let i = hops.length - 1; i >= 0; i--) {
      const hop = hops[i]!;
      // Not an address: nothing left of it can be told apart; the hop that passed it on counts.
      if (isIP(hop) === 0) return address;
      address = hop;
      if (!trusted.has(hop)) return hop;
    }
    return address;
  }
  const real = plainAddress((header(headers, 'x-real-ip') ?? '').trim());
  return isIP(real) !== 0 ? real : address;
}

/**
 * Settles a request's address once, at the edge: X-Real-IP is set to it and X-Forwarded-For
 * removed, so Colyseus' `auth.ip` (X-Real-IP first) is this address in every room's `onAuth`.
 */
export function settleAddress(req: IncomingMessage, trusted: TrustedProxies): string {
  const address = clientAddress(req.socket.remoteAddress ?? '', req.headers, trusted);
  delete req.headers['x-forwarded-for'];
  req.headers['x-real-ip'] = address;
  return address;
}
