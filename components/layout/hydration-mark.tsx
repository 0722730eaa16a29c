"use client";

import { useEffect } from "react";

/**
 * Puts `data-hydrated` on <html> once React has taken over the server-rendered page: from then on its
 * controls respond. The framework's scripts start after the first paint (lib/site/after-first-paint),
 * so a page can be on screen, and even loaded, a moment before that.
 */
export function HydrationMark() {
  useEffect(() => {
    document.documentElement.setAttribute("data-hydrated", "");
  }, []);
  return null;
}
