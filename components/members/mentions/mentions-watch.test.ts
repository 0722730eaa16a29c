import { titleWithCount } from "./mentions-watch";

it("puts the unread mention count before the page's title, and takes it away again", () => {
  expect(titleWithCount("Community chat | Northbeam", { count: 3, atLeast: false })).toBe("(3) Community chat | Northbeam");
  expect(titleWithCount("(3) Community chat | Northbeam", { count: 20, atLeast: true })).toBe("(20+) Community chat | Northbeam");
  expect(titleWithCount("(20+) Community chat | Northbeam", { count: 0, atLeast: false })).toBe("Community chat | Northbeam");
  expect(titleWithCount("(2) Mentions | Northbeam", null)).toBe("Mentions | Northbeam");
  // A title of the page's own that starts with brackets is left as it is.
  expect(titleWithCount("(Draft) notes", null)).toBe("(Draft) notes");
});
