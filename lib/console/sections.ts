import type { Role } from "@/lib/members/role";

/** The staff console's sections, in the navigation's order, with who may open each. */
export const consoleSections = [
  { id: "overview", href: "/console", label: "Overview", for: "moderator" },
  { id: "leads", href: "/console/leads", label: "Leads", for: "admin" },
  { id: "assistant", href: "/console/assistant", label: "Assistant", for: "admin" },
  { id: "moderation", href: "/console/moderation", label: "Moderation", for: "moderator" },
  { id: "members", href: "/console/members", label: "Members", for: "moderator" },
  { id: "audit", href: "/console/audit", label: "Audit log", for: "admin" },
] as const;

export type ConsoleSectionId = (typeof consoleSections)[number]["id"];

/** Whether `role` may open a section: admins every one, moderators the community's. */
export function opens(role: Role, section: ConsoleSectionId): boolean {
  const entry = consoleSections.find((candidate) => candidate.id === section);
  if (!entry || !role) return false;
  return role === "admin" || entry.for === "moderator";
}

/** The sections `role` may open, in order. */
export const sectionsFor = (role: Role) => consoleSections.filter((section) => opens(role, section.id));

/**
 * The dashboard's old console tabs (`/dashboard?tab=leads`), and where each now lives. A Map, not an
 * object: `?tab=constructor` or `?tab=toString` must find nothing, not what every object inherits.
 */
const movedDashboardTabs: ReadonlyMap<string, string> = new Map([
  ["leads", "/console/leads"],
  ["assistant", "/console/assistant"],
  ["moderation", "/console/moderation"],
  ["members", "/console/members"],
]);

/** Where the dashboard's `?tab=` now lives, when it names one of the old console tabs. */
export function movedDashboardTab(tab: string): string | undefined {
  return movedDashboardTabs.get(tab);
}
