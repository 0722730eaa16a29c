import { animate } from "motion/mini";

// Loaded after the page has settled (see page-transition.tsx), never with the page itself.
const ease = [0.22, 1, 0.36, 1] as const;
const seconds = 0.22;

/** The leaving page fades and lifts a little; resolves when it is gone. */
export async function leave(element: HTMLElement): Promise<void> {
  await animate(element, { opacity: [1, 0], transform: ["translateY(0px)", "translateY(-8px)"] }, { duration: seconds, ease });
}

/**
 * The arriving page fades in from slightly below, then carries no inline style (no stacking context left behind).
 * @public (called on the module page-transition.tsx loads on demand, which knip does not follow)
 */
export async function enter(element: HTMLElement): Promise<void> {
  await animate(element, { opacity: [0, 1], transform: ["translateY(12px)", "translateY(0px)"] }, { duration: seconds, ease });
  element.style.removeProperty("opacity");
  element.style.removeProperty("transform");
}
