import { firebaseHealth } from "@/lib/firebase/health";
import { api, handler } from "@/lib/api/door";
import packageJson from "@/package.json";

export const dynamic = "force-dynamic";

/**
 * For load balancers and monitors: 200 whenever the process can answer, so a Firestore outage does not
 * take the marketing pages out of rotation; `status` says "degraded" then, and `firebase` says why.
 */
export const { GET, POST, PUT, PATCH, DELETE } = api("/api/health", {
  GET: handler({
    firebase: null,
    log: "health",
    async run({ answer }) {
      const firebase = await firebaseHealth();
      const status = firebase.reachable === false || firebase.breaker?.state === "open" ? "degraded" : "ok";
      return answer.json({ status, version: packageJson.version, uptimeSeconds: Math.round(process.uptime()), firebase }, 200);
    },
  }),
});
