"use client";

import { usePathname } from "next/navigation";
import { useEffect, useRef } from "react";
import { switchToWebFonts, webFontsHeld, webFontsStorageKey } from "@/lib/site/web-fonts";

/**
 * On a first visit the page stays in the fallback fonts while the web fonts load (lib/site/web-fonts).
 * The first client-side navigation after they have loaded switches to them: the page changes then
 * anyway, so the new type shifts nothing the visitor is reading.
 */
export function WebFontsSwitch() {
  const pathname = usePathname();
  const initial = useRef(pathname);

  useEffect(() => {
    if (pathname !== initial.current && webFontsHeld(webFontsStorageKey)) switchToWebFonts();
  }, [pathname]);

  return null;
}
