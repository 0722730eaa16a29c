import { buildCredentials } from "@/lib/firebase/config";
import { refuseMethods } from "@/lib/http/refuse-methods";

// Read per request so an operator changes the backend by restarting with new variables, not rebuilding.
export const dynamic = "force-dynamic";

export function GET() {
  return Response.json(buildCredentials(process.env), {
    headers: { "Cache-Control": "no-store" },
  });
}

export const { POST, PUT, PATCH, DELETE } = refuseMethods("/api/credentials.json", ["GET"]);
