// The content check of what is published (`npm run content:check -- --published`): the site's
// copy and the published version of every item, reviewed by the compliance rules, and every
// published version whose review-by date has passed.
import type { Db } from "~/.server/db/database";
import { contentFindings } from "~/.server/content-review";
import type { Finding } from "~/lib/compliance";
import { dueItems } from "~/lib/content-desk/review-by";
import { exampleContent } from "~/.server/published/example-content";
import { buildSnapshot } from "./desk-kinds";
import { publishedVersions } from "./versions";

/** Every finding in what the database publishes on the day `now`. */
export async function publishedFindings(db: Db, now = new Date()): Promise<Finding[]> {
  const versions = await publishedVersions(db);
  const overdue = dueItems(versions, now, 0)
    .filter((item) => item.state === "overdue")
    .map((item): Finding => ({
      rule: "review-overdue",
      where: `${item.kind}:${item.itemKey} (${item.title})`,
      message: `to be reviewed by ${item.reviewBy}, ${-item.days} day${item.days === -1 ? "" : "s"} ago: look at it again and publish a new version (with its next review-by date) or retire it`,
    }));
  // A database the site never started on holds nothing yet: the first start publishes the examples.
  const content = versions.length > 0 ? buildSnapshot(versions, 0) : exampleContent();
  return [...contentFindings(now, content), ...overdue];
}
