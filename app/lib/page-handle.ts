import type { UIMatch } from "react-router";

/**
 * The `handle` of a route whose page needs no script: a document to read, with nothing on it that
 * React draws after load. Built for production, such a page carries no React and no route
 * modules, only a small script of its own for the header and footer (docs/decisions/0028). A
 * page reached by a client navigation from a page that hydrated is drawn by React as before.
 */
export const documentPage = { scripts: false } as const;

/** Whether the server leaves React Router's scripts out of this page (asked on the server only). */
export function leavesOutScripts(matches: readonly UIMatch[]): boolean {
  return import.meta.env.PROD && matches.some((match) => (match.handle as { scripts?: boolean } | undefined)?.scripts === false);
}
