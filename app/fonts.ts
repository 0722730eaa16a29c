import localFont from "next/font/local";

export const inter = localFont({
  src: "../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
  variable: "--font-inter",
  weight: "100 900",
  display: "swap",
  // Fetched after the first paint (lib/site/web-fonts.ts), never ahead of it.
  preload: false,
});

export const grotesk = localFont({
  src: "../node_modules/@fontsource-variable/space-grotesk/files/space-grotesk-latin-wght-normal.woff2",
  variable: "--font-grotesk",
  weight: "300 700",
  display: "swap",
  // Fetched after the first paint (lib/site/web-fonts.ts), never ahead of it.
  preload: false,
});
