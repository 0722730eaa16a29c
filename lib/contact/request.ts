
/** The largest body POST /api/contact reads; a full message is far below it. */
export const contactBodyLimit = 32 * 1024;

export type BodyKind = "json" | "form";

/** JSON from scripts, url-encoded from the form without JavaScript; everything else is refused (415). */
export function bodyKind(contentType: string | null): BodyKind | null {
  const media = contentType?.split(";", 1)[0]?.trim().toLowerCase();
  if (media === "application/json") return "json";
  if (media === "application/x-www-form-urlencoded") return "form";
  return null;
}

export type BodyText = { ok: true; text: string } | { ok: false; reason: "too-large" | "not-utf8" };

/** Reads the body as UTF-8, keeping at most `limit` + 1 bytes: a larger body is refused, whatever its Content-Length says. */
export async function readBodyText(request: Request, limit = contactBodyLimit): Promise<BodyText> {
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

/** A submission before validation: the fields as sent, plus the two spam signals. */
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

export type RawSubmission = { input: Record<string, unknown>; website?: unknown; startedAt?: unknown };

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

/** What a JSON contact submission may hold: the form's fields and the two spam signals, nothing else. */
const submissionKeys = new Set(["name", "email", "phone", "subject", "message", "services", "website", "startedAt"]);

export function parseJsonSubmission(text: string): { ok: true; submission: RawSubmission } | { ok: false; error: string } {
  const parsed = parseJsonObject(text);
  if (!parsed.ok) return parsed;
  const input = parsed.value;
  const unknown = Object.keys(input).find((key) => !submissionKeys.has(key));
  if (unknown !== undefined) return { ok: false, error: `Unknown field "${unknown.slice(0, 40)}": send ${[...submissionKeys].join(", ")}.` };
  return { ok: true, submission: { input, website: input.website, startedAt: input.startedAt } };
}

/** The fields of a form posted without JavaScript, as typed. */
export type ContactFormValues = { name: string; email: string; phone: string; subject: string; message: string; services: string[] };

export function parseFormSubmission(text: string): { submission: RawSubmission; values: ContactFormValues } {
  const form = new URLSearchParams(text);
  const values: ContactFormValues = {
    name: form.get("name") ?? "",
    email: form.get("email") ?? "",
    phone: form.get("phone") ?? "",
    subject: form.get("subject") ?? "",
    message: form.get("message") ?? "",
    services: form.getAll("services"),
  };
  return { submission: { input: values, website: form.get("website"), startedAt: form.get("startedAt") }, values };
}
