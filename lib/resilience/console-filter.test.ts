import { installConsoleFilter, isNoisyConsoleMessage } from "./console-filter";

function codedError(name: string, message: string, code: string): Error {
  const error = new Error(message);
  error.name = name;
  return Object.assign(error, { code });
}

function circular(): Record<string, unknown> {
  const value: Record<string, unknown> = { label: "loop" };
  value.self = value;
  return value;
}

function hostile(): object {
  const value = circular();
  Object.defineProperty(value, "toString", {
    value: () => {
      throw new Error("no text for you");
    },
  });
  return value;
}

const METHODS = ["error", "warn", "log", "info", "debug"] as const;

function fakeConsole() {
  const calls = { error: jest.fn(), warn: jest.fn(), log: jest.fn(), info: jest.fn(), debug: jest.fn() };
  const target = { ...calls } as unknown as Console;
  return { target, calls };
}

describe("isNoisyConsoleMessage", () => {
  it.each<[string, unknown[]]>([
    ["React DevTools hint", ["%cDownload the React DevTools for a better development experience: https://react.dev/link/react-devtools", "font-weight:bold"]],
    ["Fast Refresh line", ["[Fast Refresh] rebuilding"]],
    ["HMR line", ["[HMR] connected"]],
    ["auth config missing, as text", ['{"error":{"code":400,"message":"CONFIGURATION_NOT_FOUND"}}']],
    ["auth config missing, as error code", [codedError("FirebaseError", "Firebase: Error (auth/configuration-not-found).", "auth/configuration-not-found")]],
    ["auth config missing, inside an object", ["sign-in failed", { error: { message: "CONFIGURATION_NOT_FOUND" } }]],
    ["429 resource load", ["Failed to load resource: the server responded with a status of 429 ()"]],
    ["429 Too Many Requests", ["GET https://example.com/api 429 (Too Many Requests)"]],
    ["429 as an error", [new Error("Load failed with status 429")]],
    ["Firestore permissions, as text", ["[code=permission-denied]: Missing or insufficient permissions."]],
    [
      "Firestore permissions, as error",
      ["Uncaught Error in snapshot listener:", codedError("FirebaseError", "Missing or insufficient permissions.", "permission-denied")],
    ],
  ])("hides %s", (_kind, args) => expect(isNoisyConsoleMessage(args)).toBe(true));

  it.each<[string, unknown[]]>([
    ["an ordinary error", [new Error("Cannot read properties of undefined")]],
    ["an ordinary log", ["rendered", { items: 3 }]],
    ["a 404 load failure", ["Failed to load resource: the server responded with a status of 404 ()"]],
    ["a 429 with nothing about loading", ["order 429 shipped"]],
    ["a number that merely contains 429", ["failed to load item 14290"]],
    ["permissions mentioned differently", ["Camera permissions were denied by the user"]],
    ["a permission-denied code with another message", [codedError("FirebaseError", "Quota exceeded.", "permission-denied")]],
    ["no arguments", []],
  ])("keeps %s", (_kind, args) => expect(isNoisyConsoleMessage(args)).toBe(false));

  it("never throws on circular objects or a throwing toString", () => {
    expect(isNoisyConsoleMessage([circular(), hostile(), 10n, Symbol("s"), null, undefined])).toBe(false);
    expect(isNoisyConsoleMessage([hostile(), "[HMR] connected"])).toBe(true);
  });
});

describe("installConsoleFilter", () => {
  it.each(METHODS)("drops noise on console.%s and passes everything else through unchanged", (method) => {
    const { target, calls } = fakeConsole();
    const restore = installConsoleFilter(target);
    const error = new Error("real failure");
    const details = { id: 7 };

    target[method]("[HMR] connected");
    target[method]("checkout failed:", error, details);
    restore();

    expect(calls[method]).toHaveBeenCalledTimes(1);
    const [args] = calls[method].mock.calls;
    expect(args).toHaveLength(3);
    expect(args?.[0]).toBe("checkout failed:");
    expect(args?.[1]).toBe(error);
    expect(args?.[2]).toBe(details);
    expect(calls[method].mock.contexts[0]).toBe(target);
  });

  it("keeps each message on its own method", () => {
    const { target, calls } = fakeConsole();
    const restore = installConsoleFilter(target);
    target.warn("careful");
    target.info("fyi");
    restore();
    expect(calls.warn).toHaveBeenCalledWith("careful");
    expect(calls.info).toHaveBeenCalledWith("fyi");
    expect(calls.error).not.toHaveBeenCalled();
    expect(calls.log).not.toHaveBeenCalled();
    expect(calls.debug).not.toHaveBeenCalled();
  });

  it("restores the original methods", () => {
    const { target, calls } = fakeConsole();
    const restore = installConsoleFilter(target);
    expect(target.error).not.toBe(calls.error);
    restore();
    for (const method of METHODS) expect(target[method]).toBe(calls[method]);
  });

  it("does not wrap twice and can be installed again after a restore", () => {
    const { target, calls } = fakeConsole();
    const restore = installConsoleFilter(target);
    const wrapped = target.error;
    expect(installConsoleFilter(target)).toBe(restore);
    expect(target.error).toBe(wrapped);

    target.error("once");
    expect(calls.error).toHaveBeenCalledTimes(1);
    restore();
    expect(target.error).toBe(calls.error);

    const again = installConsoleFilter(target);
    expect(target.error).not.toBe(calls.error);
    again();
    expect(target.error).toBe(calls.error);
  });

  it("logs circular objects and objects whose toString throws", () => {
    const { target, calls } = fakeConsole();
    const restore = installConsoleFilter(target);
    const loop = circular();
    const bad = hostile();
    expect(() => target.log(loop, bad)).not.toThrow();
    restore();
    expect(calls.log).toHaveBeenCalledWith(loop, bad);
  });
});
