// The publishing desk's shared words (docs/decisions/0020): the kinds of content the firm
// publishes from the staff console, the steps of a version's life, and the shape of what the
// site reads once a version is published. Pure and shared by the browser and the server.
import type { ArticleMeta } from "~/lib/articles";
import type { Finding } from "~/lib/compliance";

/** What the desk holds: each item is one article, one model's figures, one fund's facts, the zone dataset or one signal. */
export const contentKinds = ["commentary", "media", "model-figures", "fund-facts", "zone-data", "signal"] as const;
export type ContentKind = (typeof contentKinds)[number];

/**
 * A version's life: a draft is edited by staff; submitted, it waits for a principal, who returns
 * it (with a note, back to its author to edit) or approves it, to be published now or at a set
 * time. A published version never changes; the next published version of the same item
 * replaces it (`replacedAt`), and retiring the item takes it off the site.
 */
export const versionStatuses = ["draft", "submitted", "returned", "approved", "published", "replaced", "retired"] as const;
export type VersionStatus = (typeof versionStatuses)[number];

/** What a principal decided on a version: each decision is kept with the content it was made on. */
export const reviewDecisions = ["approved", "returned", "withdrawn", "retired"] as const;
export type ReviewDecision = (typeof reviewDecisions)[number];

/** A person as the desk names them: the staff account (null for the first, example versions) and its address. */
export type DeskPerson = { id: string | null; email: string };

/** One version of one item, as the console lists it (its body is the kind's own shape). */
export type ContentVersion = {
  id: string;
  kind: ContentKind;
  /** The item: an article's slug, a model's number, a fund's ticker, "zones", a signal's id. */
  itemKey: string;
  /** 1 for an item's first version. */
  number: number;
  status: VersionStatus;
  title: string;
  body: unknown;
  /** SHA-256 of the body's canonical JSON, fixed when the version is submitted. */
  contentHash: string | null;
  /** Seeded from app/content on first start: example content the firm replaces. */
  example: boolean;
  author: DeskPerson;
  createdAt: Date;
  updatedAt: Date;
  submittedAt: Date | null;
  reviewer: DeskPerson | null;
  reviewedAt: Date | null;
  /** Why a principal returned it. */
  returnNote: string | null;
  /** When an approved version goes live (null: at approval). */
  publishAt: Date | null;
  publishedAt: Date | null;
  replacedAt: Date | null;
  retiredAt: Date | null;
  /** The day (YYYY-MM-DD) the published version must be looked at again. */
  reviewBy: string | null;
};

/** One kept decision: who made it and when, the principal's words, and the content's title and hash then. */
export type ContentReview = {
  /** In the order the decisions were made. */
  id: number;
  decision: ReviewDecision;
  title: string;
  /** The content decided on, as it was then. */
  body: unknown;
  contentHash: string | null;
  reviewer: DeskPerson;
  note: string | null;
  at: Date;
};

/** Why the desk refused a step, in words the console shows. */
export type DeskRefusal =
  | { reason: "not-found" }
  | { reason: "wrong-status"; status: VersionStatus }
  | { reason: "own-version" }
  /** Only a version's author edits or submits it; others start a version of their own. */
  | { reason: "not-author" }
  | { reason: "not-principal" }
  /** An approval of text the version no longer holds: it was changed and submitted again since the page was read. */
  | { reason: "changed" }
  /** An article that would go live before the day it is dated (YYYY-MM-DD). */
  | { reason: "before-date"; date: string }
  | { reason: "invalid"; findings: Finding[] }
  | { reason: "body"; issues: { path: string; message: string }[] };

export type DeskResult = { ok: true; version: ContentVersion } | ({ ok: false } & DeskRefusal);

/** A published article as the site reads it. */
export type PublishedArticle = { meta: ArticleMeta; markdown: string; versionId: string };

/** Which version of an item a page or document drew on: named in PDFs and the archive. */
export type VersionStamp = {
  versionId: string;
  number: number;
  contentHash: string;
  publishedAt: string;
  /** When the item was first published, if an earlier version of it was: this one revises it. */
  firstPublishedAt?: string;
};

/** `kind:itemKey`, the key of VersionStamp maps. */
export const itemId = (kind: ContentKind, itemKey: string) => `${kind}:${itemKey}`;

/** A media item (/media): a press release, a piece of coverage or a resource. */
export type MediaItem = {
  id: string;
  type: "press-release" | "coverage" | "resource";
  /** ISO date. */
  date: string;
  title: string;
  summary?: string;
  /** Coverage: the outlet that published it. */
  outlet?: string;
  /** Coverage and resources: where it is read (https only). */
  url?: string;
  sample: boolean;
  versionId: string;
};

/** A position of a model: its holdings on the model's page and fact sheet, its weights in a signal. */
export type Holding = { ticker: string; name: string; weight: number };

/**
 * What the site shows at one moment: the latest published version of every item, in the shapes
 * the pages already read (app/content's types). The example content in app/content is its
 * first version; at build time (prerendering) the site reads that first version.
 */
export type PublishedContent = {
  /** Grows with every publication or retirement: the change feed's position. */
  revision: number;
  /** Every model, with the published figures of each (its statistics, periods, performance). */
  models: import("~/content/models").InvestmentModel[];
  /** The hypothetical targets of each model by number (server only: app/lib/hypothetical.ts decides who sees them). */
  modelTargets: Readonly<Partial<Record<number, readonly import("~/content/model-targets.server").ModelTarget[]>>>;
  /** Each model's holdings and weights as its published figures state them, with their as-of day (signals change them: weightsOn). */
  holdings: Readonly<Record<number, { asOf: string; positions: Holding[] }>>;
  funds: import("~/content/etfs").Etf[];
  /** Newest first. */
  articles: PublishedArticle[];
  /** Newest first. */
  media: MediaItem[];
  /** Newest first: every published model change. */
  signals: PublishedSignal[];
  /** The version each item's page and documents draw on, by `itemId(kind, itemKey)`. */
  stamps: Readonly<Record<string, VersionStamp>>;
  /**
   * The published zone dataset (zone records, each view's allocation and products), when one is
   * published; absent, the zone data service's own (built-in or sheet) data applies. Under
   * ZONE_DATA_APPROVAL=required the site serves only this one.
   */
  zoneData?: import("./bodies/zone-data").ZoneDataBody;
};

/** One trade of a signal: a position's target weight before and after (percent; 0 = not held). */
export type SignalTrade = { ticker: string; name: string; before: number; after: number };

/** A model change as the site shows it to advisors: its trades, new weights (summing to 100) and reasoning. */
export type PublishedSignal = {
  /** The item key: the signal's address is /signals/{id}. */
  id: string;
  modelId: number;
  /** ISO date the change takes effect. */
  effectiveDate: string;
  title: string;
  trades: SignalTrade[];
  /** Markdown. */
  reasoning: string;
  publishedAt: string;
  /** When an earlier version of the signal was first published, if this one revises it. */
  firstPublishedAt?: string;
  versionId: string;
};
