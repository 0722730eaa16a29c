import { countText, poundsTo } from "./figures";
import type { Job } from "./schema";

/** An opening's pay as people read it, written as every figure on the site is: "£70,000 to £85,000 a year". */
export function salaryText({ salary }: Pick<Job, "salary">): string {
  return `${poundsTo(salary)} ${salary.unit === "YEAR" ? "a year" : "a day"}`;
}

/** How much of the week a role spends in the studio, as the opening's page says it. */
export function workplaceText({ studioDays, location }: Pick<Job, "studioDays" | "location">): string {
  if (studioDays === 0) return `Fully remote (${location.replace(/^Remote\s*\(?|\)$/g, "") || "no studio days"}), with no set studio days`;
  return `Hybrid: at least ${countText({ min: studioDays, max: studioDays })} days a week in our Bristol studio`;
}

/** Where the contact form starts for an application: its subject names the role. */
export function applyHref({ title }: Pick<Job, "title">): string {
  return `/contact?subject=${encodeURIComponent(`Application: ${title}`)}`;
}
