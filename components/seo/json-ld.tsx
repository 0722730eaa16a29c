import type { JsonLd as JsonLdData } from "@/lib/site/structured-data";

/** Structured data for search engines; "<" is escaped so content can never close the script element. */
export function JsonLd({ data }: { data: JsonLdData | JsonLdData[] }) {
  const json = JSON.stringify(data).replace(/</g, "\\u003c");
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
