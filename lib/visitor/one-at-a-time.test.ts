/**
 * @jest-environment node
 */
import { createOneAtATime } from "./one-at-a-time";

const deferred = () => {
  let resolve: (value: string) => void = () => undefined;
  const promise = new Promise<string>((done) => (resolve = done));
  return { promise, resolve };
};

it("runs one visitor's tasks one after another, and other visitors' alongside", async () => {
  const line = createOneAtATime();
  const first = deferred();
  const order: string[] = [];
  const a1 = line.run("a", async () => (order.push("a1 start"), first.promise));
  const a2 = line.run("a", async () => (order.push("a2 start"), "a2"));
  const b1 = line.run("b", async () => (order.push("b1 start"), "b1"));
  await b1;
  expect(order).toEqual(["a1 start", "b1 start"]);
  first.resolve("a1");
  await expect(a1).resolves.toBe("a1");
  await expect(a2).resolves.toBe("a2");
  expect(order).toEqual(["a1 start", "b1 start", "a2 start"]);
  expect(line.size).toBe(0);
});

it("refuses at once past the waiting allowance, and takes tasks again once the line is short", async () => {
  const line = createOneAtATime({ maxWaiting: 2 });
  const hold = deferred();
  const accepted = [line.run("a", () => hold.promise), line.run("a", async () => "2"), line.run("a", async () => "3")];
  expect(accepted.every((task) => task !== null)).toBe(true);
  expect(line.run("a", async () => "4")).toBeNull();
  hold.resolve("1");
  await Promise.all(accepted);
  await expect(line.run("a", async () => "5")).resolves.toBe("5");
});

it("goes on after a task that fails", async () => {
  const line = createOneAtATime();
  const failed = line.run("a", async () => {
    throw new Error("store down");
  });
  const next = line.run("a", async () => "next");
  await expect(failed).rejects.toThrow("store down");
  await expect(next).resolves.toBe("next");
});
