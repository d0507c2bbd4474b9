// Who sees the zones' projections (expected return, max drawdown), decided in one place from
// ZONE_PROJECTIONS and the request: `public` shows them to everyone; `advisors` to signed-in
// verified advisors only. A page whose answer depends on who asks is never kept by a shared
// cache; a visitor's page may be, and says it varies with the cookie.
import type { RouterContextProvider } from "react-router";
import { sessionCookieName } from "~/.server/accounts/auth";
import { currentAdvisor } from "~/.server/accounts/current-advisor";
import { log } from "~/.server/log";
import { releaseReaderContext } from "~/.server/load-context";
import { getSettings, type Settings } from "~/.server/settings";
import { builtInAllocations, builtInZones, builtInZonesAsOf } from "~/content/zones";
import { presentTables, type BuiltInTables, type Projections } from "~/lib/zone-projections";
import { builtInDataset } from "./data-version";
import { builtInProductTable } from "./products";

export { withoutProjections, withProjections, presentView, type Projections, type PresentedView } from "~/lib/zone-projections";

export type ProjectionsMode = Settings["ZONE_PROJECTIONS"];

export type ProjectionsDecision = {
  projections: Projections;
  mode: ProjectionsMode;
  /** The answer depends on who asks (the request carries a session cookie): keep it private. */
  personal: boolean;
  /** Cookies to pass on with the answer (a session's end pushed back). */
  headers: Headers;
};

const SESSION_COOKIE = new RegExp(`(?:^|;)\\s*(?:${sessionCookieName(true)}|${sessionCookieName(false)})=`);

/** Whether a Cookie header carries a session cookie, valid or not: the cheap first test. */
export function hasSessionCookie(cookieHeader: string | null | undefined): boolean {
  return !!cookieHeader && SESSION_COOKIE.test(cookieHeader);
}

/** Who sees the projections, for a reader already known (undefined: a visitor). */
export function projectionsOf(
  advisor: { emailVerified: boolean; approved?: boolean } | undefined,
  mode: ProjectionsMode = getSettings().ZONE_PROJECTIONS,
): Projections {
  return mode === "public" || (advisor?.emailVerified && advisor.approved !== false) ? "shown" : "hidden";
}

/**
 * Whether this request's reader sees the projections. In `advisors` mode a request without a
 * session cookie is a visitor at once (no database); with one, the session is checked, and
 * a stale, unknown or unverified one gets the visitor's page.
 */
export async function projectionsFor(
  request: Request,
  context: Readonly<RouterContextProvider>,
  mode: ProjectionsMode = getSettings().ZONE_PROJECTIONS,
): Promise<ProjectionsDecision> {
  if (mode === "public") return { projections: "shown", mode, personal: false, headers: new Headers() };
  // A release's render of the page an approved advisor reads (ADR 0033): no session to check.
  if (context.get(releaseReaderContext) === "approved advisor")
    return { projections: "shown", mode, personal: false, headers: new Headers() };
  if (!hasSessionCookie(request.headers.get("cookie"))) return { projections: "hidden", mode, personal: false, headers: new Headers() };
  try {
    const { advisor, headers } = await currentAdvisor(request, context);
    return { projections: projectionsOf(advisor, mode), mode, personal: true, headers };
  } catch {
    log("warn", "zone_projections.session_check_failed");
    return { projections: "hidden", mode, personal: true, headers: new Headers() };
  }
}

/**
 * The headers of a page of zone figures: in `public` mode the page's own Cache-Control, as
 * before; in `advisors` mode `private, no-store` for a reader with a session cookie, and for
 * a visitor the page's own Cache-Control with `Vary: Cookie`, so that no shared cache hands a
 * visitor's page to an advisor or an advisor's to a visitor.
 */
export function projectionsHeaders(decision: ProjectionsDecision, cacheControl: string): Headers {
  const headers = new Headers(decision.headers);
  headers.set("Cache-Control", decision.personal ? "private, no-store" : cacheControl);
  if (decision.mode === "advisors") headers.set("Vary", "Cookie");
  return headers;
}

/** The Cache-Control and Vary a route's `headers` passes on from its loader. */
export function zonePageHeaders(loaderHeaders: Headers, fallback: string): Record<string, string> {
  const vary = loaderHeaders.get("Vary");
  return { "Cache-Control": loaderHeaders.get("Cache-Control") ?? fallback, ...(vary ? { Vary: vary } : {}) };
}

/** The built-in tables for the browser, with the projections only when the reader sees them. */
export function builtInTablesFor(projections: Projections): BuiltInTables {
  const dataset = { dataVersion: builtInDataset().version, dataAsOf: builtInZonesAsOf };
  return presentTables(builtInZones, builtInAllocations, builtInProductTable(), dataset, projections);
}
