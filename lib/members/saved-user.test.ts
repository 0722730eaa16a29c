import { onAuthStateChanged, type Auth } from "firebase/auth";
import { readSavedUser, saveUser, savedUserKey, syncSavedUser, type AccountUser, type UserStorage } from "./saved-user";
import { watchSavedUser } from "./watch-saved-user";

jest.mock("firebase/auth", () => ({ onAuthStateChanged: jest.fn() }));

const ada: AccountUser = { uid: "ada", email: "ada@example.com", photoURL: "https://example.com/ada.png", displayName: "Ada" };

function memoryStorage(initial?: unknown): UserStorage & { raw: () => string | null } {
  const items = new Map<string, string>();
  if (initial !== undefined) items.set(savedUserKey, typeof initial === "string" ? initial : JSON.stringify(initial));
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
    raw: () => items.get(savedUserKey) ?? null,
  };
}

const stored = (storage: { raw: () => string | null }) => JSON.parse(storage.raw() ?? "null");

describe("syncSavedUser", () => {
  it.each<[string, unknown]>([
    ["missing", undefined],
    ["not JSON", "{not json"],
    ["JSON of the wrong shape", { uid: 42 }],
    ["JSON null", "null"],
  ])("writes the record when the stored one is %s", (_, initial) => {
    const storage = memoryStorage(initial);
    syncSavedUser(ada, storage);
    expect(stored(storage)).toEqual({ uid: "ada", email: "ada@example.com", photoURL: "https://example.com/ada.png", name: "Ada" });
  });

  it("leaves the record of the same account untouched", () => {
    const mine = { uid: "ada", email: "old@example.com", photoURL: "", name: "Countess" };
    const storage = memoryStorage(mine);
    syncSavedUser(ada, storage);
    expect(stored(storage)).toEqual(mine);
  });

  it("rewrites the record of another account, the display name winning", () => {
    const storage = memoryStorage({ uid: "grace", email: "grace@example.com", photoURL: "", name: "Grace" });
    syncSavedUser(ada, storage);
    expect(stored(storage)).toMatchObject({ uid: "ada", email: "ada@example.com", name: "Ada" });
  });

  it.each<[string, unknown, string]>([
    ["the stored name without a display name", { uid: "grace", email: "", photoURL: "", name: "Grace" }, "Grace"],
    ["'User' without either", undefined, "User"],
    ["'User' when the stored record is unreadable", "{", "User"],
  ])("falls back to %s", (_, initial, name) => {
    const storage = memoryStorage(initial);
    syncSavedUser({ uid: "anon", email: null, photoURL: null, displayName: null }, storage);
    expect(stored(storage)).toEqual({ uid: "anon", email: "", photoURL: "", name });
  });

  it("removes the record on sign-out", () => {
    const storage = memoryStorage({ uid: "ada", email: "", photoURL: "", name: "Ada" });
    syncSavedUser(null, storage);
    expect(storage.raw()).toBeNull();
  });

  it("never throws when storage does", () => {
    const blocked: UserStorage = {
      getItem: () => {
        throw new Error("SecurityError");
      },
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
      removeItem: () => {
        throw new Error("SecurityError");
      },
    };
    expect(() => syncSavedUser(ada, blocked)).not.toThrow();
    expect(() => syncSavedUser(null, blocked)).not.toThrow();
    expect(() => saveUser(ada, blocked)).not.toThrow();
    expect(readSavedUser(blocked)).toBeNull();
  });

  it("does nothing without storage", () => {
    expect(() => syncSavedUser(ada, null)).not.toThrow();
  });

  it("uses window.localStorage by default", () => {
    window.localStorage.clear();
    syncSavedUser(ada);
    expect(readSavedUser()).toMatchObject({ uid: "ada", name: "Ada" });
    syncSavedUser(null);
    expect(window.localStorage.getItem(savedUserKey)).toBeNull();
  });
});

describe("saveUser", () => {
  it("rewrites the same account's record, for a name given after sign-up", () => {
    const storage = memoryStorage({ uid: "ada", email: "ada@example.com", photoURL: "", name: "User" });
    saveUser({ ...ada, photoURL: null }, storage);
    expect(stored(storage)).toEqual({ uid: "ada", email: "ada@example.com", photoURL: "", name: "Ada" });
  });
});

describe("watchSavedUser", () => {
  it("syncs on every auth state change and returns the unsubscribe", () => {
    const unsubscribe = jest.fn();
    let listener: ((user: AccountUser | null) => void) | undefined;
    jest.mocked(onAuthStateChanged).mockImplementation((_auth, next) => {
      listener = next as (user: AccountUser | null) => void;
      return unsubscribe;
    });
    const auth = {} as Auth;
    const storage = memoryStorage();

    expect(watchSavedUser(auth, storage)).toBe(unsubscribe);
    expect(onAuthStateChanged).toHaveBeenCalledWith(auth, expect.any(Function));
    listener?.(ada);
    expect(stored(storage)).toMatchObject({ uid: "ada" });
    listener?.(null);
    expect(storage.raw()).toBeNull();
  });
});
