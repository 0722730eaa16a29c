import { mailAssignment } from "@/lib/console/assignment-mail";
import { api, ApiError, handler } from "@/lib/api/door";
import { assignmentBody } from "./schema";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/**
 * After an admin assigns a lead in the console (a write the rules check, with its audit entry), this
 * tells the assignee by e-mail: `{"leadId": "..."}`, admins only.
 */
export const { GET, POST, PUT, PATCH, DELETE } = api("/api/console/assignments", {
  POST: handler({
    firebase: "The console needs a Firebase project; this server has none configured.",
    caller: ["admin"],
    body: { what: "the assignment", json: assignmentBody },
    log: "console: assignment e-mail",
    failure: "The assignment's e-mail could not be sent right now.",
    async run({ admin, operator, body, answer }) {
      const result = await mailAssignment(admin, operator, body.value.leadId);
      if (result.status !== 200) throw new ApiError(result.status, result.error);
      return answer.json({ mailed: result.mailed, note: result.note }, 200);
    },
  }),
});
