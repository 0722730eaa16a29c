/**
 * @jest-environment node
 */
import { budgetOverFloorBytes, checkBudget, membersBudgetOverFloorBytes } from "./bundle-budget.mjs";

const floor = 150_000;

it("passes routes at or under the floor plus 40 KB with no heavy libraries", () => {
  expect(checkBudget([{ route: "/", bytes: floor + budgetOverFloorBytes, libraries: [] }], floor)).toEqual([]);
});

it("names a route over budget and one shipping a heavy library", () => {
  const problems = checkBudget(
    [
      { route: "/blog", bytes: floor + budgetOverFloorBytes + 1, libraries: [] },
      { route: "/", bytes: floor, libraries: ["three.js"] },
    ],
    floor,
  );
  expect(problems).toEqual([expect.stringMatching(/^\/blog: .* over the floor/), "/: three.js is in the first-load JavaScript"]);
});

it("holds a members' page to its own budget", () => {
  const members = { route: "/community-chat", budget: membersBudgetOverFloorBytes, libraries: [] };
  expect(checkBudget([{ ...members, bytes: floor + membersBudgetOverFloorBytes }], floor)).toEqual([]);
  expect(checkBudget([{ ...members, bytes: floor + membersBudgetOverFloorBytes + 1 }], floor)).toEqual([
    expect.stringMatching(/^\/community-chat: .* over the floor .* \+ 72 KB$/),
  ]);
});
