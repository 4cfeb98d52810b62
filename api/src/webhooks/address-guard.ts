import dns from 'node:dns/promises';
import net from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * Where a webhook may go (decision 062): only public unicast addresses, unless the endpoint allows
 * private ones. ipaddr.js names each special range (private, loopback, link-local, unique-local,
 * carrier-grade NAT, multicast, unspecified, reserved, 6to4/Teredo tunnels that embed an inner
 * address...), and `process` turns an IPv4-mapped IPv6 address into the IPv4 address it is, so
 * ::ffff:127.0.0.1 is loopback too. Anything but plain `unicast` is refused.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  return ipaddr.process(address).range() === 'unicast';
}

export type PinnedAddress = { address: string; family: 4 | 6 };

export class AddressRefused extends Error {}

/**
 * The address a delivery connects to, resolved now (at send time, not when the endpoint was saved)
 * and checked: every address the name resolves to must be public, so a name that also points
 * inside is refused rather than raced. The sender then connects to exactly this address (its DNS
 * look-up is pinned to it), so a rebinding answer between the check and the connect cannot move it.
 */
export async function resolveDeliveryAddress(
  hostname: string,
  allowPrivate: boolean,
  lookup: (host: string) => Promise<PinnedAddress[]> = systemLookup,
): Promise<PinnedAddress> {
  const host = hostname.startsWith('[') && hostname.endsWith(']') ? hostname.slice(1, -1) : hostname;
  const literal = net.isIP(host);
  const addresses: PinnedAddress[] = literal
    ? [{ address: host, family: literal as 4 | 6 }]
    : await lookup(host).catch((err: NodeJS.ErrnoException) => {
        throw new AddressRefused(`The host ${host} could not be resolved (${err.code ?? err.message}).`);
      });
  if (addresses.length === 0) throw new AddressRefused(`The host ${host} has no address.`);
  if (!allowPrivate) {
    const inside = addresses.find((a) => !isPublicAddress(a.address));
    if (inside)
      throw new AddressRefused(
        `The host ${host} resolves to ${inside.address}, a private, loopback or reserved address; ` +
          'only an endpoint the owner allows to reach private addresses may use it.',
      );
  }
  return addresses[0]!;
}

async function systemLookup(host: string): Promise<PinnedAddress[]> {
  const all = await dns.lookup(host, { all: true, verbatim: true });
  return all.map((a) => ({ address: a.address, family: a.family === 6 ? 6 : 4 }));
}
