// Where a redirect from a third party may take the server: only to an HTTPS address on the
// public internet. The address is checked twice: in the URL when it names an IP, and on every
// address a host name resolves to, right before connecting (so a name that resolves to this
// machine or a private network is refused however it is spelled).
import dns from "node:dns";
import http from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";
import { classifyAddress, isLoopbackHost, type AddressKind } from "./address";

export const REDIRECT_REASONS = {
  invalid: "Redirect without a valid location",
  notHttps: "Redirect to a non-HTTPS address",
  private: "Redirect to a private address",
} as const;

export type RedirectPolicy = {
  /** For tests and local development only: also allow plain http and https to this machine. */
  allowLoopback: boolean;
};

export type RedirectDecision = { ok: true; url: URL } | { ok: false; reason: string };

export class BlockedAddressError extends Error {
  constructor(readonly kind: AddressKind) {
    super(`refused a ${kind} address`);
    this.name = "BlockedAddressError";
  }
}

function addressAllowed(kind: AddressKind, protocol: string, { allowLoopback }: RedirectPolicy): boolean {
  if (kind === "loopback") return allowLoopback;
  return kind === "public" && protocol === "https:";
}

/** Whether to follow a redirect to `location` (relative to `from`), and the URL to follow. */
export function decideRedirect(location: string | undefined, from: URL, policy: RedirectPolicy): RedirectDecision {
  if (!location) return { ok: false, reason: REDIRECT_REASONS.invalid };
  let url: URL;
  try {
    url = new URL(location, from);
  } catch {
    return { ok: false, reason: REDIRECT_REASONS.invalid };
  }
  const plainLocal = url.protocol === "http:" && policy.allowLoopback && isLoopbackHost(url.hostname);
  if (url.protocol !== "https:" && !plainLocal) return { ok: false, reason: REDIRECT_REASONS.notHttps };
  const kind = classifyAddress(url.hostname);
  if (kind && !addressAllowed(kind, url.protocol, policy)) return { ok: false, reason: REDIRECT_REASONS.private };
  return { ok: true, url };
}

type Resolver = (
  hostname: string,
  options: dns.LookupAllOptions,
  callback: (error: NodeJS.ErrnoException | null, addresses: dns.LookupAddress[]) => void,
) => void;

/**
 * A DNS lookup for outbound connections that fails unless every address the name resolves to is
 * allowed for `protocol`. Node calls it for host names only: IP literals are judged by
 * `decideRedirect`.
 */
export function guardedLookup(protocol: string, policy: RedirectPolicy, resolve: Resolver = dns.lookup): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, []);
      const refused = addresses
        .map(({ address }) => classifyAddress(address) ?? "reserved")
        .find((kind) => !addressAllowed(kind, protocol, policy));
      if (refused || addresses.length === 0) return callback(new BlockedAddressError(refused ?? "reserved"), []);
      if (options.all) return callback(null, addresses);
      callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  };
}

const agents = new Map<string, http.Agent>();

/** The connection pool for redirected requests under `policy`: kept apart from other pools. */
export function guardedAgent(protocol: string, policy: RedirectPolicy): http.Agent {
  const key = `${protocol}${policy.allowLoopback}`;
  let agent = agents.get(key);
  if (!agent) {
    const options = { keepAlive: true, lookup: guardedLookup(protocol, policy) };
    agent = protocol === "https:" ? new https.Agent(options) : new http.Agent(options);
    agents.set(key, agent);
  }
  return agent;
}
