import type { Metadata } from "next";

export const metadata: Metadata = { title: "Floor", robots: { index: false, follow: false } };

export default function FloorPage() {
  return <main id="main">Floor</main>;
}
