import type { Metadata } from "next";
import { ErrorScreen } from "@/components/layout/error-screen";

export const metadata: Metadata = {
  title: "Something went wrong",
  robots: { index: false, follow: true },
};

export default function ErrorPage() {
  return <ErrorScreen />;
}
