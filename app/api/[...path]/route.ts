// Any /api path no route handler owns: a JSON 404 whatever the method, never the HTML not-found page.
function notFound(): Response {
  return Response.json({ error: "There is no API at this address." }, { status: 404, headers: { "Cache-Control": "no-store" } });
}

export const GET = notFound;
export const POST = notFound;
export const PUT = notFound;
export const PATCH = notFound;
export const DELETE = notFound;
