import { memberName } from "./member-name";

describe("memberName", () => {
  it.each<[(string | null | undefined)[], string]>([
    [["Ada"], "Ada"],
    [["  Ada  "], "Ada"],
    [[null, "Stored"], "Stored"],
    [["   ", "Stored"], "Stored"],
    [[undefined, null, ""], "User"],
    [[], "User"],
  ])("%j -> %s", (candidates, expected) => expect(memberName(...candidates)).toBe(expected));
});
