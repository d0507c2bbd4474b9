import { LegalDocumentView } from "~/components/sections/legal-document-view";
import { privacyPolicy } from "~/content/legal/privacy";
import { metaFor } from "~/lib/meta";

export const meta = () => metaFor("/privacy");

export default function PrivacyPage() {
  return <LegalDocumentView document={privacyPolicy} />;
}
