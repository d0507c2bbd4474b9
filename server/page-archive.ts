// After a publication, each page it changed is rendered once more as the site now shows it and
// kept with the version (app/.server/content-store/page-captures.ts): the archive's copy of what
// the public saw. Every instance hears the change; the first to store a page keeps it. A failure
// is logged and never touches the answer to anyone.
import type { Db } from "~/.server/db/database";
import { recordCapture } from "~/.server/content-store/page-captures";
import { describeDbError } from "~/.server/db/safe-error";
import { log } from "~/.server/log";
import { pathsOf } from "~/.server/published/paths";
import type { ContentChange } from "~/.server/content-store/store";
import type { PublishedContent } from "~/lib/content-desk/contract";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function createPageArchive(options: {
  db: () => Promise<Db>;
  render: (path: string) => Promise<Response>;
  current: () => PublishedContent;
}) {
  return async function capture(change: ContentChange): Promise<number> {
    let kept = 0;
    try {
      const db = await options.db();
      for (const item of change.items) {
        if (!item.versionId || !UUID.test(item.versionId)) continue;
        for (const path of pathsOf(item.kind, item.itemKey, options.current())) {
          const response = await options.render(path);
          const type = response.headers.get("content-type") ?? "";
          const html = await response.text();
          if (!type.includes("html") && !type.includes("xml")) continue;
          await recordCapture(db, { versionId: item.versionId, path, status: response.status, html });
          kept += 1;
        }
      }
    } catch (error) {
      log("error", "content.capture_failed", { error: describeDbError(error) });
    }
    return kept;
  };
}
