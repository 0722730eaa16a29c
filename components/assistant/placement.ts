export type AssistantPlacement = "floating" | "inline" | "none";

/**
 * Where the assistant appears: floating on every page, inline on the dashboard's help tab (instead of
 * floating), and not at all on the dashboard's community tab or the full-screen chat, which have their
 * own conversation UI.
 */
export function assistantPlacement(pathname: string, query: URLSearchParams): AssistantPlacement {
  const path = pathname.replace(/\/+$/, "") || "/";
  if (path === "/community-chat") return "none";
  if (path === "/dashboard") {
    const tab = query.get("tab");
    if (tab === "help") return "inline";
    if (tab === "community") return "none";
  }
  return "floating";
}
