// What a publication does besides putting the version on the site, inside its transaction: a new
// signal mails the followers of its model, a new article those who chose commentary, each through
// the outbox. A correction of something already published sends nothing again.
import { siteUrlOf, type Settings } from "~/.server/settings";
import { followerMailsHook } from "~/.server/signals/publish-hook";
import { publishedAs } from "./desk-kinds";
import { publishedBefore } from "./versions";
import type { PublishHook } from "./workflow";

export function publishingHooks(settings: Pick<Settings, "SITE_URL" | "PORT" | "ADVISOR_APPROVAL">): PublishHook[] {
  const mailFollowers = followerMailsHook({
    siteUrl: siteUrlOf(settings),
    approvalRequired: settings.ADVISOR_APPROVAL === "staff",
    read: publishedAs,
  });
  return [async (tx, version) => void ((await publishedBefore(tx, version)) || (await mailFollowers(tx, version)))];
}
