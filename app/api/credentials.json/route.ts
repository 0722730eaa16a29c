import { buildCredentials } from "@/lib/firebase/config";
import { refuseMethods } from "@/lib/http/refuse-methods";
import { json } from "@/lib/http/responses";

// Read per request so an operator changes the backend by restarting with new variables, not rebuilding.
export const dynamic = "force-dynamic";

export function GET() {
  return json(buildCredentials(process.env), 200);
}

export const { POST, PUT, PATCH, DELETE } = refuseMethods("/api/credentials.json", ["GET"]);
