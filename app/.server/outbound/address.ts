// What kind of network an IP address belongs to, so outbound calls can refuse every address that
// reaches this machine or its private networks. IPv6 forms that embed an IPv4 address (mapped,
// compatible, NAT64, 6to4) are judged by the IPv4 address inside.
import { isIP } from "node:net";

export type AddressKind =
  | "public"
  | "loopback"
  | "private"
  | "link-local"
  | "shared" // carrier-grade NAT, 100.64.0.0/10
  | "unspecified"
  | "multicast"
  | "reserved";

type Range = [prefix: number[], bits: number, kind: AddressKind];

const v4Ranges: Range[] = [
  [[0], 8, "unspecified"],
  [[127], 8, "loopback"],
  [[10], 8, "private"],
  [[172, 16], 12, "private"],
  [[192, 168], 16, "private"],
  [[169, 254], 16, "link-local"],
  [[100, 64], 10, "shared"],
  [[224], 4, "multicast"],
  [[240], 4, "reserved"], // includes the broadcast address 255.255.255.255
  [[192, 0, 0], 24, "reserved"],
  [[192, 0, 2], 24, "reserved"],
  [[198, 18], 15, "reserved"],
  [[198, 51, 100], 24, "reserved"],
  [[203, 0, 113], 24, "reserved"],
];

const v6Ranges: Range[] = [
  [[0xfc], 7, "private"],
  [[0xfe, 0x80], 10, "link-local"],
  [[0xfe, 0xc0], 10, "private"], // deprecated site-local
  [[0xff], 8, "multicast"],
  [[0x20, 0x01, 0x0d, 0xb8], 32, "reserved"], // documentation
  [[0x20, 0x01, 0x00, 0x00], 32, "reserved"], // Teredo tunnels
  [[0x01, 0x00, 0, 0, 0, 0, 0, 0], 64, "reserved"], // discard
];

function inRange(bytes: number[], [prefix, bits]: Range): boolean {
  for (let bit = 0; bit < bits; bit++) {
    const mask = 0x80 >> (bit % 8);
    if ((bytes[bit >> 3]! & mask) !== ((prefix[bit >> 3] ?? 0) & mask)) return false;
  }
  return true;
}

function kindOf(bytes: number[], ranges: Range[], otherwise: AddressKind): AddressKind {
  return ranges.find((range) => inRange(bytes, range))?.[2] ?? otherwise;
}

function parseV4(text: string): number[] {
  return text.split(".").map(Number);
}

/** The 16 bytes of an IPv6 address already checked by `isIP`. */
function parseV6(text: string): number[] {
  let groups: number[] = [];
  let head = text;
  const last = text.slice(text.lastIndexOf(":") + 1);
  if (last.includes(".")) {
    const [a, b, c, d] = parseV4(last) as [number, number, number, number];
    groups = [(a << 8) | b, (c << 8) | d];
    head = text.slice(0, text.length - last.length);
    if (!head.endsWith("::")) head = head.slice(0, -1);
  }
  const [left, right] = head.split("::") as [string, string | undefined];
  const words = (part: string | undefined) => (part ? part.split(":").map((word) => Number.parseInt(word, 16)) : []);
  const before = words(left);
  const after = words(right);
  const zeros = right === undefined ? [] : new Array<number>(8 - before.length - after.length - groups.length).fill(0);
  return [...before, ...zeros, ...after, ...groups].flatMap((word) => [word >> 8, word & 0xff]);
}

function classifyV6(bytes: number[]): AddressKind {
  const zeroUpTo = (end: number) => bytes.slice(0, end).every((byte) => byte === 0);
  const embedded = (from: number) => kindOf(bytes.slice(from, from + 4), v4Ranges, "public");
  if (zeroUpTo(16)) return "unspecified";
  if (zeroUpTo(15) && bytes[15] === 1) return "loopback";
  if (zeroUpTo(10) && bytes[10] === 0xff && bytes[11] === 0xff) return embedded(12); // ::ffff:a.b.c.d
  if (zeroUpTo(12)) return embedded(12); // ::a.b.c.d (deprecated compatible form)
  if (inRange(bytes, [[0, 0x64, 0xff, 0x9b], 96, "public"])) return embedded(12); // NAT64
  if (bytes[0] === 0x20 && bytes[1] === 0x02) return embedded(2); // 6to4
  // Only 2000::/3 is handed out for global unicast; the rest is reserved.
  return kindOf(bytes, v6Ranges, (bytes[0]! & 0xe0) === 0x20 ? "public" : "reserved");
}

/** The kind of an IP address (IPv4, or IPv6 with or without brackets and zone); undefined for a name. */
export function classifyAddress(address: string): AddressKind | undefined {
  const bare = address.replace(/^\[(.*)\]$/, "$1").replace(/%.*$/, "");
  const version = isIP(bare);
  if (version === 4) return kindOf(parseV4(bare), v4Ranges, "public");
  if (version === 6) return classifyV6(parseV6(bare));
  return undefined;
}

/** A host name or address that always means this machine: `localhost`, 127.0.0.0/8, ::1. */
export function isLoopbackHost(hostname: string): boolean {
  const name = hostname.toLowerCase().replace(/\.$/, "");
  return name === "localhost" || name.endsWith(".localhost") || classifyAddress(name) === "loopback";
}
