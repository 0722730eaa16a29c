import { titleWithCount } from "./mentions-watch";

it("puts the unread mention count before the page's title, and takes its own away again", () => {
  const first = titleWithCount("Community chat | Northbeam", { count: 3, atLeast: false }, "");
  expect(first).toEqual({ title: "(3) Community chat | Northbeam", prefix: "(3) " });
  const more = titleWithCount(first.title, { count: 20, atLeast: true }, first.prefix);
  expect(more).toEqual({ title: "(20+) Community chat | Northbeam", prefix: "(20+) " });
  expect(titleWithCount(more.title, { count: 0, atLeast: false }, more.prefix)).toEqual({ title: "Community chat | Northbeam", prefix: "" });
  // The page's own new title (a navigation) gets the count again.
  expect(titleWithCount("Mentions | Northbeam", { count: 2, atLeast: false }, "(3) ").title).toBe("(2) Mentions | Northbeam");
  // A count that is not this one's stays as it is.
  expect(titleWithCount("(6) Overview · Staff console", null, "").title).toBe("(6) Overview · Staff console");
  expect(titleWithCount("(6) Overview · Staff console", null, "(2) ").title).toBe("(6) Overview · Staff console");
});
