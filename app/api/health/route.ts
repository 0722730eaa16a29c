import { firebaseHealth } from "@/lib/firebase/health";
import { refuseMethods } from "@/lib/http/refuse-methods";
import { json } from "@/lib/http/responses";
import packageJson from "@/package.json";

export const dynamic = "force-dynamic";

/**
 * For load balancers and monitors: 200 whenever the process can answer, so a Firestore outage does not
 * take the marketing pages out of rotation; `status` says "degraded" then, and `firebase` says why.
 */
export async function GET() {
  const firebase = await firebaseHealth();
  return json(
    {
      status: firebase.reachable === false || firebase.breaker?.state === "open" ? "degraded" : "ok",
      version: packageJson.version,
      uptimeSeconds: Math.round(process.uptime()),
      firebase,
    },
    200,
  );
}

export const { POST, PUT, PATCH, DELETE } = refuseMethods("/api/health", ["GET"]);
