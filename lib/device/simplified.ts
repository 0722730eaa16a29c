/** sessionStorage key: the visit runs the simplified site (no 3D, no animations, no transitions). */
export const simplifiedStorageKey = "northbeam:simplified";

/** Switches the rest of the visit to the simplified site; the head script re-applies it on every load. */
export function enterSimplifiedMode(): void {
  try {
    window.sessionStorage.setItem(simplifiedStorageKey, "1");
  } catch {
    // Storage can be blocked; the attribute still simplifies this page.
  }
  document.documentElement.setAttribute("data-simplified", "");
  document.documentElement.setAttribute("data-motion", "off");
}
