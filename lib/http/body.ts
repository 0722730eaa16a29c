/**
 * Reading a request body in a route handler: its kind, its text up to a byte limit (whatever the
 * Content-Length says), and a JSON object, checked against the route's schema, with the 4xx that says
 * what is wrong with it.
 */

import type { z } from "zod";

export type BodyKind = "json" | "form";

const mediaType = (contentType: string | null) => contentType?.split(";", 1)[0]?.trim().toLowerCase();

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

export type FormFields = { ok: true; fields: URLSearchParams } | { ok: false; status: 400 | 413 | 415; error: string };

/**
 * A form's text fields, posted url-encoded or as multipart/form-data (which some senders use for a
 * form of a field or two: RFC 8058's one-click unsubscribe allows either), read up to `limit` bytes;
 * or the 4xx that says what is wrong. `what` says what to send ("List-Unsubscribe=One-Click").
 */
export async function readFormFields(request: Request, limit: number, what: string): Promise<FormFields> {
  const contentType = request.headers.get("content-type");
  const multipart = mediaType(contentType) === "multipart/form-data";
  if (!multipart && bodyKind(contentType) !== "form") return { ok: false, status: 415, error: `Send ${what} as a form.` };
  const body = await readBodyText(request, limit);
  if (!body.ok) {
    if (body.reason === "too-large") return { ok: false, status: 413, error: `The request is too large: a form here takes at most ${limit} bytes.` };
    return { ok: false, status: 400, error: "The request body is not valid UTF-8." };
  }
  if (!multipart) return { ok: true, fields: new URLSearchParams(body.text) };
  try {
    const form = await new Response(body.text, { headers: { "content-type": contentType ?? "" } }).formData();
    const fields = new URLSearchParams();
    for (const [name, value] of form) if (typeof value === "string") fields.append(name, value);
    return { ok: true, fields };
  } catch {
    return { ok: false, status: 400, error: `The form could not be read as multipart/form-data: send ${what}.` };
  }
}

export type JsonObjectBody = { ok: true; value: Record<string, unknown> } | { ok: false; status: 400 | 413 | 415; error: string };

/**
 * A route's JSON object body, read up to `limit` bytes, or the 4xx that says what is wrong with it;
 * `what` names the body in the messages ("the rating": "Send the rating as application/json.").
 */
export async function readJsonObject(request: Request, limit: number, what: string): Promise<JsonObjectBody> {
  if (bodyKind(request.headers.get("content-type")) !== "json") return { ok: false, status: 415, error: `Send ${what} as application/json.` };
  const body = await readBodyText(request, limit);
  if (!body.ok) {
    if (body.reason === "too-large") return { ok: false, status: 413, error: `The request is too large: ${what} takes at most ${limit / 1024} KB.` };
    return { ok: false, status: 400, error: "The request body is not valid UTF-8." };
  }
  const parsed = parseJsonObject(body.text);
  return parsed.ok ? parsed : { ok: false, status: 400, error: parsed.error };
}

type CheckedBody<T> = { ok: true; value: T } | { ok: false; status: 400 | 413 | 415; error: string };

/**
 * A route's JSON object body (read as `readJsonObject` reads it) checked against the route's schema:
 * the schema's output, or the 4xx with the message of the first problem the schema found.
 */
export async function readJsonBody<T>(request: Request, limit: number, what: string, schema: z.ZodType<T>): Promise<CheckedBody<T>> {
  const body = await readJsonObject(request, limit, what);
  if (!body.ok) return body;
  const checked = schema.safeParse(body.value);
  if (checked.success) return { ok: true, value: checked.data };
  return { ok: false, status: 400, error: checked.error.issues[0]?.message ?? `Please check ${what}.` };
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
