// The publishing transaction's hook that mails followers (the store's `PublishHook`:
// `(tx, version) => Promise<void>`, run inside the transaction that publishes `version`): a
// signal's version mails the followers of its model, a commentary version those who chose
// commentary; other kinds send nothing. How a version's body reads as a published signal or
// article is the kinds' business, handed in as `read`. A signal's correction says so, with the
// moment the signal was first published.
import type { ContentVersion, PublishedArticle, PublishedSignal } from "~/lib/content-desk/contract";
import { log } from "~/.server/log";
import { queueCommentaryMails, queueSignalMails, type FanOutOptions, type FanOutWriter } from "./fan-out";

export type FollowerMailsDeps = FanOutOptions & {
  read: {
    signal: (version: ContentVersion) => PublishedSignal | undefined;
    commentary: (version: ContentVersion) => PublishedArticle | undefined;
  };
};

export type Correction = { corrects: Date };

export function followerMailsHook(deps: FollowerMailsDeps) {
  return async (tx: FanOutWriter, version: ContentVersion, correction?: Correction): Promise<void> => {
    const queued =
      version.kind === "signal"
        ? await withRead(deps.read.signal(version), (signal) => queueSignalMails(tx, signal, deps, correction))
        : version.kind === "commentary"
          ? await withRead(deps.read.commentary(version), (article) => queueCommentaryMails(tx, article, deps))
          : undefined;
    if (queued)
      log("info", "publication.mails.queued", {
        versionId: version.id,
        kind: version.kind,
        mails: queued.queued,
        ...(correction ? { correction: true } : {}),
      });
  };
}

async function withRead<T, R>(value: T | undefined, queue: (value: T) => Promise<R>): Promise<R | undefined> {
  return value === undefined ? undefined : queue(value);
}
