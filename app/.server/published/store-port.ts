// The part of the content store (app/.server/content-store/store.ts) the site reads: the
// published snapshot and its changes. Declared here, to the store's API, so the site's side
// compiles on its own; the store itself satisfies it.
import type { ContentKind, PublishedContent } from "~/lib/content-desk/contract";

/** Which items one publication or retirement changed. */
export type ContentChange = { revision: number; items: (ContentItemRef & { versionId?: string })[] };

export type ContentItemRef = { kind: ContentKind; itemKey: string };

export type ContentStore = {
  /** The snapshot the site shows now (in memory; refreshed by the change feed). */
  current(): PublishedContent;
  /** Called after each change of the published snapshot on this instance; returns the unsubscribe. */
  onChange(listener: (change: ContentChange) => void | Promise<void>): () => void;
};
