import { membersPage } from "@/lib/console/members-store";
import { api, ApiError, handler } from "@/lib/api/door";
import { roleOf } from "@/lib/members/operator-role.mjs";
import { setRole } from "@/lib/members/roles.mjs";
import { afterQuery, roleChangeBody } from "./schema";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

const noProject = "The console needs a Firebase project; this server has none configured.";

export const { GET, POST, PUT, PATCH, DELETE } = api("/api/console/members", {
  /**
   * A page of members (consolePageSize accounts, in Firebase Auth's order, `?after=` the previous page's
   * `next`), with joined date, messages sent, last active, role and state, most recently active first
   * within the page: for moderators and admins. Reads only those accounts' documents, by id.
   */
  GET: handler({
    firebase: noProject,
    caller: ["admin", "moderator"],
    log: "console: members",
    failure: "The members could not be read right now. Try again in a moment.",
    async run({ admin, operator, request, answer }) {
      const given = new URL(request.url).searchParams.get("after");
      const after = given === null ? undefined : afterQuery.safeParse(given);
      if (after && !after.success) throw new ApiError(400, after.error.issues[0]?.message ?? "`after` is the `next` a page of members gave.");
      const page = await membersPage(admin, after?.data, operator.role === "admin" ? "admin" : "moderator");
      if (!page) throw new ApiError(400, "`after` is the `next` a page of members gave.");
      return answer.json(page, 200);
    },
  }),
  /** Grants or revokes the moderator role: admins only, never on themselves or on another admin. */
  POST: handler({
    firebase: noProject,
    caller: ["admin"],
    body: { what: "the change", json: roleChangeBody },
    log: "console: role",
    failure: "The role could not be changed right now. Try again in a moment.",
    async run({ admin, operator, body, answer }) {
      const { uid, role } = body.value;
      if (uid === operator.uid) throw new ApiError(403, "You cannot change your own role.");
      const target = await admin.auth.getUser(uid).catch(() => null);
      if (!target) throw new ApiError(404, "There is no member with that uid.");
      if (roleOf(target.customClaims) === "admin") throw new ApiError(403, "An admin's role is changed with `npm run roles`, not from the console.");
      const result = await setRole(admin.auth, admin.db, uid, role, { by: operator.uid, byName: operator.name });
      return answer.json({ ok: true, uid, role: result.role, renamed: result.renamed }, 200);
    },
  }),
});
