// GET /staff/documents/<sha256>.pdf (staff): a document as it was sent, from the firm's record.
import type { Route } from "./+types/document-file";
import { keptDocumentFile } from "./documents.server";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return keptDocumentFile(request, context, params.file);
}
