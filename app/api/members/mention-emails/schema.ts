import { ApiError } from "@/lib/api/door";

/**
 * POST /api/members/mention-emails: RFC 8058's one-click unsubscribe, the form body
 * `List-Unsubscribe=One-Click` (url-encoded or multipart, as the mail provider sends it, or the page's
 * button). The member is the one the link's `?token=` names.
 */
export const oneClickForm = (fields: URLSearchParams) =>
  fields.get("List-Unsubscribe") === "One-Click" ? true : new ApiError(400, "Send List-Unsubscribe=One-Click as a form.");
