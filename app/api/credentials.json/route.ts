import { buildCredentials } from "@/lib/firebase/config";

// Read per request so an operator changes the backend by restarting with new variables, not rebuilding.
export const dynamic = "force-dynamic";

export function GET() {
  return Response.json(buildCredentials(process.env), {
    headers: { "Cache-Control": "no-store" },
  });
}
