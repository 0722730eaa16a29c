"use client";

import { createContext, createElement, useCallback, useContext, useSyncExternalStore, type ReactNode } from "react";

const changeEvent = "northbeam:querychange";

function subscribe(onChange: () => void): () => void {
  window.addEventListener("popstate", onChange);
  window.addEventListener(changeEvent, onChange);
  return () => {
    window.removeEventListener("popstate", onChange);
    window.removeEventListener(changeEvent, onChange);
  };
}

const getSnapshot = () => window.location.search;
// Static pages are rendered without a query: the first paint matches the HTML, filters apply right after.
// A page rendered per request says what its query was (ServerQuery), so its first paint matches too.
const ServerSearch = createContext("");

/** For a page rendered per request: its query string (`?tab=community`), as the server rendered it. */
export function ServerQuery({ search, children }: { search: string; children: ReactNode }) {
  return createElement(ServerSearch, { value: search }, children);
}

/** Applies changes to a query string; empty values remove their key. */
export function mergeQuery(search: string, changes: Record<string, string | null>): string {
  const params = new URLSearchParams(search);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null || value === "") params.delete(key);
    else params.set(key, value);
  }
  const query = params.toString();
  return query ? `?${query}` : "";
}

/**
 * The page's query string as state, without a navigation or a reload. Filters write it with
 * history.replaceState (typing) or pushState (a choice the back button should undo).
 */
export function useUrlQuery(): [URLSearchParams, (changes: Record<string, string | null>, mode?: "push" | "replace") => void] {
  const serverSearch = useContext(ServerSearch);
  const search = useSyncExternalStore(subscribe, getSnapshot, () => serverSearch);
  const update = useCallback((changes: Record<string, string | null>, mode: "push" | "replace" = "push") => {
    const next = `${window.location.pathname}${mergeQuery(window.location.search, changes)}${window.location.hash}`;
    window.history[mode === "push" ? "pushState" : "replaceState"](window.history.state, "", next);
    window.dispatchEvent(new Event(changeEvent));
  }, []);
  return [new URLSearchParams(search), update];
}
