"use client";

// The one import of Next's internals in the product. Checked against Next 16.4.6: the App Router
// offers no supported way to keep rendering the leaving route while it animates out. React's
// <ViewTransition>, which Next 16 documents, was tried in its place and measured worse: a click on
// Home took 1.2-1.5 s to show the new page instead of 0.1-0.2 s (0.9-1.2 s even with reduced motion,
// when nothing animates), and its server HTML carries vt-* attributes the HTML standard does not allow. If an upgrade moves or reshapes this context, "the old page leaves before the new
// one enters" in e2e/layout.spec.ts fails: the leaving page would show the arriving route at full opacity.
import { LayoutRouterContext } from "next/dist/shared/lib/app-router-context.shared-runtime";
import { useContext, useState, type ReactNode } from "react";

/** Keeps rendering the route that was current when this subtree mounted, so a leaving page can animate out. */
export function FrozenRouter({ children }: { children: ReactNode }) {
  const context = useContext(LayoutRouterContext);
  const [frozen] = useState(context);
  return <LayoutRouterContext.Provider value={frozen}>{children}</LayoutRouterContext.Provider>;
}
