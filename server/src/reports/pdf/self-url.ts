import type { AddressInfo } from 'node:net';

/**
 * Where the report's browser reaches this server: REPORT_RENDER_URL when set, else the address the
 * server listens on, over loopback when it listens on every interface. Not PUBLIC_URL: that is the
 * address users reach (perhaps a proxy with https in front); the render stays on this machine.
 * Undefined while the server does not listen (tests with inject).
 */
export function selfUrl(configured: string | null, address: string | AddressInfo | null): string | undefined {
  if (configured) return configured;
  if (!address || typeof address === 'string') return undefined;
  const { port } = address;
  if (address.address === '0.0.0.0') return `http://127.0.0.1:${port}`;
  if (address.address === '::') return `http://[::1]:${port}`;
  return address.family === 'IPv6' ? `http://[${address.address}]:${port}` : `http://${address.address}:${port}`;
}
