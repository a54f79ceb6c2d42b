/**
 * Which address a connection is counted under (client-address.ts): the socket's, unless it is a
 * trusted proxy; then the right-most untrusted hop of X-Forwarded-For, or the proxy's X-Real-IP.
 */
import { describe, expect, it } from 'vitest';
import { clientAddress, TrustedProxies } from '../../src/server/client-address.ts';

const none = new TrustedProxies([]);
const proxies = new TrustedProxies(['10.0.0.0/8', '192.0.2.10', 'fd00::/8']);

describe('clientAddress', () => {
  it('is the socket address when the socket is no trusted proxy, whatever the headers say', () => {
    const forged = { 'x-forwarded-for': '203.0.113.1', 'x-real-ip': '203.0.113.2' };
    expect(clientAddress('198.51.100.5', forged, none)).toBe('198.51.100.5');
    expect(clientAddress('198.51.100.5', forged, proxies)).toBe('198.51.100.5');
    expect(clientAddress('::ffff:198.51.100.5', {}, none)).toBe('198.51.100.5');
  });

  it('takes the right-most untrusted hop behind trusted proxies', () => {
    expect(clientAddress('10.0.0.2', { 'x-forwarded-for': '203.0.113.1' }, proxies)).toBe(
      '203.0.113.1',
    );
    const chain = { 'x-forwarded-for': '1.2.3.4, 203.0.113.1, 10.9.9.9, 192.0.2.10' };
    expect(clientAddress('::ffff:10.0.0.2', chain, proxies)).toBe('203.0.113.1');
    expect(clientAddress('fd00::1', { 'x-forwarded-for': '2001:db8::7' }, proxies)).toBe(
      '2001:db8::7',
    );
    // Only trusted hops: the left-most one.
    expect(clientAddress('10.0.0.2', { 'x-forwarded-for': '10.1.1.1, 10.2.2.2' }, proxies)).toBe(
      '10.1.1.1',
    );
    // Garbage stops the walk at the hop that passed it on.
    expect(clientAddress('10.0.0.2', { 'x-forwarded-for': 'evil, 10.3.3.3' }, proxies)).toBe(
      '10.3.3.3',
    );
  });

  it("believes a trusted proxy's X-Real-IP when there is no X-Forwarded-For", () => {
    expect(clientAddress('192.0.2.10', { 'x-real-ip': '203.0.113.9' }, proxies)).toBe(
      '203.0.113.9',
    );
    expect(clientAddress('192.0.2.10', { 'x-real-ip': 'nonsense' }, proxies)).toBe('192.0.2.10');
  });
});
