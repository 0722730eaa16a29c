import { isChunkLoadError } from "./report-error";

it.each([
  [Object.assign(new Error("x"), { name: "ChunkLoadError" }), true],
  [new Error("Loading chunk 123 failed."), true],
  [new Error("Loading CSS chunk app/page failed"), true],
  [new TypeError("Failed to fetch dynamically imported module: /_next/static/chunks/a.js"), true],
  [new TypeError("Importing a module script failed."), true],
  [new Error("Cannot read properties of undefined"), false],
  ["Loading chunk 1 failed", false],
  [null, false],
])("isChunkLoadError(%p) is %p", (error, expected) => {
  expect(isChunkLoadError(error)).toBe(expected);
});
