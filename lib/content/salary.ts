import type { Job } from "./schema";

const pounds = new Intl.NumberFormat("en-GB", { style: "currency", currency: "GBP", maximumFractionDigits: 0 });

/** An opening's pay as people read it: "£70,000–£85,000 a year". */
export function salaryText({ salary: { min, max, unit } }: Pick<Job, "salary">): string {
  return `${pounds.format(min)}–${pounds.format(max)} ${unit === "YEAR" ? "a year" : "a day"}`;
}

/** Where the contact form starts for an application: its subject names the role. */
export function applyHref({ title }: Pick<Job, "title">): string {
  return `/contact?subject=${encodeURIComponent(`Application: ${title}`)}`;
}
