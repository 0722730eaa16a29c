"use client";

import { useEffect, useState } from "react";

/**
 * Which message's toolbar a tap has shown, one at a time: a press anywhere but on that message, or
 * Escape, hides it again.
 */
export function useShownActions(): [string | null, (id: string | null) => void] {
  const [shown, setShown] = useState<string | null>(null);
  useEffect(() => {
    if (shown === null) return;
    const onPointerDown = (event: PointerEvent) => {
      const message = event.target instanceof Element ? event.target.closest("[data-message-id]") : null;
      if (message?.getAttribute("data-message-id") !== shown) setShown(null);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") setShown(null);
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [shown]);
  return [shown, setShown];
}
