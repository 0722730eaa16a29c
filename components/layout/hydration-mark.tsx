"use client";

import { useEffect } from "react";

/**
 * Puts `data-hydrated` on <html> once React has taken over the server-rendered page, so monitoring and
 * `npm run bench:visitors` can tell when every control on it responds.
 */
export function HydrationMark() {
  useEffect(() => {
    document.documentElement.setAttribute("data-hydrated", "");
  }, []);
  return null;
}
