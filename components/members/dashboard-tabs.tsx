"use client";

import { useRef, type KeyboardEvent, type ReactNode } from "react";
import { useUrlQuery } from "@/lib/site/use-url-query";

/** Every tab, in order. (The staff's tools are in the console, /console.) */
const dashboardTabs = [
  { id: "overview", label: "Overview" },
  { id: "community", label: "Community" },
  { id: "help", label: "Help" },
  { id: "profile", label: "Profile" },
] as const;

export type DashboardTab = (typeof dashboardTabs)[number]["id"];

/** `?tab=` as a tab; anything else (missing, unknown, differently cased) is the overview. */
export function tabFromQuery(value: string | null): DashboardTab {
  return dashboardTabs.find((tab) => tab.id === value)?.id ?? "overview";
}

/** The current dashboard tab, kept in `?tab=` so it survives reloads and the back button. */
export function useDashboardTab(): [DashboardTab, (tab: DashboardTab) => void] {
  const [query, update] = useUrlQuery();
  return [tabFromQuery(query.get("tab")), (tab) => update({ tab: tab === "overview" ? null : tab })];
}

/**
 * An ARIA tab list: arrow keys, Home and End move between tabs and select them. A panel is rendered
 * only for its own tab.
 */
export function DashboardTabs({
  panels,
  badges = {},
}: {
  panels: Partial<Record<DashboardTab, ReactNode>>;
  badges?: Partial<Record<DashboardTab, ReactNode>>;
}) {
  const [current, select] = useDashboardTab();
  const buttons = useRef(new Map<DashboardTab, HTMLButtonElement>());
  const visible = dashboardTabs.filter((tab) => tab.id in panels);

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
