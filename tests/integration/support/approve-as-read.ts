// A principal's approval of a version as the review page sends it: with the hash of the text the
// principal read, which the store requires (the text now, for a test that reads it just before).
import type { Actor } from "~/.server/staff/audit";
import type { ContentStore } from "~/.server/content-store/store";

export async function approveAsRead(store: ContentStore, actor: Actor, id: string, options: { publishAt?: Date | null } = {}) {
  const contentHash = (await store.get(id))?.contentHash ?? "";
  return store.approve(actor, id, { ...options, contentHash });
}
