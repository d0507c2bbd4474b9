import { describe, expect, it } from "vitest";
import { classifyAddress, isLoopbackHost } from "~/.server/outbound/address";

describe("classifyAddress", () => {
  it.each([
    ["8.8.8.8", "public"],
    ["142.250.74.110", "public"],
    ["127.0.0.1", "loopback"],
    ["127.255.255.254", "loopback"],
    ["10.0.0.1", "private"],
    ["172.16.0.1", "private"],
    ["172.31.255.255", "private"],
    ["172.32.0.1", "public"],
    ["192.168.1.1", "private"],
    ["169.254.169.254", "link-local"],
    ["100.64.0.1", "shared"],
    ["100.127.255.255", "shared"],
    ["100.128.0.1", "public"],
    ["0.0.0.0", "unspecified"],
    ["0.1.2.3", "unspecified"],
    ["224.0.0.251", "multicast"],
    ["239.255.255.250", "multicast"],
    ["255.255.255.255", "reserved"],
    ["192.0.2.10", "reserved"],
  ])("IPv4 %s is %s", (address, kind) => {
    expect(classifyAddress(address)).toBe(kind);
  });

  it.each([
    ["2607:f8b0:4004:800::200e", "public"],
    ["2a00:1450:4001:82b::200e", "public"],
    ["::1", "loopback"],
    ["0:0:0:0:0:0:0:1", "loopback"],
    ["::", "unspecified"],
    ["fc00::1", "private"],
    ["fd12:3456:789a::1", "private"],
    ["fe80::1", "link-local"],
    ["fe80::1%eth0", "link-local"],
    ["febf:ffff::1", "link-local"],
    ["fec0::1", "private"],
    ["ff02::1", "multicast"],
    ["2001:db8::1", "reserved"],
    ["100::1", "reserved"],
    ["[::1]", "loopback"],
  ])("IPv6 %s is %s", (address, kind) => {
    expect(classifyAddress(address)).toBe(kind);
  });

  it.each([
    ["::ffff:127.0.0.1", "loopback"],
    ["::ffff:7f00:1", "loopback"],
    ["[::ffff:7f00:1]", "loopback"],
    ["::ffff:10.1.2.3", "private"],
    ["::ffff:a9fe:a9fe", "link-local"],
    ["::ffff:100.64.0.1", "shared"],
    ["::ffff:0.0.0.0", "unspecified"],
    ["::ffff:8.8.8.8", "public"],
    ["::127.0.0.1", "loopback"],
    ["64:ff9b::192.168.0.1", "private"],
    ["64:ff9b::808:808", "public"],
    ["2002:7f00:1::", "loopback"],
    ["2002:a9fe:a9fe::1", "link-local"],
  ])("the IPv4 address inside %s makes it %s", (address, kind) => {
    expect(classifyAddress(address)).toBe(kind);
  });

  it("gives no kind for a host name", () => {
    expect(classifyAddress("script.google.com")).toBeUndefined();
    expect(classifyAddress("localhost")).toBeUndefined();
    expect(classifyAddress("1.2.3")).toBeUndefined();
  });
});

describe("isLoopbackHost", () => {
  it.each(["localhost", "LOCALHOST", "localhost.", "app.localhost", "127.0.0.1", "127.8.9.10", "[::1]", "::ffff:127.0.0.1"])(
    "%s means this machine",
    (host) => expect(isLoopbackHost(host)).toBe(true),
  );
  it.each(["example.com", "localhost.example.com", "10.0.0.1", "0.0.0.0", "[fe80::1]"])("%s does not", (host) => {
    expect(isLoopbackHost(host)).toBe(false);
  });
});
