import { BlockList, isIP } from 'node:net';

/** An IPv4 address seen through an IPv6 socket (::ffff:1.2.3.4) is matched as the IPv4 it is. */
const plain = (ip: string) => (/^::ffff:\d+\.\d+\.\d+\.\d+$/i.test(ip) ? ip.slice(7) : ip);

/**
 * The allowed source addresses of a key, cleaned (addresses and CIDR ranges, IPv4 or IPv6), or
 * null when one is not an address. Node's BlockList matches them: no hand-written CIDR arithmetic.
 */
export function parseSources(input: readonly string[]): string[] | null {
  const out: string[] = [];
  for (const raw of input) {
    const text = raw.trim();
    if (!text) continue;
    const [address = '', bits, ...rest] = text.split('/');
    const family = isIP(address);
    if (!family || rest.length) return null;
    if (bits !== undefined) {
      const n = Number(bits);
      if (!/^\d{1,3}$/.test(bits) || n > (family === 4 ? 32 : 128)) return null;
    }
    out.push(text);
  }
  return [...new Set(out)];
}

/** Whether `ip` (the client address the app derives, TRUST_PROXY aware) is one the list allows. */
export function sourceAllowed(sources: readonly string[], ipInput: string): boolean {
  if (!sources.length) return true;
  const ip = plain(ipInput);
  const family = isIP(ip);
  if (!family) return false;
  const list = new BlockList();
  for (const source of sources) {
    const [address = '', bits] = source.split('/');
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(bits), type);
  }
  return list.check(ip, family === 6 ? 'ipv6' : 'ipv4');
}
