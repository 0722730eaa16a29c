import "@/lib/validation/jitless";
import { z } from "zod";
import { memberName } from "./member-name";

/** The parts of a Firebase user the record is made from (a Firebase `User` fits). */
export type AccountUser = { uid: string; email: string | null; photoURL: string | null; displayName: string | null };

export type UserStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

export const savedUserKey = "user";

const savedUserSchema = z.object({ uid: z.string().min(1), email: z.string(), photoURL: z.string(), name: z.string() });

export type SavedUser = z.infer<typeof savedUserSchema>;

// Reading `window.localStorage` itself throws where storage is blocked.
function browserStorage(): UserStorage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

function read(storage: UserStorage): SavedUser | null {
  try {
    const parsed = savedUserSchema.safeParse(JSON.parse(storage.getItem(savedUserKey) ?? "null"));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function write(storage: UserStorage, user: AccountUser, stored: SavedUser | null): void {
  const record: SavedUser = {
    uid: user.uid,
    email: user.email ?? "",
    photoURL: user.photoURL ?? "",
    name: memberName(user.displayName, stored?.name),
  };
  storage.setItem(savedUserKey, JSON.stringify(record));
}

/** The stored record when there is a well-formed one. */
export function readSavedUser(storage: UserStorage | null = browserStorage()): SavedUser | null {
  return storage ? read(storage) : null;
}

/**
 * Keeps localStorage `user` in step with the account: written when missing, unreadable or someone
 * else's, left alone for the same account, removed on sign-out. Blocked storage is not an error.
 */
export function syncSavedUser(user: AccountUser | null, storage: UserStorage | null = browserStorage()): void {
  if (!storage) return;
  try {
    if (!user) {
      storage.removeItem(savedUserKey);
      return;
    }
    const stored = read(storage);
    if (stored?.uid !== user.uid) write(storage, user, stored);
  } catch {
    // Full or blocked storage: the record is a convenience, never a reason to fail.
  }
}

/** Rewrites the record for this account, for a change the auth state does not announce (a new display name). */
export function saveUser(user: AccountUser, storage: UserStorage | null = browserStorage()): void {
  if (!storage) return;
  try {
    write(storage, user, read(storage));
  } catch {
    // As above.
  }
}
