// What server.js passes to every loader and action.
declare module "react-router" {
  interface AppLoadContext {
    /** The visitor's address (from X-Forwarded-For when a proxy on this machine sets it). */
    clientAddress?: string;
  }
}

export {};
