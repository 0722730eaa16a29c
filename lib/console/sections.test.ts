import { movedDashboardTab } from "./sections";

describe("the dashboard's old console tabs", () => {
  it("lead to the console's sections", () => {
    expect(movedDashboardTab("leads")).toBe("/console/leads");
    expect(movedDashboardTab("assistant")).toBe("/console/assistant");
    expect(movedDashboardTab("moderation")).toBe("/console/moderation");
    expect(movedDashboardTab("members")).toBe("/console/members");
  });

  it("are the only tabs that move: the names every object inherits, and any other, lead nowhere", () => {
    const inherited = Object.getOwnPropertyNames(Object.prototype);
    expect(inherited).toEqual(expect.arrayContaining(["constructor", "__proto__", "toString", "hasOwnProperty", "valueOf"]));
    for (const tab of [...inherited, "community", "help", "profile", "overview", "Leads", "", "prototype"])
      expect([tab, movedDashboardTab(tab)]).toEqual([tab, undefined]);
  });
});
