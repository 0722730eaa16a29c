import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { DashboardTabs, tabFromQuery } from "./dashboard-tabs";

const panels = { overview: <p>Overview panel</p>, community: <p>Community panel</p>, help: <p>Help panel</p>, profile: <p>Profile panel</p> };

describe("tabFromQuery", () => {
  it.each([
    [null, "overview"],
    ["", "overview"],
    ["community", "community"],
    ["help", "help"],
    ["profile", "profile"],
    ["Help", "overview"],
    ["settings", "overview"],
  ])("%p → %s", (value, tab) => expect(tabFromQuery(value)).toBe(tab));

  it.each(["leads", "assistant", "moderation", "members"])("%p, a tab now in the staff console → the overview", (value) =>
    expect(tabFromQuery(value)).toBe("overview"),
  );
});

describe("DashboardTabs", () => {
  beforeEach(() => window.history.replaceState(null, "", "/dashboard"));

  it("opens the tab named in ?tab=, and the overview for an unknown one", () => {
    window.history.replaceState(null, "", "/dashboard?tab=help");
    const { unmount } = render(<DashboardTabs panels={panels} />);
    expect(screen.getByRole("tab", { name: "Help" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tabpanel", { name: "Help" })).toHaveTextContent("Help panel");
    unmount();
    window.history.replaceState(null, "", "/dashboard?tab=nonsense");
    render(<DashboardTabs panels={panels} />);
    expect(screen.getByRole("tabpanel", { name: "Overview" })).toHaveTextContent("Overview panel");
  });

  it("writes the chosen tab to the address, and the overview as no query at all", async () => {
    render(<DashboardTabs panels={panels} />);
    await userEvent.click(screen.getByRole("tab", { name: "Profile" }));
    expect(window.location.search).toBe("?tab=profile");
    expect(screen.getByRole("tabpanel")).toHaveTextContent("Profile panel");
    await userEvent.click(screen.getByRole("tab", { name: "Overview" }));
    expect(window.location.search).toBe("");
  });

  it("moves with the arrow keys, Home and End, wrapping around", async () => {
    render(<DashboardTabs panels={panels} />);
    await userEvent.click(screen.getByRole("tab", { name: "Overview" }));
    await userEvent.keyboard("{ArrowLeft}");
    expect(screen.getByRole("tab", { name: "Profile" })).toHaveFocus();
    expect(screen.getByRole("tab", { name: "Profile" })).toHaveAttribute("aria-selected", "true");
    await userEvent.keyboard("{ArrowRight}");
    expect(screen.getByRole("tab", { name: "Overview" })).toHaveAttribute("aria-selected", "true");
    await userEvent.keyboard("{End}");
    expect(screen.getByRole("tab", { name: "Profile" })).toHaveFocus();
    await userEvent.keyboard("{Home}");
    expect(screen.getByRole("tab", { name: "Overview" })).toHaveFocus();
    expect(screen.getAllByRole("tab").filter((tab) => tab.tabIndex === 0)).toHaveLength(1);
  });
});
