import { chatRows, dayLabel, unreadCount, type ChatRow } from "./chat-layout";
import { chatMessageFixture } from "@/test/chat-message-fixture";
import type { ChatMessage } from "./message";

const now = new Date(2026, 10, 24, 15, 0);
const at = (day: number, hour: number, minute = 0) => new Date(2026, 10, day, hour, minute);

const message = (id: string, uid: string, sentAt: Date, extra: Partial<ChatMessage> = {}): ChatMessage =>
  chatMessageFixture({ id, uid, name: uid, sentAt, ...extra });

const shape = (rows: ChatRow[]) =>
  rows.flatMap((row) => [...(row.day ? [`[${row.day}]`] : []), ...(row.unreadDivider ? ["--new--"] : []), `${row.message.id}${row.grouped ? "+" : ""}`]);

describe("dayLabel", () => {
  it("names today and yesterday, then the weekday and date, with the year only when it differs", () => {
    expect(dayLabel(at(24, 9), now)).toBe("Today");
    expect(dayLabel(at(23, 23, 59), now)).toBe("Yesterday");
    expect(dayLabel(at(20, 12), now)).toBe("Friday 20 November");
    expect(dayLabel(new Date(2025, 11, 31, 8), now)).toBe("Wednesday 31 December 2025");
  });
});

describe("chatRows", () => {
  it("separates days and groups one author's messages within five minutes", () => {
    const rows = chatRows(
      [
        message("a1", "ada", at(23, 18, 0)),
        message("a2", "ada", at(23, 18, 4)),
        message("a3", "ada", at(23, 18, 10)),
        message("b1", "bob", at(23, 18, 11)),
        message("b2", "bob", at(24, 8, 0)),
        message("b3", "bob", at(24, 8, 1)),
      ],
      { uid: "ada", unreadAfter: null, now },
    );
    expect(shape(rows)).toEqual(["[Yesterday]", "a1", "a2+", "a3", "b1", "[Today]", "b2", "b3+"]);
  });

  it("puts the new-messages divider before the first message from someone else after the read mark, once", () => {
    const rows = chatRows(
      [
        message("a1", "ada", at(24, 9)),
        message("b1", "bob", at(24, 10)),
        message("me", "cara", at(24, 11)),
        message("b2", "bob", at(24, 11, 1)),
        message("b3", "bob", at(24, 11, 2)),
      ],
      { uid: "cara", unreadAfter: at(24, 9, 30), now },
    );
    expect(shape(rows)).toEqual(["[Today]", "a1", "--new--", "b1", "me", "b2", "b3+"]);
  });

  it("shows no divider before the first visit, nor for the member's own or deleted messages", () => {
    const messages = [message("a1", "ada", at(24, 9)), message("mine", "cara", at(24, 10)), message("gone", "bob", at(24, 10, 30), { deleted: true })];
    expect(shape(chatRows(messages, { uid: "cara", unreadAfter: null, now }))).not.toContain("--new--");
    expect(shape(chatRows(messages, { uid: "cara", unreadAfter: at(24, 9, 30), now }))).not.toContain("--new--");
  });
});

describe("unreadCount", () => {
  it("counts others' messages after the mark, not pending, deleted or the member's own", () => {
    const messages = [
      message("old", "bob", at(24, 8)),
      message("new", "bob", at(24, 10)),
      message("mine", "cara", at(24, 10, 5)),
      message("gone", "bob", at(24, 10, 6), { deleted: true }),
      message("sending", "bob", at(24, 10, 7), { pending: true }),
      message("newer", "ada", at(24, 10, 8)),
    ];
    expect(unreadCount(messages, "cara", at(24, 9))).toBe(2);
    expect(unreadCount(messages, "cara", null)).toBe(0);
  });
});

describe("in a named time zone", () => {
  it("counts days and writes dates as that zone's calendar has them, as the server does for the first page", () => {
    const late = new Date(Date.UTC(2026, 10, 23, 23, 30));
    const noon = new Date(Date.UTC(2026, 10, 24, 12, 0));
    expect(dayLabel(late, noon, "UTC")).toBe("Yesterday");
    // Half past midnight on the 24th in Berlin: the same day as noon there.
    expect(dayLabel(late, noon, "Europe/Berlin")).toBe("Today");
    expect(dayLabel(new Date(Date.UTC(2025, 11, 31, 23, 30)), noon, "Asia/Tokyo")).toBe("Thursday 1 January");
    const rows = chatRows([message("a", "ada", late), message("b", "ada", noon)], { uid: "bob", unreadAfter: null, now: noon, timeZone: "America/New_York" });
    expect(rows.map((row) => row.day)).toEqual(["Yesterday", "Today"]);
  });
});
