// The server side of /staff/documents (staff): the documents handed out, a page at a time, by kind;
// and GET /staff/documents/<sha256>.pdf, the kept copy as it was sent.
import { data, type RouterContextProvider } from "react-router";
import { pdfDownload, plainText } from "~/.server/downloads/download-headers";
import { cursorParam, isDocumentKind, keptDocument, listDocumentsSent, readCursor } from "~/.server/downloads/kept-documents";
import { recordAudit } from "~/.server/staff/audit";
import { auditActions } from "~/lib/audit-actions";
import { staffOnly } from "~/.server/staff/staff-only";
import { documentsCopy } from "~/content/staff-documents";

export async function loadDocuments(request: Request, context: Readonly<RouterContextProvider>) {
  const { headers, db } = await staffOnly(request, context);
  const params = new URL(request.url).searchParams;
  const kindParam = params.get("kind");
  const kind = isDocumentKind(kindParam) ? kindParam : undefined;
  const before = readCursor(params.get("before"));
  const { documents, more } = await listDocumentsSent(db, { kind, before });
  const last = documents.at(-1);
  // The "Older" link's cursor: the last one shown, by moment and id, so that none is skipped.
  const older = more && last ? cursorParam(last) : null;
  return data({ documents, older, kind: kind ?? null, paged: before !== undefined }, { headers });
}

/**
 * `file` is `<sha256>.pdf`; anything else, or a copy not kept, is a 404. A copy carries an
 * advisor's name and a client's label: each opening is audited, as opening a lead is.
 */
export async function keptDocumentFile(request: Request, context: Readonly<RouterContextProvider>, file: string | undefined) {
  const { staff, headers, db } = await staffOnly(request, context);
  const sha256 = /^([0-9a-f]{64})\.pdf$/.exec(file ?? "")?.[1];
  const kept = sha256 ? await keptDocument(db, sha256) : undefined;
  if (!sha256 || !kept) {
    const missing = plainText(404, documentsCopy.unknown);
    missing.headers.set("Cache-Control", "private, no-store");
    return missing;
  }
  await recordAudit(db, staff, {
    action: auditActions.documentOpened,
    subjectType: "document",
    subjectId: sha256,
    detail: `kept copy ${sha256}`,
  });
  return pdfDownload(Buffer.from(kept.bytes), `kept-${sha256.slice(0, 12)}.pdf`, headers);
}
