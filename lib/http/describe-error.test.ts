/**
 * @jest-environment node
 */
import { describeError } from "./describe-error";

class StoreError extends Error {
  code = 14;
}

it.each([
  ["an Error, by its message", new Error("no answer from the store"), "no answer from the store"],
  ["a subclass of Error, by its message", new StoreError("unavailable"), "unavailable"],
  ["an Error without a message, by its name", new TypeError(), "TypeError"],
  ["a string, as it is", "the store refused", "the store refused"],
  ["a number", 14, "14"],
  ["undefined", undefined, "undefined"],
  ["null", null, "null"],
  ["an object with a message, by the message", { code: 14, message: "UNAVAILABLE: no connection" }, "UNAVAILABLE: no connection"],
  ["any other object, as JSON", { code: 14, details: "gone" }, '{"code":14,"details":"gone"}'],
])("describes %s", (_, error, text) => {
  expect(describeError(error)).toBe(text);
});

it("describes an object JSON cannot write without throwing", () => {
  const cyclic: Record<string, unknown> = { code: 1 };
  cyclic.self = cyclic;
  expect(describeError(cyclic)).toBe("[object Object]");
  expect(describeError({ size: BigInt(1) })).toBe("[object Object]");
  expect(describeError(Object.create(null))).toBe("{}");
});
