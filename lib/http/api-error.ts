import { retryAfter, type createResponses } from "./responses";

type Extra = {
  /** More of the JSON answer beside `error`: which fields are wrong, a reason for the page to word. */
  body?: Record<string, unknown>;
  /** Seconds before asking again is worth it (429, 503): said in Retry-After. */
  retryAfterSeconds?: number;
  headers?: Record<string, string>;
};

/**
 * A refusal or failure a route answers with: its status, the message for the caller, what else the
 * answer carries, and the seconds to wait. Thrown (or returned) from a route's work, it is answered by
 * lib/api/door.ts as JSON `{ error, ...body }`.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly extra: Extra = {},
  ) {
    super(message);
    this.name = "ApiError";
  }

  toResponse(answer: Pick<ReturnType<typeof createResponses>, "json">): Response {
    const { body = {}, retryAfterSeconds, headers = {} } = this.extra;
    return answer.json({ error: this.message, ...body }, this.status, { ...headers, ...retryAfter(retryAfterSeconds) });
  }
}
