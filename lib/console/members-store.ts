import "server-only";
import type { UserRecord } from "firebase-admin/auth";
import type { DocumentData, Timestamp } from "firebase-admin/firestore";
import type { AdminServices } from "@/lib/firebase/admin";
import { collections } from "@/lib/firebase/collections.mjs";
import { guardStore } from "@/lib/firebase/store-guard";
import { roleOf, type OperatorRole } from "@/lib/members/operator-role.mjs";
import type { ConsoleMember } from "./records";

/** The console lists accounts a page at a time: each page reads at most three documents per account. */
const consolePageSize = 100;

const iso = (value: unknown) => ((value as Timestamp | undefined)?.toDate?.() ?? null)?.toISOString() ?? null;
const latest = (...times: (string | null | undefined)[]) =>
  times
    .filter((time): time is string => Boolean(time))
    .sort()
    .at(-1) ?? null;
const byId = (docs: { id: string; exists: boolean; data: () => DocumentData | undefined }[]) =>
  new Map(docs.filter((entry) => entry.exists).map((entry) => [entry.id, entry.data() ?? {}]));

/**
 * A page of members (consolePageSize accounts, in Firebase Auth's order, after the page token `after`),
 * with joined date, messages sent, last active, role and state, most recently active first within the
 * page; e-mail addresses for admins only. Reads only those accounts' documents, by id. Null when
 * `after` is not a page token Auth knows.
 */
export async function membersPage(
  admin: AdminServices,
  after: string | undefined,
  viewer: OperatorRole,
): Promise<{ members: ConsoleMember[]; next: string | null } | null> {
  const page = await admin.auth.listUsers(consolePageSize, after).catch((error: unknown) => {
    if ((error as { code?: unknown }).code === "auth/invalid-page-token") return null;
    throw error;
  });
  if (!page) return null;
  const accounts: UserRecord[] = page.users;
  const read = (collection: string) =>
    accounts.length === 0
      ? Promise.resolve([])
      : guardStore(`console ${collection}`, () => admin.db.getAll(...accounts.map((account) => admin.db.collection(collection).doc(account.uid))));
  const [directory, stats, blocks] = await Promise.all([read(collections.members), read(collections.stats), read(collections.blocks)]);
  const [entries, counts, blocked] = [byId(directory), byId(stats), byId(blocks)];
  const members = accounts
    .filter((account) => entries.has(account.uid) || roleOf(account.customClaims))
    .map((account): ConsoleMember => {
      const entry = entries.get(account.uid);
      const stat = counts.get(account.uid);
      const block = blocked.get(account.uid);
      return {
        uid: account.uid,
        name: String(entry?.name ?? account.displayName ?? "Member"),
        photoURL: typeof entry?.photoURL === "string" ? entry.photoURL : "",
        email: viewer === "admin" ? (account.email ?? null) : null,
        joinedAt: iso(entry?.joinedAt) ?? iso(stat?.joinedAt) ?? new Date(account.metadata.creationTime).toISOString(),
        messagesSent: typeof stat?.messagesSent === "number" ? stat.messagesSent : 0,
        lastActive: latest(
          account.metadata.lastRefreshTime ? new Date(account.metadata.lastRefreshTime).toISOString() : null,
          account.metadata.lastSignInTime ? new Date(account.metadata.lastSignInTime).toISOString() : null,
          iso(stat?.lastMessageAt),
        ),
        role: roleOf(account.customClaims),
        blocked: block?.blocked === true ? { reason: String(block.reason ?? ""), at: iso(block.at) } : null,
      };
    })
    .sort((a, b) => (b.lastActive ?? "").localeCompare(a.lastActive ?? ""));
  return { members, next: page.pageToken ?? null };
}
