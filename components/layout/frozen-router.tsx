"use client";

// The one import of Next's internals in the product. Checked against Next 16.4.6: the App Router
// offers no supported way to keep rendering the leaving route while it animates out (React's
// <ViewTransition>, which Next 16 documents, animates snapshots of the two pages instead). If an
// upgrade moves or reshapes this context, "the old page leaves before the new one enters" in
// e2e/layout.spec.ts fails: the leaving page would show the arriving route at full opacity.
import { LayoutRouterContext } from "next/dist/shared/lib/app-router-context.shared-runtime";
import { useContext, useState, type ReactNode } from "react";

/** Keeps rendering the route that was current when this subtree mounted, so a leaving page can animate out. */
export function FrozenRouter({ children }: { children: ReactNode }) {
  const context = useContext(LayoutRouterContext);
  const [frozen] = useState(context);
  return <LayoutRouterContext.Provider value={frozen}>{children}</LayoutRouterContext.Provider>;
}
