// The documents handed out, for the firm's staff: each download with who, when and what, newest
// first, and the bytes sent, kept by their SHA-256 (document-schema.ts).
import { and, desc, eq, lt, or, type SQL } from "drizzle-orm";
import type { Db } from "~/.server/db/database";
import { advisorUsers, documentDownloads, documentKinds, keptDocuments, type DocumentKind } from "~/.server/db/schema";

/** How many downloads a page of the list shows. */
export const DOCUMENTS_PAGE = 100;

export type DocumentSent = {
  id: string;
  at: string;
  kind: DocumentKind;
  /** Whether an advisor received it (null for a visitor), and their address while their account exists. */
  advisorId: string | null;
  advisorEmail: string | null;
  subject: string;
  dataVersions: string;
  contentVersion: string;
  /** The kept copy's SHA-256; null for a download recorded before copies were kept. */
  sha256: string | null;
  /** The site release served when it was sent; null before releases were named with documents. */
  release: string | null;
};

export const isDocumentKind = (value: string | null): value is DocumentKind =>
  value !== null && (documentKinds as readonly string[]).includes(value);

/** Where a page of the list ends: the last download shown, by its moment and id (the list's order). */
export type DocumentsCursor = { at: Date; id: string };

/** A cursor as the "Older" link carries it: `2026-11-28T15:34:00.000Z_<uuid>`. */
export const cursorParam = (document: Pick<DocumentSent, "at" | "id">) => `${document.at}_${document.id}`;

/** The cursor of a `before` parameter, or undefined for anything else (a moment outside 2000-2999, a bad id). */
export function readCursor(param: string | null): DocumentsCursor | undefined {
  // The id a UUID, as the column is: 36 dashes would reach the database and fail there (a security review).
  const match = /^(2\d{3}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z)_([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/.exec(
    param ?? "",
  );
  if (!match) return undefined;
  const at = new Date(match[1]!);
  return Number.isNaN(at.getTime()) ? undefined : { at, id: match[2]! };
}

/** The downloads after `before` in the list's order (all when unset) of `kind` (any when unset), newest first, one page and whether more follow. */
export async function listDocumentsSent(
  db: Db,
  { kind, before }: { kind?: DocumentKind; before?: DocumentsCursor },
): Promise<{ documents: DocumentSent[]; more: boolean }> {
  const conditions: SQL[] = [];
  if (kind) conditions.push(eq(documentDownloads.kind, kind));
  if (before) {
    const older = or(lt(documentDownloads.at, before.at), and(eq(documentDownloads.at, before.at), lt(documentDownloads.id, before.id)));
    if (older) conditions.push(older);
  }
  const rows = await db
    .select({
      id: documentDownloads.id,
      at: documentDownloads.at,
      kind: documentDownloads.kind,
      advisorId: documentDownloads.advisorId,
      advisorEmail: advisorUsers.email,
      subject: documentDownloads.subject,
      dataVersions: documentDownloads.dataVersions,
      contentVersion: documentDownloads.contentVersion,
      sha256: documentDownloads.documentSha256,
      release: documentDownloads.release,
    })
    .from(documentDownloads)
    .leftJoin(advisorUsers, eq(advisorUsers.id, documentDownloads.advisorId))
    .where(conditions.length > 0 ? and(...conditions) : undefined)
    .orderBy(desc(documentDownloads.at), desc(documentDownloads.id))
    .limit(DOCUMENTS_PAGE + 1);
  return {
    documents: rows.slice(0, DOCUMENTS_PAGE).map((row) => ({ ...row, at: row.at.toISOString() })),
    more: rows.length > DOCUMENTS_PAGE,
  };
}

/** The kept copy with this SHA-256, as it was sent. */
export async function keptDocument(db: Db, sha256: string): Promise<{ bytes: Uint8Array; mediaType: string } | undefined> {
  const [row] = await db
    .select({ bytes: keptDocuments.bytes, mediaType: keptDocuments.mediaType })
    .from(keptDocuments)
    .where(eq(keptDocuments.sha256, sha256));
  return row;
}
