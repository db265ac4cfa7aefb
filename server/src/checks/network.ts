/**
 * Which addresses the website check may connect to (reliability/bad-inputs.md 38): public unicast
 * only. Private, loopback, link-local (169.254.169.254, the cloud metadata address), unique-local
 * (fd00:ec2::254), CGNAT, multicast, unspecified, documentation, benchmarking and reserved ranges
 * are refused, also inside IPv4-mapped, 6to4, Teredo and NAT64 IPv6 addresses.
 */
import ipaddr from 'ipaddr.js';

/** A network of the test-only allow-list. */
export type Network = [ipaddr.IPv4 | ipaddr.IPv6, number];

/** IPv4 ranges refused besides those ipaddr.js names (it calls them unicast). */
const EXTRA_V4 = ['192.0.0.0/24', '192.0.2.0/24', '198.18.0.0/15', '198.51.100.0/24', '203.0.113.0/24'].map(
  (cidr) => ipaddr.IPv4.parseCIDR(cidr),
);

/** Parses `127.0.0.1/32,::1/128` (WEBSITE_CHECK_ALLOWED_NETWORKS); throws on a malformed entry. */
export function parseNetworks(text: string | undefined): Network[] {
  if (!text) return [];
  return text
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
    .map((entry) => ipaddr.parseCIDR(entry));
}

function inNetworks(address: ipaddr.IPv4 | ipaddr.IPv6, networks: readonly Network[]): boolean {
  return networks.some(
    ([network, bits]) => address.kind() === network.kind() && address.match(network, bits),
  );
}

function isPublicV4(address: ipaddr.IPv4): boolean {
  if (address.range() !== 'unicast') return false;
  return !EXTRA_V4.some(([network, bits]) => address.match(network, bits));
}

/**
 * True when the check may connect to `text`: a public unicast address, or one of `allowed` (tests
 * only; empty in production). Anything that does not parse is refused.
 */
export function isPermittedAddress(text: string, allowed: readonly Network[] = []): boolean {
  let parsed: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    parsed = ipaddr.parse(text.replace(/^\[|\]$/g, '').replace(/%.*$/, ''));
  } catch {
    return false;
  }
  // ::ffff:127.0.0.1 is 127.0.0.1 to the kernel.
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) {
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  }
  if (inNetworks(parsed, allowed)) return true;
  if (parsed.kind() === 'ipv4') return isPublicV4(parsed as ipaddr.IPv4);
  // Global unicast (2000::/3) that ipaddr.js calls unicast; 6to4, Teredo, NAT64 and the rest have
  // names of their own and are refused with them.
  const v6 = parsed as ipaddr.IPv6;
  return (
    v6.range() === 'unicast' &&
    v6.match(ipaddr.IPv6.parse('2000::'), 3) &&
    !v6.match(ipaddr.IPv6.parse('2001:db8::'), 32)
  );
}
