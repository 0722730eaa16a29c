import type { Metadata } from "next";
import { LegalDocumentView } from "@/components/ui/legal-document";
import { getPrivacyPolicy } from "@/lib/content";
import { pageMetadata } from "@/lib/site/metadata";

export const metadata: Metadata = pageMetadata({ title: "Privacy policy", description: getPrivacyPolicy().description, path: "/privacypolicy" });

export default function PrivacyPolicyPage() {
  return <LegalDocumentView document={getPrivacyPolicy()} eyebrow="Privacy" />;
}
