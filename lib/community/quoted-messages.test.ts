import { readOnce } from "./quoted-messages";

describe("readOnce", () => {
  it("reads an id once per scope and hands every later ask the same read", async () => {
    const read = jest.fn(async (scope: { name: string }, id: string) => `${scope.name}:${id}`);
    const cached = readOnce(read);
    const [a, b] = [{ name: "a" }, { name: "b" }];

    const first = cached(a, "m1");
    expect(cached(a, "m1")).toBe(first);
    await expect(first).resolves.toBe("a:m1");
    await expect(cached(a, "m2")).resolves.toBe("a:m2");
    await expect(cached(b, "m1")).resolves.toBe("b:m1");
    expect(read.mock.calls).toEqual([
      [a, "m1"],
      [a, "m2"],
      [b, "m1"],
    ]);
  });
});
