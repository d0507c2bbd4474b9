import { LegalDocumentView } from "~/components/sections/legal-document-view";
import { privacyPolicy } from "~/content/legal/privacy";
import { sitePages as pages } from "~/content/site-pages";
import { pageMeta } from "~/lib/meta";

export const meta = () => pageMeta(pages["/privacy"]);

export default function PrivacyPage() {
  return <LegalDocumentView document={privacyPolicy} />;
}
