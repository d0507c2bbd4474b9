// What a publication does besides putting the version on the site, inside its transaction: a new
// signal mails the followers of its model, a new article those who chose commentary, each through
// the outbox. A correction of something already published sends nothing again, except where an
// advisor may have acted on it: a signal whose trades changed is mailed again, called a correction.
import { siteUrlOf, type Settings } from "~/.server/settings";
import { followerMailsHook } from "~/.server/signals/publish-hook";
import type { SignalTrade } from "~/lib/content-desk/contract";
import { publishedAs } from "./desk-kinds";
import { publishedBefore } from "./versions";
import type { PublishHook } from "./workflow";

/** A signal's trades as an advisor acts on them: by ticker, whatever order the lines were in. */
const tradesOf = (body: unknown) =>
  JSON.stringify(
    [...((body as { trades?: SignalTrade[] } | null)?.trades ?? [])]
      .map(({ ticker, before, after }) => [ticker, before, after])
      .sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
  );

export function publishingHooks(settings: Pick<Settings, "SITE_URL" | "PORT" | "ADVISOR_APPROVAL">): PublishHook[] {
  const mailFollowers = followerMailsHook({
    siteUrl: siteUrlOf(settings),
    approvalRequired: settings.ADVISOR_APPROVAL === "staff",
    read: publishedAs,
  });
  return [
    async (tx, version) => {
      const earlier = await publishedBefore(tx, version);
      if (!earlier) return mailFollowers(tx, version);
      if (version.kind === "signal" && tradesOf(earlier.latestBody) !== tradesOf(version.body))
        return mailFollowers(tx, version, { corrects: earlier.firstPublishedAt });
    },
  ];
}
