"use client";

import { usePathname } from "next/navigation";
import { useEffect, useState, type ComponentType } from "react";
import { assistantPlacement } from "./placement";
import { whenPageSettled } from "@/lib/device/idle";
import { useUrlQuery } from "@/lib/site/use-url-query";

/**
 * Puts the floating assistant on the page once the page has settled. Only this stub is in a page's
 * first JavaScript; the widget, the chat library and the answer renderer load afterwards, on their own.
 */
export function AssistantLauncher() {
  const pathname = usePathname();
  const [query] = useUrlQuery();
  const [Widget, setWidget] = useState<ComponentType | null>(null);

  useEffect(
    () =>
      whenPageSettled(() => {
        import("./assistant-widget").then(
          (module) => setWidget(() => module.AssistantWidget),
          () => undefined,
        );
      }),
    [],
  );

  if (!Widget || assistantPlacement(pathname, query) !== "floating") return null;
  return <Widget />;
}
