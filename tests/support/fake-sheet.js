// A local stand-in for the spreadsheet script of spec section 7. It answers each sheet the way
// a test asks: good data (different from the built-in data, so a page shows where its numbers
// came from), a redirect to a content host as the real script does, or one of the failures,
// including answers that try to turn the server against itself (redirects to this machine or
// a private network, redirect chains, answers far too large).
import http from "node:http";

/**
 * @typedef {"good" | "redirect" | "status-500" | "unknown-sheet" | "not-found" | "error-field" | "error-unreadable" | "html" | "malformed" | "wrong-shape" | "empty-list" | "slow"
 *   | "redirect-https-ip" | "redirect-https-localhost" | "redirect-https-mapped" | "redirect-link-local" | "redirect-twice"
 *   | "huge" | "huge-declared"} SheetBehaviour
 * @typedef {{ sheet: string, zone: string, accountType: string | null, path: string }} SheetRequest
 */

/**
 * The zone record the fake sheet answers for a zone; a later edition (the firm revised the
 * sheet) has a deeper max drawdown.
 */
export function sheetZone(zone, edition = 1) {
  return {
    zone,
    risklevel: `Sheet Risk ${zone}`,
    timehorizon: `${zone}-${zone + 2} Years`,
    expectedreturn: `${zone}0-${zone}2%`,
    maxdrawdown: `${zone}${6 + edition}%`,
  };
}

/** The allocation the fake sheet answers; the colour tokens come in the sheet's own spellings. */
export function sheetAllocation(zone, accountType) {
  const prefix = accountType === "non-qualified" ? "Taxable" : "Deferred";
  return [
    { instrument: `${prefix} Sheet Fund ${zone}A`, percentage: 70, color: "hsl(var(--chart-2))" },
    { instrument: `${prefix} Sheet Fund ${zone}B`, percentage: 30, color: "chart-5" },
  ];
}

/**
 * The models the fake sheet places in a view (sheet=Models): the firm's model 3 and ETF RSMV,
 * with reasons that name the zone, unlike the built-in placement.
 */
export function sheetModels(zone, accountType) {
  return [
    { kind: "model", id: 3, why: `Sheet reason for zone ${zone} (${accountType})` },
    { kind: "ETF", id: "rsmv", why: `Sheet fund reason for zone ${zone}` },
  ];
}

const HUGE_BYTES = 5 * 1024 * 1024;

/** Send 5 MB of JSON-looking text, in chunks, for as long as the client keeps reading. */
function sendHuge(res, declareLength) {
  res.writeHead(200, { "content-type": "application/json", ...(declareLength ? { "content-length": String(HUGE_BYTES) } : {}) });
  const chunk = Buffer.alloc(64 * 1024, " ");
  let sent = 0;
  const more = () => {
    while (sent < HUGE_BYTES && !res.destroyed) {
      sent += chunk.length;
      if (!res.write(chunk)) return void res.once("drain", more);
    }
    if (!res.destroyed) res.end();
  };
  more();
}

/**
 * Start the fake sheet on a free local port.
 * @param {{ slowMs?: number }} [options]
 */
export async function startFakeSheet({ slowMs = 1500 } = {}) {
  /** @type {{ zone: SheetBehaviour, allocation: SheetBehaviour, models: SheetBehaviour | "unknown-model" }} */
  const behaviour = { zone: "good", allocation: "good", models: "good" };
  let edition = 1;
  /** @type {SheetRequest[]} */
  const requests = [];
  const timers = new Set();
  let port = 0;

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://sheet.local");
    const sheet = url.searchParams.get("sheet") ?? "";
    const zone = Number(url.searchParams.get("zone"));
    const accountType = url.searchParams.get("accountType");
    requests.push({ sheet, zone: String(zone), accountType, path: url.pathname });
    const good =
      sheet === "Zone_Data"
        ? sheetZone(zone, edition)
        : sheet === "Models"
          ? sheetModels(zone, accountType)
          : sheetAllocation(zone, accountType);
    const json = (status, body) => {
      res.writeHead(status, { "content-type": "application/json; charset=utf-8" });
      res.end(typeof body === "string" ? body : JSON.stringify(body));
    };
    // The content host a redirect points to always answers with the data.
    if (url.pathname === "/content") return json(200, good);
    const redirect = (location) => {
      res.writeHead(302, { location });
      res.end();
    };
    if (url.pathname === "/again") return redirect(`/content${url.search}`);

    const mode = sheet === "Zone_Data" ? behaviour.zone : sheet === "Models" ? behaviour.models : behaviour.allocation;
    switch (mode) {
      case "unknown-model":
        return json(200, [{ kind: "model", id: "42", why: "A model the site does not have" }]);
      case "redirect":
        return redirect(`/content${url.search}`);
      case "redirect-https-ip":
        return redirect(`https://127.0.0.1:${port}/content${url.search}`);
      case "redirect-https-localhost":
        return redirect(`https://localhost:${port}/content${url.search}`);
      case "redirect-https-mapped":
        return redirect(`https://[::ffff:7f00:1]:${port}/content${url.search}`);
      case "redirect-link-local":
        return redirect(`https://169.254.169.254/latest/meta-data/`);
      case "redirect-twice":
        return redirect(`/again${url.search}`);
      case "huge":
        return sendHuge(res, false);
      case "huge-declared":
        return sendHuge(res, true);
      case "unknown-sheet":
        // A sheet made for the two documented queries only, as the firm's own script answers.
        return json(400, { error: "unknown sheet" });
      case "not-found":
        return json(404, { error: "Not found" });
      case "status-500":
        return json(500, { error: "Internal failure" });
      case "error-field":
        return json(200, { error: `Sheet ${sheet} is not shared` });
      case "error-unreadable":
        return json(200, { error: { code: 42 } });
      case "html":
        res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
        return res.end("<!DOCTYPE html><html><body><h1>Sign in</h1></body></html>");
      case "malformed":
        return json(200, '{"zone": 5, "risklevel": ');
      case "wrong-shape":
        return json(200, sheet === "Zone_Data" ? { zone, level: "high" } : [{ name: "Bonds", share: "lots" }]);
      case "empty-list":
        return json(200, sheet === "Zone_Data" ? good : []);
      case "slow": {
        const timer = setTimeout(() => {
          timers.delete(timer);
          json(200, good);
        }, slowMs);
        timers.add(timer);
        return;
      }
      default:
        return json(200, good);
    }
  });

  await new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(undefined)));
  const address = server.address();
  port = typeof address === "object" && address ? address.port : 0;

  return {
    url: `http://127.0.0.1:${port}/macros/exec`,
    requests,
    /** @param {Partial<{ zone: SheetBehaviour, allocation: SheetBehaviour, models: SheetBehaviour | "unknown-model" }>} next */
    behave(next) {
      Object.assign(behaviour, next);
    },
    /** Change the figures the sheet answers from now on (the next edition of sheetZone). */
    revise() {
      edition += 1;
    },
    reset() {
      edition = 1;
      behaviour.zone = "good";
      behaviour.allocation = "good";
      behaviour.models = "good";
      requests.length = 0;
    },
    close() {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve(undefined)));
    },
  };
}
