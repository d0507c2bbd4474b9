import { LegalDocumentView } from "~/components/sections/legal-document-view";
import { privacyPolicy } from "~/content/legal/privacy";
import { sitePages as pages } from "~/content/site-pages";
import { pageMeta } from "~/lib/meta";
import { documentPage } from "~/lib/page-handle";

export const meta = () => pageMeta(pages["/privacy"]);

export default function PrivacyPage() {
  return <LegalDocumentView document={privacyPolicy} />;
}

// A document to read: no script from React (docs/decisions/0028).
export const handle = documentPage;
