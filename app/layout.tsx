import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { ErrorHandlers } from "@/components/layout/error-handlers";
import { HydrationMark } from "@/components/layout/hydration-mark";
import { SkipLink } from "@/components/layout/skip-link";
import { deviceHeadScript } from "@/lib/device/head-script";
import { siteInfo } from "@/lib/content/company";
import { grotesk, inter } from "./fonts";
import "./globals.css";

export const metadata: Metadata = {
  metadataBase: new URL(siteInfo.url),
  title: { default: `${siteInfo.name}: software development studio`, template: `%s | ${siteInfo.name}` },
  description: siteInfo.description,
  keywords: siteInfo.keywords,
  applicationName: siteInfo.name,
  formatDetection: { telephone: false },
};

export const viewport: Viewport = {
  themeColor: "#070a12",
  colorScheme: "dark",
};

// Runs before first paint: the site is dark only, and the stored theme says so; the device's class goes
// on <html> as data attributes for CSS.
const headScript = `try { localStorage.setItem("theme", "dark"); } catch (e) {}\n${deviceHeadScript}`;

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" className={`dark ${inter.variable} ${grotesk.variable}`} suppressHydrationWarning>
      <head>
        <script dangerouslySetInnerHTML={{ __html: headScript }} />
      </head>
      <body>
        <SkipLink />
        <ErrorHandlers />
        {children}
        <HydrationMark />
      </body>
    </html>
  );
}
