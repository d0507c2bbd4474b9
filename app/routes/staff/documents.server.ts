// The server side of /staff/documents (staff): the documents handed out, a page at a time, by kind;
// and GET /staff/documents/<sha256>.pdf, the kept copy as it was sent.
import { data, type RouterContextProvider } from "react-router";
import { pdfDownload, plainText } from "~/.server/downloads/download-headers";
import { isDocumentKind, keptDocument, listDocumentsSent } from "~/.server/downloads/kept-documents";
import { staffOnly } from "~/.server/staff/staff-only";
import { documentsCopy } from "~/content/staff-documents";

export async function loadDocuments(request: Request, context: Readonly<RouterContextProvider>) {
  const { headers, db } = await staffOnly(request, context);
  const params = new URL(request.url).searchParams;
  const kindParam = params.get("kind");
  const kind = isDocumentKind(kindParam) ? kindParam : undefined;
  const beforeParam = params.get("before");
  const before = beforeParam && !Number.isNaN(Date.parse(beforeParam)) ? new Date(beforeParam) : undefined;
  const { documents, more } = await listDocumentsSent(db, { kind, before });
  return data({ documents, more, kind: kind ?? null, paged: before !== undefined }, { headers });
}

/** `file` is `<sha256>.pdf`; anything else, or a copy not kept, is a 404. */
export async function keptDocumentFile(request: Request, context: Readonly<RouterContextProvider>, file: string | undefined) {
  const { headers, db } = await staffOnly(request, context);
  const sha256 = /^([0-9a-f]{64})\.pdf$/.exec(file ?? "")?.[1];
  const kept = sha256 ? await keptDocument(db, sha256) : undefined;
  if (!sha256 || !kept) {
    const missing = plainText(404, documentsCopy.unknown);
    missing.headers.set("Cache-Control", "private, no-store");
    return missing;
  }
  return pdfDownload(Buffer.from(kept.bytes), `kept-${sha256.slice(0, 12)}.pdf`, headers);
}
