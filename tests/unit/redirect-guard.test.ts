import type { LookupAddress } from "node:dns";
import { describe, expect, it } from "vitest";
import { BlockedAddressError, decideRedirect, guardedLookup, REDIRECT_REASONS } from "~/.server/outbound/redirect-guard";

const script = new URL("https://script.google.com/macros/s/abc/exec?sheet=Zone_Data&zone=7");
const production = { allowLoopback: false };
const localTests = { allowLoopback: true };

describe("decideRedirect", () => {
  it("follows the script's redirect to its HTTPS content host", () => {
    const location = "https://script.googleusercontent.com/macros/echo?user_content_key=xyz&lib=abc";
    const decision = decideRedirect(location, script, production);
    expect(decision).toEqual({ ok: true, url: new URL(location) });
  });

  it("resolves a relative location against the address that answered", () => {
    expect(decideRedirect("/macros/echo?x=1", script, production)).toEqual({
      ok: true,
      url: new URL("https://script.google.com/macros/echo?x=1"),
    });
  });

  it("follows HTTPS to a public IP address", () => {
    expect(decideRedirect("https://142.250.74.110/x", script, production).ok).toBe(true);
    expect(decideRedirect("https://[2607:f8b0:4004:800::200e]/x", script, production).ok).toBe(true);
  });

  it.each([
    ["http://script.googleusercontent.com/echo", REDIRECT_REASONS.notHttps],
    ["ftp://files.example/data", REDIRECT_REASONS.notHttps],
    ["file:///etc/passwd", REDIRECT_REASONS.notHttps],
    ["http://127.0.0.1/admin", REDIRECT_REASONS.notHttps],
    ["https://127.0.0.1/admin", REDIRECT_REASONS.private],
    ["https://2130706433/", REDIRECT_REASONS.private],
    ["https://0x7f.1/", REDIRECT_REASONS.private],
    ["https://[::1]/", REDIRECT_REASONS.private],
    ["https://[::ffff:127.0.0.1]/", REDIRECT_REASONS.private],
    ["https://10.0.0.5/", REDIRECT_REASONS.private],
    ["https://169.254.169.254/latest/meta-data/", REDIRECT_REASONS.private],
    ["https://100.64.1.1/", REDIRECT_REASONS.private],
    ["https://0.0.0.0/", REDIRECT_REASONS.private],
    ["https://[fd00::1]/", REDIRECT_REASONS.private],
    ["https://[fe80::1]/", REDIRECT_REASONS.private],
    ["https://224.0.0.1/", REDIRECT_REASONS.private],
    ["", REDIRECT_REASONS.invalid],
    [undefined, REDIRECT_REASONS.invalid],
    ["https://exa mple.com:99999/", REDIRECT_REASONS.invalid],
  ])("refuses %s", (location, reason) => {
    expect(decideRedirect(location, script, production)).toEqual({ ok: false, reason });
  });

  it("allows this machine, over http too, only when tests allow it, and nothing else more", () => {
    expect(decideRedirect("http://127.0.0.1:4000/content", script, localTests).ok).toBe(true);
    expect(decideRedirect("http://localhost:4000/content", script, localTests).ok).toBe(true);
    expect(decideRedirect("https://[::1]:4000/content", script, localTests).ok).toBe(true);
    expect(decideRedirect("http://script.googleusercontent.com/echo", script, localTests)).toEqual({
      ok: false,
      reason: REDIRECT_REASONS.notHttps,
    });
    expect(decideRedirect("http://10.0.0.5/", script, localTests)).toEqual({ ok: false, reason: REDIRECT_REASONS.notHttps });
    expect(decideRedirect("https://169.254.169.254/", script, localTests)).toEqual({ ok: false, reason: REDIRECT_REASONS.private });
  });
});

describe("guardedLookup: the addresses a name resolves to, checked before connecting", () => {
  function lookupWith(addresses: LookupAddress[], protocol = "https:", policy = production) {
    const lookup = guardedLookup(protocol, policy, (_hostname, _options, callback) => callback(null, addresses));
    return new Promise<{ error: Error | null; address: unknown; family?: number }>((resolve) =>
      lookup("content.example", { all: false }, (error, address, family) => resolve({ error, address, family })),
    );
  }

  it("hands a public address to the connection", async () => {
    expect(await lookupWith([{ address: "142.250.74.110", family: 4 }])).toEqual({ error: null, address: "142.250.74.110", family: 4 });
  });

  it("hands every address over when asked for all (Node's happy eyeballs)", async () => {
    const addresses = [
      { address: "2607:f8b0:4004:800::200e", family: 6 },
      { address: "142.250.74.110", family: 4 },
    ];
    const lookup = guardedLookup("https:", production, (_hostname, _options, callback) => callback(null, addresses));
    const result = await new Promise((resolve) =>
      lookup("content.example", { all: true }, (error, address) => resolve({ error, address })),
    );
    expect(result).toEqual({ error: null, address: addresses });
  });

  it.each([
    [[{ address: "127.0.0.1", family: 4 }], "loopback"],
    [[{ address: "::ffff:10.0.0.1", family: 6 }], "private"],
    [
      [
        { address: "142.250.74.110", family: 4 },
        { address: "169.254.169.254", family: 4 },
      ],
      "link-local",
    ],
    [[], "reserved"],
  ] as const)("refuses %j (%s)", async (addresses, kind) => {
    const { error } = await lookupWith([...addresses]);
    expect(error).toBeInstanceOf(BlockedAddressError);
    expect((error as BlockedAddressError).kind).toBe(kind);
  });

  it("refuses a public address over plain http, and allows this machine only when tests allow it", async () => {
    expect((await lookupWith([{ address: "142.250.74.110", family: 4 }], "http:", localTests)).error).toBeInstanceOf(BlockedAddressError);
    expect((await lookupWith([{ address: "127.0.0.1", family: 4 }], "http:", localTests)).error).toBeNull();
    expect((await lookupWith([{ address: "127.0.0.1", family: 4 }], "https:", production)).error).toBeInstanceOf(BlockedAddressError);
  });

  it("resolves real names with the system resolver: localhost is refused", async () => {
    const lookup = guardedLookup("https:", production);
    const error = await new Promise((resolve) => lookup("localhost", {}, (failure) => resolve(failure)));
    expect(error).toBeInstanceOf(BlockedAddressError);
  });
});
