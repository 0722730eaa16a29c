"use client";

import { useRef, type KeyboardEvent, type ReactNode } from "react";
import { useUrlQuery } from "@/lib/site/use-url-query";
import type { Role } from "@/lib/members/role";

/** Every tab, with who sees it: everyone, moderators (and admins), or admins only. */
const dashboardTabs = [
  { id: "overview", label: "Overview", for: "member" },
  { id: "community", label: "Community", for: "member" },
  { id: "help", label: "Help", for: "member" },
  { id: "profile", label: "Profile", for: "member" },
  { id: "leads", label: "Leads", for: "admin" },
  { id: "assistant", label: "Assistant", for: "admin" },
  { id: "moderation", label: "Moderation", for: "moderator" },
  { id: "members", label: "Members", for: "moderator" },
] as const;

export type DashboardTab = (typeof dashboardTabs)[number]["id"];
type TabInfo = (typeof dashboardTabs)[number];

const sees = (role: Role, tab: TabInfo) => tab.for === "member" || role === "admin" || (tab.for === "moderator" && role === "moderator");

/** The tabs a member with `role` sees, in order. */
const tabsFor = (role: Role) => dashboardTabs.filter((tab) => sees(role, tab));

/**
 * `?tab=` as a tab this member may open; anything else (missing, unknown, differently cased, or a
 * console tab for someone without its role) is the overview.
 */
export function tabFromQuery(value: string | null, role: Role = null): DashboardTab {
  return tabsFor(role).find((tab) => tab.id === value)?.id ?? "overview";
}

/** The current dashboard tab, kept in `?tab=` so it survives reloads and the back button. */
export function useDashboardTab(role: Role = null): [DashboardTab, (tab: DashboardTab) => void] {
  const [query, update] = useUrlQuery();
  return [tabFromQuery(query.get("tab"), role), (tab) => update({ tab: tab === "overview" ? null : tab })];
}

/**
 * An ARIA tab list of the tabs `role` sees: arrow keys, Home and End move between tabs and select them.
 * A panel is rendered only for its own tab, so a console panel never mounts for a member.
 */
export function DashboardTabs({
  panels,
  role = null,
  badges = {},
}: {
  panels: Partial<Record<DashboardTab, ReactNode>>;
  role?: Role;
  badges?: Partial<Record<DashboardTab, ReactNode>>;
}) {
  const [current, select] = useDashboardTab(role);
  const buttons = useRef(new Map<DashboardTab, HTMLButtonElement>());
  const visible = tabsFor(role).filter((tab) => tab.id in panels);

  const onKeyDown = (event: KeyboardEvent) => {
    const index = visible.findIndex((tab) => tab.id === current);
    const last = visible.length - 1;
    const target = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last }[event.key];
    const tab = target === undefined ? undefined : visible[target];
    if (!tab) return;
    event.preventDefault();
    select(tab.id);
    buttons.current.get(tab.id)?.focus();
  };

  return (
    <div>
      <div role="tablist" aria-label="Dashboard" onKeyDown={onKeyDown} className="flex gap-1 overflow-x-auto border-b border-ink-700">
        {visible.map((tab) => {
          const selected = tab.id === current;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                if (element) buttons.current.set(tab.id, element);
              }}
              type="button"
              role="tab"
              id={`tab-${tab.id}`}
              aria-selected={selected}
              aria-controls={`panel-${tab.id}`}
              tabIndex={selected ? 0 : -1}
              onClick={() => select(tab.id)}
              className={`-mb-px whitespace-nowrap border-b-2 px-4 py-3 text-sm font-semibold ${
                selected ? "border-accent text-fg" : "border-transparent text-fg-muted hover:text-fg"
              }`}
            >
              {tab.label}
              {badges[tab.id] ?? null}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={`panel-${current}`} aria-labelledby={`tab-${current}`} tabIndex={0} className="pt-8 outline-none">
        {panels[current]}
      </div>
    </div>
  );
}
