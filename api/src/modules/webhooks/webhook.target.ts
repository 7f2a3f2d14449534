// Where a webhook may be delivered. The same checks run when an endpoint is registered and before
// every delivery, on the addresses the host name resolves to at that moment: a name is resolved
// once, every address is checked, and the connection is pinned to the checked ones (see
// pinnedLookup), so a DNS answer that changes between the check and the connect cannot reach
// anything the check refused.
import { lookup as dnsLookup } from 'node:dns/promises';
import type { LookupFunction } from 'node:net';
import { hostname, networkInterfaces } from 'node:os';
import ipaddr from 'ipaddr.js';

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** Every address of a host name; the system resolver unless a test injects its own. */
export type Resolver = (host: string) => Promise<ResolvedAddress[]>;

export const systemResolver: Resolver = async (host) =>
  (await dnsLookup(host, { all: true, verbatim: true })).map(({ address, family }) => ({ address, family: family === 6 ? 6 : 4 }));

export interface TargetPolicy {
  /** the shop's own port: this machine on it is the shop itself */
  shopPort: number;
  /** WEBHOOK_ALLOW_PRIVATE: loopback, private, CGNAT and other non-public addresses may receive deliveries */
  allowPrivate: boolean;
  resolve?: Resolver;
}

/** Why a target is refused, worst first: `forbidden` whatever the settings, `self` always, `private` unless allowed. */
export type Refusal = 'forbidden' | 'self' | 'private';
const SEVERITY: Refusal[] = ['forbidden', 'self', 'private'];

export const TARGET_MESSAGES: Record<Refusal, string> = {
  forbidden: 'The URL points at a link-local or cloud metadata address, which webhooks may never reach',
  self: 'The URL points at this shop itself',
  private: 'The URL points at a private or local network address; the shop delivers there only with WEBHOOK_ALLOW_PRIVATE=1',
};

/** A target the checks refused; `addresses` are what the host resolved to. */
export class TargetRefused extends Error {
  constructor(
    readonly reason: Refusal,
    readonly addresses: string[],
  ) {
    super(TARGET_MESSAGES[reason]);
  }
}

/** Cloud instance-metadata services: the keys to the machine, never a webhook receiver, by name or by address. */
const METADATA_NAMES = new Set([
  'metadata',
  'metadata.google.internal',
  'metadata.goog',
  'metadata.azure.internal',
  'instance-data',
  'instance-data.ec2.internal',
  'metadata.tencentyun.com',
  'metadata.platformequinix.com',
]);
const METADATA_ADDRESSES = [
  '169.254.169.254', // AWS, GCP, Azure, OpenStack… (link-local anyway)
  'fd00:ec2::254', // AWS over IPv6 (a unique-local address, so named here)
  '100.100.100.200', // Alibaba Cloud (inside CGNAT space)
  '192.0.0.192', // Oracle Cloud
].map((a) => ipaddr.parse(a).toNormalizedString());

const IPV4_COMPATIBLE = ipaddr.parseCIDR('::/96');
const NAT64 = ipaddr.parseCIDR('64:ff9b::/96');

/**
 * The address as the network sees it: IPv4-mapped IPv6 in any spelling becomes its IPv4, numeric IPv4
 * spellings (hex, one integer, octal, short forms) become dotted quads, and the IPv4 inside an
 * IPv4-compatible or NAT64 address is what gets classified. Null when it is no IP address.
 */
function normalise(raw: string): ipaddr.IPv4 | ipaddr.IPv6 | null {
  const text = raw.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  if (!ipaddr.isValid(text)) return null;
  const ip = ipaddr.process(text);
  if (ip.kind() === 'ipv6' && ip.range() !== 'unspecified' && ip.range() !== 'loopback' && (ip.match(IPV4_COMPATIBLE) || ip.match(NAT64))) {
    return ipaddr.fromByteArray(ip.toByteArray().slice(12));
  }
  return ip;
}

/** This machine's own addresses (every interface), read when asked: interfaces come and go. */
function ownAddresses(): Set<string> {
  const own = new Set<string>();
  for (const list of Object.values(networkInterfaces())) {
    for (const nic of list ?? []) {
      const ip = normalise(nic.address);
      if (ip) own.add(ip.toNormalizedString());
    }
  }
  return own;
}

/** Why `address` may not receive deliveries on `port`, or null when it may. */
export function refusalOf(address: string, port: number, policy: TargetPolicy): Refusal | null {
  const ip = normalise(address);
  if (!ip) return 'forbidden'; // not an address at all: nothing to connect to safely
  const range = ip.range();
  if (range === 'linkLocal' || range === 'multicast' || range === 'broadcast' || METADATA_ADDRESSES.includes(ip.toNormalizedString())) return 'forbidden';
  const local = range === 'loopback' || range === 'unspecified' || ownAddresses().has(ip.toNormalizedString());
  if (port === policy.shopPort && local) return 'self';
  if (range !== 'unicast' && !policy.allowPrivate) return 'private';
  return null;
}

