// What the server module (server/app.ts) hands to every loader, action and middleware: typed
// values on React Router's RouterContextProvider (`context.get(zoneDataContext)`), so a route
// asks for what it needs and gets a value that cannot be missing. The server module and the
// routes are one module graph (one SSR build), so both hold the same context objects.
// Prerendering at build time sets none of them: a value with a default reads as that default
// there (null for "none": React Router takes undefined for no default), one without throws.
import { createContext } from "react-router";
import type { PublishedContent } from "~/lib/content-desk/contract";
import type { AccountServices } from "./accounts/services";
import { exampleContent } from "./published/example-content";
import type { ContentStore } from "./content-store/store";
import type { Storage } from "./runtime/storage";
import type { ZoneDataService } from "./zone-data/service";

/** Why the server refused a form post before reading it; the route answers in its own words. */
export type FormRejection = {
  status: 413 | 415 | 429;
  reason: "too-large" | "unsupported" | "rate-limited";
  retryAfterSeconds?: number;
};

/** The visitor's address (from X-Forwarded-For only when TRUST_PROXY names the proxy). */
export const clientAddressContext = createContext<string>("unknown");

/** The nonce of this response's Content-Security-Policy, for inline scripts; none for answers that may be reused. */
export const nonceContext = createContext<string | null>(null);

/**
 * Whether a page for many readers waits for the choice of its critical rules (ADR 0022): yes
 * when prerendered (the default); a rendered answer the server reuses takes them only when they
 * are already known for a page like it, and they are chosen meanwhile for the next one.
 */
export const waitForPageRulesContext = createContext<boolean>(true);

/** Set when the post was refused before its body was read (the body is then empty). */
export const formRejectionContext = createContext<FormRejection | null>(null);

/** The process's database, relay and rate limits, once storage is open. */
export const storageContext = createContext<Promise<Storage>>();

/** The advisor accounts (the auth library on that storage), once storage is open. */
export const accountsContext = createContext<Promise<AccountServices>>();

/** The zone data of the sheet or the built-in tables; every view it answers is recorded. */
export const zoneDataContext = createContext<ZoneDataService>();

/**
 * What is published now (the content store's snapshot at the start of the request); prerendering
 * at build time reads the example content of app/content.
 */
export const publishedContentContext = createContext<PublishedContent>(exampleContent());

/** Who a page rendered for a release of the site's words is drawn for (ADR 0033). */
export type ReleaseReader = "visitor" | "approved advisor";

/**
 * Set only by the server's own render of a release's pages (server/release-renders.ts): the
 * reader the page is drawn for. A request from outside never carries it.
 */
export const releaseReaderContext = createContext<ReleaseReader | null>(null);

/** The publishing desk's store (its workflow, and the snapshot of what is published), once storage is open. */
export const contentStoreContext = createContext<Promise<ContentStore>>();
