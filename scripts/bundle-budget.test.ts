/**
 * @jest-environment node
 */
import { budgetOverFloorBytes, checkBudget } from "./bundle-budget.mjs";

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
