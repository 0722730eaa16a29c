/**
 * Reading a request body in a route handler: its kind, its text up to a byte limit (whatever the
 * Content-Length says), and a JSON object. lib/api/door.ts reads every route's body with these.
 */

export type BodyKind = "json" | "form";

/** The media type of a Content-Type header, lowercase, without its parameters. */
export const mediaType = (contentType: string | null) => contentType?.split(";", 1)[0]?.trim().toLowerCase();

/** JSON from scripts, url-encoded from the form without JavaScript; everything else is refused (415). */
export function bodyKind(contentType: string | null): BodyKind | null {
  const media = mediaType(contentType);
  if (media === "application/json") return "json";
  if (media === "application/x-www-form-urlencoded") return "form";
  return null;
}

export type BodyText = { ok: true; text: string } | { ok: false; reason: "too-large" | "not-utf8" };

/** Reads the body as UTF-8, keeping at most `limit` + 1 bytes: a larger body is refused, whatever its Content-Length says. */
export async function readBodyText(request: Request, limit: number): Promise<BodyText> {
  const declared = Number(request.headers.get("content-length") ?? Number.NaN);
  if (declared > limit) return { ok: false, reason: "too-large" };
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = request.body?.getReader();
  while (reader) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      return { ok: false, reason: "too-large" };
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  try {
    return { ok: true, text: new TextDecoder("utf-8", { fatal: true }).decode(bytes) };
  } catch {
    return { ok: false, reason: "not-utf8" };
  }
}

/** A JSON body that must be an object: the object, or the message saying what it is instead. */
export function parseJsonObject(text: string): { ok: true; value: Record<string, unknown> } | { ok: false; error: string } {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return { ok: false, error: "The request body is not valid JSON." };
  }
  if (typeof body !== "object" || body === null || Array.isArray(body)) return { ok: false, error: "The request body must be a JSON object." };
  return { ok: true, value: body as Record<string, unknown> };
}
