import type { StaffRoles } from "@/lib/community/message";

/**
 * Marks a member of the agency's staff beside their name, in the chat and the directory. Only staff
 * can carry it: it comes from the role mirror the server writes, and names that pass for staff are
 * kept for staff.
 */
export function StaffBadge({ role }: { role: StaffRoles extends ReadonlyMap<string, infer R> ? R : never }) {
  const title = role === "admin" ? "Northbeam staff: administrator" : "Northbeam staff: moderator";
  return (
    <span
      title={title}
      className="inline-flex items-center rounded-full border border-accent/50 bg-accent/10 px-2 py-px text-[0.7rem] font-semibold tracking-wide text-accent"
    >
      Staff<span className="sr-only">, {role === "admin" ? "administrator" : "moderator"}</span>
    </span>
  );
}
