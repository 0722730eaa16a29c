import { act, renderHook } from "@testing-library/react";
import { mergeQuery, useUrlQuery } from "./use-url-query";

describe("mergeQuery", () => {
  it.each([
    ["", { tag: "DevOps" }, "?tag=DevOps"],
    ["?tag=DevOps&q=rules", { tag: null }, "?q=rules"],
    ["?tag=DevOps", { tag: "" }, ""],
    ["?tech=Next.js", { industry: "retail" }, "?tech=Next.js&industry=retail"],
    ["", { q: "a&b=c" }, "?q=a%26b%3Dc"],
  ])("%s + %j = %s", (search, changes, expected) => {
    expect(mergeQuery(search, changes)).toBe(expected);
  });
});

describe("useUrlQuery", () => {
  afterEach(() => window.history.replaceState(null, "", "/"));

  it("reads the query, writes it without a reload and follows the back button", () => {
    window.history.replaceState(null, "", "/portfolio?industry=retail#work");
    const { result } = renderHook(() => useUrlQuery());
    expect(result.current[0].get("industry")).toBe("retail");

    act(() => result.current[1]({ tech: "React" }));
    expect(window.location.search).toBe("?industry=retail&tech=React");
    expect(window.location.hash).toBe("#work");
    expect(result.current[0].get("tech")).toBe("React");

    act(() => {
      window.history.replaceState(null, "", "/portfolio?industry=energy");
      window.dispatchEvent(new PopStateEvent("popstate"));
    });
    expect(result.current[0].get("industry")).toBe("energy");
    expect(result.current[0].get("tech")).toBeNull();
  });
});
