// Runs one HTTP Observatory scan in its own process and prints the result as JSON.
// Usage: node scan-child.js <host name> <scanner package folder>
// The host name resolves to 127.0.0.1 and every other name fails to resolve, so the scan
// reaches only the local front. The front's certificate is trusted through NODE_EXTRA_CA_CERTS,
// which Node reads at start-up: that is why the scan runs in a process of its own.
import dns from "node:dns";
import path from "node:path";
import { pathToFileURL } from "node:url";

const [hostName, packageDir] = process.argv.slice(2);
if (!hostName || !packageDir) {
  console.error("usage: node scan-child.js <host name> <scanner package folder>");
  process.exit(2);
}

const LOOPBACK = { address: "127.0.0.1", family: 4 };

// Node's sockets look names up through dns.lookup at connect time, so this covers every request.
dns.lookup = function lookup(name, options, callback) {
  const done = typeof options === "function" ? options : callback;
  const all = typeof options === "object" && options !== null && options.all === true;
  process.nextTick(() => {
    if (name.toLowerCase() !== hostName.toLowerCase()) {
      const error = Object.assign(new Error(`getaddrinfo ENOTFOUND ${name}`), {
        code: "ENOTFOUND",
        errno: -3008,
        syscall: "getaddrinfo",
        hostname: name,
      });
      done(error);
    } else if (all) {
      done(null, [LOOPBACK]);
    } else {
      done(null, LOOPBACK.address, LOOPBACK.family);
    }
  });
};

const { scan } = await import(pathToFileURL(path.join(packageDir, "src", "index.js")).href);
try {
  const result = await scan(hostName);
  process.stdout.write(JSON.stringify(result));
} catch (error) {
  process.stdout.write(JSON.stringify({ error: error instanceof Error ? error.message : String(error) }));
  process.exitCode = 1;
}
