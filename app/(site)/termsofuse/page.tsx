import type { Metadata } from "next";
import { LegalDocumentView } from "@/components/ui/legal-document";
import { getTermsOfUse } from "@/lib/content";
import { pageMetadata } from "@/lib/site/metadata";

export const metadata: Metadata = pageMetadata({ title: "Terms of use", description: getTermsOfUse().description, path: "/termsofuse" });

export default function TermsOfUsePage() {
  return <LegalDocumentView document={getTermsOfUse()} eyebrow="Legal" />;
}
