// The content store (docs/decisions/0020): the desk's workflow on the database, and the
// snapshot of what is published that pages read from memory. Every instance polls the feed of
// publications (content_changes) once a second, publishes what an approver scheduled, and
// reloads its snapshot when the feed grew, so a publication reaches every instance on one
// database within seconds, without a build or a restart. Listeners (the server's page
// invalidation) hear which items changed.
import { desc, gt, max } from "drizzle-orm";
import type { Db } from "~/.server/db/database";
import { contentChanges } from "~/.server/db/schema";
import { log } from "~/.server/log";
import type { Actor } from "~/.server/staff/audit";
import type { ContentKind, ContentReview, ContentVersion, DeskResult, PublishedContent, VersionStatus } from "~/lib/content-desk/contract";
import type { DeskNotifier } from "./desk-notices";
import { seedExamples, type SeedVersion } from "./seed";
import {
  getVersion,
  itemHistory,
  listVersions,
  publishedVersions,
  versionReviews,
  type PublishedVersion,
  type VersionFilter,
} from "./versions";
import { createWorkflow, type DraftInput, type KindRules, type PublishHook } from "./workflow";

export type { KindRules, PublishHook } from "./workflow";

/** Which items changed since the last reload, each with the version that went live or was retired last. */
export type ContentChange = { revision: number; items: (ContentItemRef & { versionId: string })[] };

/** One item the desk publishes: an article, a model's figures, a fund's facts, the zone data, a signal. */
export type ContentItemRef = { kind: ContentKind; itemKey: string };

export type ContentStore = {
  /** The snapshot the site shows now. */
  current(): PublishedContent;
  /** Hear each change; a listener's promise is awaited before the step that caused the change answers. */
  onChange(listener: (change: ContentChange) => void | Promise<void>): () => void;
  list(filter?: VersionFilter): Promise<ContentVersion[]>;
  get(id: string): Promise<ContentVersion | undefined>;
  history(kind: ContentKind, itemKey: string): Promise<ContentVersion[]>;
  /** The principals' decisions on each version, each with the content it was made on, oldest first. */
  reviews(versionIds: readonly string[]): Promise<Map<string, ContentReview[]>>;
  createDraft(actor: Actor, input: DraftInput & { kind: ContentKind; itemKey: string }): Promise<DeskResult>;
  updateDraft(actor: Actor, id: string, input: DraftInput): Promise<DeskResult>;
  submit(actor: Actor, id: string): Promise<DeskResult>;
  /** `contentHash`: the hash of the text the principal read; another version's text is refused. */
  approve(actor: Actor, id: string, options: { publishAt?: Date | null; note?: string; contentHash: string }): Promise<DeskResult>;
  returnVersion(actor: Actor, id: string, note: string): Promise<DeskResult>;
  /** An approved version taken back before it goes live, to its author with the note. */
  withdraw(actor: Actor, id: string, note: string): Promise<DeskResult>;
  retire(actor: Actor, id: string, note: string): Promise<DeskResult>;
  /** Publish what is due and reload the snapshot if the feed grew (the poll does this every `pollMs`). */
  sync(): Promise<void>;
  /** Stop polling; resolves once a sync under way has ended, so the database can close after it. */
  stop(): Promise<void>;
};

export type ContentStoreOptions = {
  db: Db;
  rules: KindRules;
  /** The snapshot of the published versions, at the feed's position `revision`. */
  build: (versions: readonly PublishedVersion[], revision: number) => PublishedContent;
  /** The first, example versions (app/content). */
  seeds: () => readonly SeedVersion[];
  hooks?: readonly PublishHook[];
  /** Mails the people a step concerns (desk-notices.ts); none by default. */
  notify?: DeskNotifier;
  pollMs?: number;
  now?: () => Date;
};

export const CONTENT_POLL_MS = 1000;

export type { VersionFilter, VersionStatus };

async function feedPosition(db: Db): Promise<number> {
  const [row] = await db.select({ last: max(contentChanges.id) }).from(contentChanges);
  return Number(row?.last ?? 0);
}

/** Seed, load the snapshot and start following the feed. */
export async function openContentStore(options: ContentStoreOptions): Promise<ContentStore> {
  const { db } = options;
  const now = options.now ?? (() => new Date());
  await seedExamples(db, options.seeds(), now());
  let revision = await feedPosition(db);
  let snapshot = options.build(await publishedVersions(db), revision);
  const listeners = new Set<(change: ContentChange) => void | Promise<void>>();
  const workflow = createWorkflow({
    db,
    rules: options.rules,
    hooks: options.hooks ?? [],
    notify: options.notify,
    current: () => snapshot,
    now,
  });

  /** Reload when the feed moved past what this instance shows, and tell the listeners what changed. */
  async function reload() {
    const position = await feedPosition(db);
    if (position <= revision) return;
    const changed = await db
      .select({ kind: contentChanges.kind, itemKey: contentChanges.itemKey, versionId: contentChanges.versionId })
      .from(contentChanges)
      .where(gt(contentChanges.id, revision))
      .orderBy(desc(contentChanges.id));
    const next = options.build(await publishedVersions(db), position);
    snapshot = next;
    revision = position;
    const seen = new Set<string>();
    const items = changed.filter((item) => !seen.has(`${item.kind}:${item.itemKey}`) && seen.add(`${item.kind}:${item.itemKey}`));
    for (const listener of listeners) {
      try {
        await listener({ revision, items });
      } catch (error) {
        log("error", "content.listener_failed", { error: error instanceof Error ? error.name : "unknown" });
      }
    }
  }

  // One sync at a time: the poll and a publication on this instance never reload twice at once.
  let running: Promise<void> = Promise.resolve();
  const sync = () => {
    running = running.then(async () => {
      await workflow.publishDue();
      await reload();
    });
    const done = running;
    running = running.catch(() => undefined);
    return done;
  };
  /** After a step that may have changed the site, this instance shows it before answering. */
  const thenSync = async (result: Promise<DeskResult>) => {
    const outcome = await result;
    if (outcome.ok && (outcome.version.status === "published" || outcome.version.status === "retired")) await sync();
    return outcome;
  };

  const timer = setInterval(() => {
    sync().catch((error) =>
      log("error", "content.sync_failed", { error: error instanceof Error ? error.message.slice(0, 200) : "unknown" }),
    );
  }, options.pollMs ?? CONTENT_POLL_MS);
  timer.unref();

  return {
    current: () => snapshot,
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    list: (filter) => listVersions(db, filter),
    get: (id) => getVersion(db, id),
    history: (kind, itemKey) => itemHistory(db, kind, itemKey),
    reviews: (versionIds) => versionReviews(db, versionIds),
    createDraft: (actor, input) => workflow.createDraft(actor, input),
    updateDraft: (actor, id, input) => workflow.updateDraft(actor, id, input),
    submit: (actor, id) => workflow.submit(actor, id),
    approve: (actor, id, approveOptions) => thenSync(workflow.approve(actor, id, approveOptions)),
    returnVersion: (actor, id, note) => workflow.returnVersion(actor, id, note),
    withdraw: (actor, id, note) => workflow.withdraw(actor, id, note),
    retire: (actor, id, note) => thenSync(workflow.retire(actor, id, note)),
    sync,
    stop: () => {
      clearInterval(timer);
      return running;
    },
  };
}
