import { LegalDocumentView } from "~/components/sections/legal-document-view";
import { termsOfUse } from "~/content/legal/terms";
import { sitePages as pages } from "~/content/site-pages";
import { pageMeta } from "~/lib/meta";
import { documentPage } from "~/lib/page-handle";

export const meta = () => pageMeta(pages["/terms"]);

export default function TermsPage() {
  return <LegalDocumentView document={termsOfUse} />;
}

// A document to read: no script from React (docs/decisions/0028).
export const handle = documentPage;
