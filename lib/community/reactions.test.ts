import { tallyReactions } from "./reactions";

describe("tallyReactions", () => {
  it("groups who reacted by reaction, ignoring what is not one of the six or not set", () => {
    expect(tallyReactions({ like_ada: true, like_bob: true, love_ada: true, shrug_ada: true, funny_bob: false, _x: true, celebrate_u_1: true })).toEqual({
      like: ["ada", "bob"],
      love: ["ada"],
      celebrate: ["u_1"],
    });
  });

  it("reads nothing from a missing or malformed map", () => {
    expect(tallyReactions(undefined)).toEqual({});
    expect(tallyReactions("like_ada")).toEqual({});
  });
});
