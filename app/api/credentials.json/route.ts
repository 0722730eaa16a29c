import { buildCredentials } from "@/lib/firebase/config";
import { api, handler } from "@/lib/api/door";

// Read per request so an operator changes the backend by restarting with new variables, not rebuilding.
export const dynamic = "force-dynamic";

export const { GET, POST, PUT, PATCH, DELETE } = api("/api/credentials.json", {
  GET: handler({ log: "credentials", run: ({ answer }) => answer.json(buildCredentials(process.env), 200) }),
});
