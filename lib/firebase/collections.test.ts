import { readFileSync } from "node:fs";
import { join } from "node:path";
import { collections } from "./collections.mjs";

it("names every collection once, each with its own match in firestore.rules", () => {
  const rules = readFileSync(join(process.cwd(), "firestore.rules"), "utf8");
  const names = Object.values(collections);
  expect(new Set(names).size).toBe(names.length);
  expect(names.filter((name) => !new RegExp(`match /([^\\s]*/)?${name}/`).test(rules))).toEqual([]);
});
