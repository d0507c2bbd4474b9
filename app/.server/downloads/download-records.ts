// Every proposal and fact sheet handed out is recorded before it is sent (document-schema.ts):
// who, when, which views or model, the zone data versions and a content version, a hash of the
// words and facts printed beside the data, and the document's bytes themselves, kept once by
// their SHA-256. A document that cannot be recorded is not handed out.
import { createHash, randomUUID } from "node:crypto";
import type { Db } from "~/.server/db/database";
import { describeDbError } from "~/.server/db/safe-error";
import { log } from "~/.server/log";
import { plainText } from "./download-headers";
import { documentDownloads, keptDocuments, type DocumentKind } from "~/.server/db/schema";
import { modelFacts, type FactsContent } from "~/.server/products/model-facts";
import { contentVersionsLine } from "~/.server/published/document-stamps";
import { exampleContent } from "~/.server/published/example-content";
import type { PublishedContent } from "~/lib/content-desk/contract";
import { firmDisclosures } from "~/content/disclosures";
import { prospectusStatement } from "~/content/fund-disclosures";
import { documentCopy } from "~/content/documents";
import { factSheetCopy } from "~/content/downloads";
import { proposalCopy, type ProposalBasis } from "~/content/proposal";
import { zoneDisclosure } from "~/content/zones";
import type { InvestmentModel } from "~/content/models";
import type { Projections } from "~/lib/zone-projections";
import { showsTargets, type ProposalCopy } from "~/.server/pdf/proposal-pdf";
import { servedRelease } from "~/.server/releases/page-words";

export type DownloadRecord = {
  kind: DocumentKind;
  /**
   * The bytes sent (a PDF), kept once by their SHA-256: every document an advisor receives. A
   * visitor's illustration is recorded by its versions only (ADR 0012's update of 2026-11-28).
   */
  document?: Uint8Array;
  advisorId?: string;
  savedViewId?: string;
  subject: string;
  dataVersions: readonly string[];
  contentVersion: string;
  at?: Date;
};

/** The download and, the first time these bytes are sent, the document itself: both or neither. */
export async function recordDownload(db: Pick<Db, "transaction">, record: DownloadRecord): Promise<void> {
  const at = record.at ?? new Date();
  const { document } = record;
  const sha256 = document ? createHash("sha256").update(document).digest("hex") : null;
  // Read before the transaction: at start it waits for the release to be read, holding no row.
  const release = (await servedRelease())?.fingerprint ?? null;
  await db.transaction(async (tx) => {
    if (document && sha256)
      await tx
        .insert(keptDocuments)
        .values({ sha256, mediaType: "application/pdf", bytes: document, firstSentAt: at })
        .onConflictDoNothing({ target: keptDocuments.sha256 });
    await tx.insert(documentDownloads).values({
      id: randomUUID(),
      at,
      kind: record.kind,
      advisorId: record.advisorId ?? null,
      savedViewId: record.savedViewId ?? null,
      subject: record.subject,
      dataVersions: record.dataVersions.join(","),
      contentVersion: record.contentVersion,
      documentSha256: sha256,
      release,
    });
  });
}

/** Record the download; the 503 to answer instead of the document when it cannot be recorded. */
export async function recordOrRefuse(db: Pick<Db, "transaction">, record: DownloadRecord, request: Request): Promise<Response | undefined> {
  // A HEAD (a link checker, a prefetch) hands out no document: nothing to record.
  if (request.method === "HEAD") return undefined;
  try {
    await recordDownload(db, record);
    return undefined;
  } catch (error) {
    log("error", "download.record-failed", { kind: record.kind, error: describeDbError(error) });
    const refused = plainText(503, documentCopy.notRecorded);
    refused.headers.set("Retry-After", "60");
    return refused;
  }
}

/** The first 12 hex digits of the SHA-256 of `value` as JSON: the same words, the same version. */
export function contentVersion(value: unknown): string {
  return createHash("sha256").update(JSON.stringify(value)).digest("hex").slice(0, 12);
}

const firmWords = { firmDisclosures, prospectusStatement, documentCopy };

/**
 * The words a proposal prints beside its figures, for an advisor's proposal or a visitor's, with
 * the line naming the published versions of its products' figures and facts.
 */
export function proposalContentVersion(
  basis: ProposalBasis,
  which: ProposalCopy,
  projections: Projections,
  contentVersions?: string,
): string {
  const advised = basis !== "visitor";
  const targets = showsTargets(advised, which, projections);
  return contentVersion({
    contentVersions,
    ...firmWords,
    zoneDisclosure,
    clientDisclosures: proposalCopy.clientDisclosures(basis, targets),
    intro: proposalCopy.intro(basis, targets),
    generalIllustration: advised ? undefined : proposalCopy.generalIllustration,
  });
}

/** A model's facts as its fact sheet prints them for this reader, with the sheet's own words. */
export function factSheetContentVersion(
  model: InvestmentModel,
  projections: Projections,
  content: FactsContent & Pick<PublishedContent, "stamps"> = exampleContent(),
): string {
  const facts = modelFacts(model, projections, new Date(), content);
  const versions = contentVersionsLine(content, { models: [model.id], funds: facts.etfs.map((fund) => fund.ticker) });
  return contentVersion({ ...firmWords, facts, versions, factSheetCopy });
}
