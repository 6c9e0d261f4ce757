import { BlockList, isIP } from 'node:net';

/**
 * The one rule for which addresses the server may connect to on behalf of a shop feed (feed downloads
 * and image originals): globally routable unicast only. Loopback, private, shared (CGNAT), link-local
 * (cloud metadata at 169.254.169.254), benchmarking, documentation, multicast and reserved ranges are
 * refused, in IPv4 and IPv6, including IPv6 forms that embed a refused IPv4 address.
 */

/** IANA special-purpose IPv4 blocks that are not globally reachable. */
const IPV4_REFUSED: readonly [network: string, prefix: number][] = [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // shared address space (CGNAT)
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, cloud metadata
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay anycast
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
];

/** IANA special-purpose IPv6 blocks that are not globally reachable. */
const IPV6_REFUSED: readonly [network: string, prefix: number][] = [
  ['::', 96], // unspecified, loopback and the deprecated IPv4-compatible form
  ['100::', 64], // discard
  ['2001::', 23], // IETF protocol assignments (Teredo, ORCHID …)
  ['2001:db8::', 32], // documentation
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
];

/** IPv6 prefixes that carry an IPv4 address, with the bit offset of that address. */
const IPV6_EMBEDDING: readonly { prefix: string; offset: number }[] = [
  { prefix: '::ffff:0:0', offset: 96 }, // IPv4-mapped
  { prefix: '64:ff9b::', offset: 96 }, // NAT64
  { prefix: '2002::', offset: 16 }, // 6to4
];

const refused = buildBlockList();

function buildBlockList(): BlockList {
  const list = new BlockList();
  for (const [network, prefix] of IPV4_REFUSED) list.addSubnet(network, prefix, 'ipv4');
  for (const [network, prefix] of IPV6_REFUSED) list.addSubnet(network, prefix, 'ipv6');
  for (const { prefix, offset } of IPV6_EMBEDDING) {
    for (const [network, length] of IPV4_REFUSED) list.addSubnet(embed({ prefix, offset, ipv4: network }), offset + length, 'ipv6');
  }
  return list;
}

/** The IPv6 address that holds `ipv4` at bit `offset` of `prefix` (offset a multiple of 16). */
function embed(input: { prefix: string; offset: number; ipv4: string }): string {
  const groups = expandIpv6(input.prefix);
  const [a = 0, b = 0, c = 0, d = 0] = input.ipv4.split('.').map(Number);
  const at = input.offset / 16;
  groups[at] = (a << 8) | b;
  groups[at + 1] = (c << 8) | d;
  return groups.map((group) => group.toString(16)).join(':');
}

function expandIpv6(address: string): number[] {
  const [head = '', tail = ''] = address.split('::');
  const parse = (part: string) => (part === '' ? [] : part.split(':').map((group) => parseInt(group, 16)));
  const start = parse(head);
  const end = parse(tail);
  return [...start, ...Array.from({ length: 8 - start.length - end.length }, () => 0), ...end];
}

/** True for a globally routable unicast IPv4 or IPv6 address; false for refused ranges and for anything that is not an address. */
export function isPublicAddress(address: string): boolean {
  const bare = address.startsWith('[') && address.endsWith(']') ? address.slice(1, -1) : address;
  const version = isIP(bare);
  if (version === 0) return false;
  return !refused.check(bare, version === 4 ? 'ipv4' : 'ipv6');
}
