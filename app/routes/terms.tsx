import { LegalDocumentView } from "~/components/sections/legal-document-view";
import { termsOfUse } from "~/content/legal/terms";
import { metaFor } from "~/lib/meta";

export const meta = () => metaFor("/terms");

export default function TermsPage() {
  return <LegalDocumentView document={termsOfUse} />;
}
