import type { MetadataRoute } from "next";
import { siteInfo } from "@/lib/content/company";

/** The web app manifest: the name, colours and icons a browser uses when the site is installed. */

export default function manifest(): MetadataRoute.Manifest {
  return {
    name: `${siteInfo.name} Software Studio`,
    short_name: siteInfo.name,
    description: siteInfo.description,
    start_url: "/",
    display: "standalone",
    background_color: "#070a12",
    theme_color: "#070a12",
    icons: [
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png" },
      { src: "/icons/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
      { src: "/icon.svg", sizes: "any", type: "image/svg+xml" },
    ],
  };
}
