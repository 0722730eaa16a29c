import type { UserRecord } from "firebase-admin/auth";
import type { DocumentData, Timestamp } from "firebase-admin/firestore";
import { readJsonObject } from "@/lib/http/body";
import { verifyOperator } from "@/lib/console/operator-request";
import type { ConsoleMember } from "@/lib/console/records";
import { getAdmin } from "@/lib/firebase/admin";
import { guardStore, retryAfterHeaders } from "@/lib/firebase/store-guard";
import { refuseMethods } from "@/lib/http/refuse-methods";
import { roleOf, setRole } from "@/lib/members/roles.mjs";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

const noStore = { "Cache-Control": "no-store" };
const json = (body: unknown, status: number, headers: Record<string, string> = {}) => Response.json(body, { status, headers: { ...noStore, ...headers } });
/** The console lists accounts a page at a time: each page reads at most three documents per account. */
const consolePageSize = 100;

const iso = (value: unknown) => ((value as Timestamp | undefined)?.toDate?.() ?? null)?.toISOString() ?? null;
const latest = (...times: (string | null | undefined)[]) => times.filter((time): time is string => Boolean(time)).sort().at(-1) ?? null;

const byId = (docs: { id: string; exists: boolean; data: () => DocumentData | undefined }[]) => new Map(docs.filter((entry) => entry.exists).map((entry) => [entry.id, entry.data() ?? {}]));

/**
 * A page of members (consolePageSize accounts, in Firebase Auth's order, `?after=` the previous page's
 * `next`), with joined date, messages sent, last active, role and state, most recently active first
 * within the page: for moderators and admins. Reads only those accounts' documents, by id.
 */
export async function GET(request: Request): Promise<Response> {
  const admin = getAdmin();
  if (!admin) return json({ error: "The console needs a Firebase project; this server has none configured." }, 503);
  const check = await verifyOperator(admin, request, ["admin", "moderator"]);
  if (!check.ok) return json({ error: check.error }, check.status);
  const after = new URL(request.url).searchParams.get("after") ?? undefined;
  if (after !== undefined && !/^[A-Za-z0-9_=+/-]{1,512}$/.test(after)) return json({ error: "`after` is the `next` a page of members gave." }, 400);
  try {
    const page = await admin.auth.listUsers(consolePageSize, after).catch((error: unknown) => {
      if ((error as { code?: unknown }).code === "auth/invalid-page-token") return null;
      throw error;
    });
    if (!page) return json({ error: "`after` is the `next` a page of members gave." }, 400);
    const accounts: UserRecord[] = page.users;
    const refs = (collection: string) => accounts.map((account) => admin.db.collection(collection).doc(account.uid));
    const read = (collection: string) => (accounts.length === 0 ? Promise.resolve([]) : guardStore(`console ${collection}`, () => admin.db.getAll(...refs(collection))));
    const [directory, stats, blocks] = await Promise.all([read("community_members"), read("user_stats"), read("member_blocks")]);
    const [entries, counts, blocked] = [byId(directory), byId(stats), byId(blocks)];
    const members: ConsoleMember[] = accounts
      .filter((account) => entries.has(account.uid) || roleOf(account.customClaims))
      .map((account) => {
        const entry = entries.get(account.uid);
        const stat = counts.get(account.uid);
        const block = blocked.get(account.uid);
        return {
          uid: account.uid,
          name: String(entry?.name ?? account.displayName ?? "Member"),
          photoURL: typeof entry?.photoURL === "string" ? entry.photoURL : "",
          email: check.operator.role === "admin" ? (account.email ?? null) : null,
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
    return json({ members, next: page.pageToken ?? null }, 200);
  } catch (error) {
    console.error(`[console] members: ${error instanceof Error ? error.message : String(error)}`);
    return json({ error: "The members could not be read right now. Try again in a moment." }, 503, retryAfterHeaders(error));
  }
}

/** Grants or revokes the moderator role: admins only, never on themselves or on another admin. */
export async function POST(request: Request): Promise<Response> {
  const admin = getAdmin();
  if (!admin) return json({ error: "The console needs a Firebase project; this server has none configured." }, 503);
  const check = await verifyOperator(admin, request, ["admin"]);
  if (!check.ok) return json({ error: check.error }, check.status);
  const parsed = await readJsonObject(request, 2048, "the change");
  if (!parsed.ok) return json({ error: parsed.error }, parsed.status);
  const { uid, role } = parsed.value as { uid?: unknown; role?: unknown };
  if (typeof uid !== "string" || !/^[A-Za-z0-9_-]{1,128}$/.test(uid)) return json({ error: "Name the member by their uid." }, 400);
  if (role !== "moderator" && role !== null) return json({ error: 'The console grants "moderator" or takes it away (null); admins are named with `npm run roles`.' }, 400);
  if (uid === check.operator.uid) return json({ error: "You cannot change your own role." }, 403);
  try {
    const target = await admin.auth.getUser(uid).catch(() => null);
    if (!target) return json({ error: "There is no member with that uid." }, 404);
    if (roleOf(target.customClaims) === "admin") return json({ error: "An admin's role is changed with `npm run roles`, not from the console." }, 403);
    const result = await setRole(admin.auth, admin.db, uid, role, { by: check.operator.uid, byName: check.operator.name });
    return json({ ok: true, uid, role: result.role, renamed: result.renamed }, 200);
  } catch (error) {
    console.error(`[console] role: ${error instanceof Error ? error.message : String(error)}`);
    return json({ error: "The role could not be changed right now. Try again in a moment." }, 503, retryAfterHeaders(error));
  }
}

export const { PUT, PATCH, DELETE } = refuseMethods("/api/console/members", ["GET", "POST"]);
