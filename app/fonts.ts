import localFont from "next/font/local";

export const inter = localFont({
  src: "../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
  variable: "--font-inter",
  weight: "100 900",
  // Never swapped in under a page already shown, and fetched after the first paint (lib/site/web-fonts.ts).
  display: "optional",
  preload: false,
});

export const grotesk = localFont({
  src: "../node_modules/@fontsource-variable/space-grotesk/files/space-grotesk-latin-wght-normal.woff2",
  variable: "--font-grotesk",
  weight: "300 700",
  // Never swapped in under a page already shown, and fetched after the first paint (lib/site/web-fonts.ts).
  display: "optional",
  preload: false,
});
