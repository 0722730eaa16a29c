export type PathDecision = { action: "continue" } | { action: "not-found" } | { action: "redirect"; location: string };

/** Where a detail route sends a visitor whose id is empty (blank after decoding). */
const emptyIdFallback: Record<string, string> = {
  projectdetail: "/portfolio",
  readarticle: "/blog",
  industry: "/ourexpertise",
  career: "/career",
};

function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** Decides, before routing, what to do with paths the router would otherwise mishandle. */
export function decidePath(pathname: string): PathDecision {
  const segments = pathname.split("/").slice(1);
  const decoded = segments.map(decodeSegment);
  // No route has a segment that fails to decode or holds a control character other than white space.
  if (decoded.some((segment) => segment === null || /[\u0000-\u0008\u000e-\u001f\u007f]/.test(segment))) return { action: "not-found" };
  const [section, id, ...rest] = decoded;
  const fallback = section === undefined || section === null ? undefined : emptyIdFallback[section];
  if (fallback && id !== undefined && id !== null && id.trim() === "" && rest.length === 0 && segments[1] !== "") {
    return { action: "redirect", location: fallback };
  }
  return { action: "continue" };
}

/** A path no route matches: rewriting to it renders the not-found page with status 404. */
export const NOT_FOUND_REWRITE = "/__not-found";
