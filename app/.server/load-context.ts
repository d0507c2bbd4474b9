// What the server module (server/app.ts) passes to every loader and action. Prerendering at
// build time passes nothing, so every field is optional.
import type { ContactServices } from "./contact/services";

/** Why the server refused a form post before reading it; the route answers in its own words. */
export type FormRejection = {
  status: 413 | 415 | 429;
  reason: "too-large" | "unsupported" | "rate-limited";
  retryAfterSeconds?: number;
};

declare module "react-router" {
  interface AppLoadContext {
    /** The visitor's address (from X-Forwarded-For only when TRUST_PROXY names the proxy). */
    clientAddress?: string;
    /** The nonce of this response's Content-Security-Policy, for inline scripts. */
    nonce?: string;
    /** The process's storage, relay and rate limits, once storage is open. */
    services?: () => Promise<ContactServices>;
    /** Set when the post was refused before its body was read (the body is then empty). */
    formRejection?: FormRejection;
  }
}

export {};