const worst = (refusals: Refusal[]): Refusal => SEVERITY.find((r) => refusals.includes(r)) ?? 'private';

export interface Target {
  /** the host as it goes on the wire (brackets off an IPv6 literal) */
  host: string;
  port: number;
  /** the checked addresses the connection may use, in the resolver's order */
  addresses: ResolvedAddress[];
}

/** The URL's host without brackets or a final dot, lower-cased: the name the rules compare. */
function hostOf(url: URL): { wire: string; name: string } {
  const wire = url.hostname.replace(/^\[|\]$/g, '');
  return { wire, name: wire.toLowerCase().replace(/\.$/, '') };
}

/** The port a URL connects to. */
export const portOf = (url: URL) => Number(url.port || (url.protocol === 'https:' ? 443 : 80));

/**
 * Checks a URL's host without resolving it: metadata names, `localhost` and its subdomains (loopback by
 * definition, never asked of DNS), this machine's name on the shop's port, and IP literals. Answers the
 * literal or special addresses, or null for a name that needs resolving.
 */
function addressesWithoutDns(url: URL, policy: TargetPolicy): ResolvedAddress[] | null {
  const { wire, name } = hostOf(url);
  if (METADATA_NAMES.has(name)) throw new TargetRefused('forbidden', []);
  const ip = normalise(wire);
  if (ip) return [{ address: ip.toString(), family: ip.kind() === 'ipv6' ? 6 : 4 }];
  if (name === 'localhost' || name.endsWith('.localhost')) {
    return [
      { address: '127.0.0.1', family: 4 },
      { address: '::1', family: 6 },
    ];
  }
  if (name === hostname().toLowerCase() && portOf(url) === policy.shopPort) throw new TargetRefused('self', []);
  return null;
}

/** Splits addresses into the allowed ones and the refusals of the others. */
function sift(addresses: ResolvedAddress[], port: number, policy: TargetPolicy) {
  const allowed: ResolvedAddress[] = [];
  const refusals: Refusal[] = [];
  for (const a of addresses) {
    const refusal = refusalOf(a.address, port, policy);
    if (refusal) refusals.push(refusal);
    else allowed.push(a);
  }
  return { allowed, refusals };
}

/**
 * The checked target of a delivery: the host resolved once, only its allowed addresses kept. Throws
 * TargetRefused when none is allowed (the resolver's own errors, like ENOTFOUND, pass through).
 */
export async function resolveTarget(url: URL, policy: TargetPolicy): Promise<Target> {
  const port = portOf(url);
  const addresses = addressesWithoutDns(url, policy) ?? (await (policy.resolve ?? systemResolver)(hostOf(url).wire));
  const { allowed, refusals } = sift(addresses, port, policy);
  if (!allowed.length) {
    throw new TargetRefused(
      worst(refusals),
      addresses.map((a) => a.address),
    );
  }
  return { host: hostOf(url).wire, port, addresses: allowed };
}

/**
 * The registration check: the refusal when the URL is a literal or special address, or a name that
 * resolves only to refused addresses; null otherwise. A name that does not resolve (yet) within
 * `timeoutMs` is accepted: every delivery checks again.
 */
export async function registrationRefusal(url: URL, policy: TargetPolicy, timeoutMs: number): Promise<Refusal | null> {
  let timer: NodeJS.Timeout | undefined;
  const gaveUp = new Promise<null>((done) => (timer = setTimeout(() => done(null), timeoutMs)));
  try {
    await Promise.race([resolveTarget(url, policy), gaveUp]);
    return null;
  } catch (e) {
    if (e instanceof TargetRefused) return e.reason;
    return null; // unresolvable now: not proof of anything
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The `lookup` of the delivery's socket: answers only the target's checked addresses, never asking
 * DNS again, so the connection goes where the check looked.
 */
export function pinnedLookup(target: Target): LookupFunction {
  return (_host, options, callback) => {
    const family = typeof options === 'object' && options ? options.family : undefined;
    const wanted = family === 4 || family === 6 ? target.addresses.filter((a) => a.family === family) : target.addresses;
    if (!wanted.length) {
      const error: NodeJS.ErrnoException = Object.assign(new Error(`No checked IPv${family} address for ${target.host}`), { code: 'ENOTFOUND' });
      callback(error, '', 0);
      return;
    }
    if (typeof options === 'object' && options?.all) callback(null, wanted);
    else callback(null, wanted[0].address, wanted[0].family);
  };
}
