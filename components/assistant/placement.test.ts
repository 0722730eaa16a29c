import { assistantPlacement } from "./placement";

describe("assistantPlacement", () => {
  it.each([
    ["/", "", "floating"],
    ["/services/devops", "", "floating"],
    ["/contact", "?subject=Hello", "floating"],
    ["/dashboard", "", "floating"],
    ["/dashboard", "?tab=overview", "floating"],
    ["/dashboard", "?tab=profile", "floating"],
    ["/dashboard", "?tab=Help", "floating"],
    ["/dashboard", "?tab=nonsense", "floating"],
    ["/dashboard", "?tab=help", "inline"],
    ["/dashboard/", "?tab=help", "inline"],
    ["/dashboard", "?tab=community", "none"],
    ["/dashboard", "?x=1&tab=community", "none"],
    ["/community-chat", "", "none"],
    ["/community", "", "floating"],
  ])("%s%s is %s", (pathname, search, expected) => {
    expect(assistantPlacement(pathname, new URLSearchParams(search))).toBe(expected);
  });
});
