import "@/lib/validation/jitless";
import { z } from "zod";

/** The longest document id Firestore stores, in bytes of UTF-8. */
export const documentIdMaxBytes = 1500;

/** How many bytes `text` (well-formed) takes in UTF-8: counted here, as not every runtime has TextEncoder. */
function utf8Bytes(text: string): number {
  let bytes = 0;
  for (const character of text) {
    const codePoint = character.codePointAt(0) ?? 0;
    bytes += codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4;
  }
  return bytes;
}

/**
 * Why Firestore would refuse `id` as a document id, as the end of a sentence naming it ("cannot contain
 * "/""), or null when it takes it. Firestore refuses ids that are empty, "." or "..", that contain "/",
 * that are shaped __name__ (two underscores at each end: it keeps those for itself), that are longer than
 * 1,500 bytes, or that are not valid Unicode. Sent on, such an id fails only in the store, after its
 * retries, as a 503; a route refuses it first, with a 400.
 */
export function documentIdProblem(id: string): string | null {
  if (id === "") return "cannot be empty";
  if (id === "." || id === "..") return 'cannot be "." or ".."';
  if (id.includes("/")) return 'cannot contain "/"';
  if (id.startsWith("__") && id.endsWith("__")) return "cannot start and end with two underscores";
  if (/\p{Cs}/u.test(id)) return "must be valid Unicode text";
  if (utf8Bytes(id) > documentIdMaxBytes) return `cannot be longer than ${documentIdMaxBytes} bytes`;
  return null;
}

/** Whether Firestore takes `id` as a document id. */
export const isDocumentId = (id: string) => documentIdProblem(id) === null;

/**
 * A string Firestore takes as a document id, for a route's schema; `label` names it in the messages
 * ("the lead's id": "Send the lead's id as text.", "The lead's id cannot contain "/"."). Chain the
 * route's own format after it (`.regex(...)`).
 */
export function documentId(label: string) {
  const named = `${label.charAt(0).toUpperCase()}${label.slice(1)}`;
  return z.string({ error: `Send ${label} as text.` }).refine(isDocumentId, { error: (issue) => `${named} ${documentIdProblem(String(issue.input))}.` });
}
