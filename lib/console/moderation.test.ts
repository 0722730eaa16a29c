import { groupReports } from "./moderation";
import type { Report } from "./records";

const report = (id: string, messageId: string): Report => ({
  id,
  messageId,
  messageUid: "u",
  reporter: "r",
  reason: "spam",
  note: "",
  at: null,
  status: "open",
});

describe("groupReports", () => {
  it("gathers a message's reports under it, the message with the newest report first", () => {
    const groups = groupReports([report("r3", "b"), report("r2", "a"), report("r1", "b")]);
    expect(groups.map((group) => [group.messageId, group.reports.map((entry) => entry.id)])).toEqual([
      ["b", ["r3", "r1"]],
      ["a", ["r2"]],
    ]);
    expect(groupReports([])).toEqual([]);
  });
});
