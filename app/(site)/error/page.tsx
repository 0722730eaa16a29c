import type { Metadata } from "next";
import { ErrorScreen } from "@/components/layout/error-screen";

export const metadata: Metadata = {
  title: "Something went wrong",
  robots: { index: false, follow: true },
};

// Visited directly, this page only informs; the automatic recovery is for real failures (error.tsx).
export default function ErrorPage() {
  return <ErrorScreen recover={false} />;
}
