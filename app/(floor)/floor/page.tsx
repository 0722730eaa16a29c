import type { Metadata } from "next";
import { notFound } from "next/navigation";

export const metadata: Metadata = { title: "Floor", robots: { index: false, follow: false } };

/**
 * The framework floor: an empty page under the root layout only, so it costs what that layout costs
 * (its scripts, stylesheet and preloaded fonts) and nothing more. Benchmarks and the bundle budget
 * compare every route with it. It exists in builds made with INCLUDE_FLOOR_PAGE=1; in any other build
 * it is prerendered as the not-found page.
 */
export default function FloorPage() {
  if (process.env.INCLUDE_FLOOR_PAGE !== "1") notFound();
  return <main id="main">Floor</main>;
}
