import { json } from "@/lib/http/responses";

// Any /api path no route handler owns: a JSON 404 whatever the method, never the HTML not-found page.
function notFound(): Response {
  return json({ error: "There is no API at this address." }, 404);
}

export const GET = notFound;
export const POST = notFound;
export const PUT = notFound;
export const PATCH = notFound;
export const DELETE = notFound;
