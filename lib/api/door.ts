import "server-only";
import type { z } from "zod";
import { getAdmin, type AdminServices } from "@/lib/firebase/admin";
import { secondsBeforeRetry } from "@/lib/firebase/store-guard";
import { verifyOperator } from "@/lib/console/operator-request";
import { verifyCaller } from "@/lib/members/caller";
import type { OperatorRole } from "@/lib/members/operator-role.mjs";
import { fromThisSite } from "@/lib/members/session";
import { visitorResponses } from "@/lib/visitor/responses";
import type { Visitor } from "@/lib/visitor/visitor";
import { ApiError } from "@/lib/http/api-error";
import { bodyLimits } from "@/lib/http/body-limits";
import { bodyKind, mediaType, parseJsonObject, readBodyText } from "@/lib/http/body";
import { describeError } from "@/lib/http/describe-error";
import { createResponses, privateResponses } from "@/lib/http/responses";

/**
 * The one door every API route goes through. A route declares what it needs, and writes only its own
 * work:
 *
 * ```ts
 * export const { GET, POST, PUT, PATCH, DELETE } = api("/api/members/profile", {
 *   PUT: { firebase: "Profiles need a Firebase project…", caller: "member", body: { what: "the profile", json: profileBody },
 *          log: "profile", failure: "Your profile could not be saved right now…", run: async ({ admin, caller, body, answer }) => … },
 * });
 * ```
 *
 * In order, for each request: the methods the route does not declare get a JSON 405 with `Allow`; a
 * request from another site's page a 403 (`sameSite`); a server without Firebase a 503 (`firebase`);
 * the caller is checked (`caller`); the body is read up to the route's limit in lib/http/body-limits.ts
 * and checked (415, 413, 400 with what is wrong); then `run`. What `run` throws as an ApiError is
 * answered as it says; anything else is logged under `log` and answered 503 with `failure` and the
 * seconds to wait before trying again.
 */

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
const methods: readonly Method[] = ["GET", "POST", "PUT", "PATCH", "DELETE"];

/** Who may call: anyone; a visitor (recognised by their cookie, which answers set when new); a member (their ID token); an operator with one of the roles. */
type CallerSpec = "anyone" | "visitor" | "member" | readonly OperatorRole[];

/** Checks a parsed value: the route's input, or what is wrong with it (and, for a form on the page, which fields). */
type Check<T> = z.ZodType<T> | ((value: unknown) => { ok: true; value: T } | { ok: false; error: string; fields?: Record<string, string> });

type BodySpec<J, F> = {
  /** The body named in messages: "Send the profile as application/json." */
  what: string;
  /** A JSON object, checked by the schema (or function). */
  json?: Check<J>;
  /** A form's fields, url-encoded (and multipart/form-data with `multipart`), turned into the input or refused. */
  form?: (fields: URLSearchParams, request: Request) => F | ApiError;
  multipart?: true;
  /** No body (no Content-Type, or an empty one) is allowed: `body` is undefined then. */
  optional?: true;
};

type Body<J, F> = { kind: "json"; value: J } | { kind: "form"; value: F };

type Answers = ReturnType<typeof createResponses>;

type Member = Extract<Awaited<ReturnType<typeof verifyCaller>>, { ok: true }>["caller"];
type Operator = Extract<Awaited<ReturnType<typeof verifyOperator>>, { ok: true }>["operator"];

type Context<C extends CallerSpec, FB, J, F, O> = {
  request: Request;
  /** The route's dynamic segments. */
  params: Record<string, string>;
  admin: FB extends string ? AdminServices : AdminServices | null;
  body: O extends true ? Body<J, F> | undefined : Body<J, F>;
  /** The route's answers (never cached; a visitor's carry their cookie; `private` ones are for the member's browser alone). */
  answer: Answers;
  /** Logs a failure under the route's scope; the seconds to wait before trying again, when known. */
  logFailure: (error: unknown, what?: string) => number | undefined;
} & (C extends "visitor"
  ? { visitor: Visitor }
  : C extends "member"
    ? { caller: Member }
    : C extends readonly OperatorRole[]
      ? { operator: Operator }
      : object);

type Handler<C extends CallerSpec, FB extends string | null | undefined, J, F, O extends true | undefined> = {
  caller?: C;
  /**
   * The 503's message on a server with no Firebase project; without it, `admin` may be null; null: the
   * route does not use Firebase through the door (it reports on Firebase itself, as the health check does).
   */
  firebase?: FB;
  /** The 403's message for a request that does not come from this site's own pages. */
  sameSite?: string;
  body?: BodySpec<J, F> & { optional?: O };
  /** `private, no-store` on every answer: about the member's own session. */
  private?: true;
  /** The scope its failures are logged under: "profile: save" logs "[profile] save: …". */
  log: string;
  /** The 503's message when the work fails. */
  failure?: string;
  run: (context: Context<C, FB, J, F, O>) => Promise<Response> | Response;
};

type RouteContext = { params?: Promise<Record<string, string | string[]>> };
type RouteHandler = (request?: Request, context?: RouteContext) => Promise<Response>;

/** A declared handler, its types erased once `handler` has checked them. */
type AnyHandler = Handler<CallerSpec, string | null | undefined, unknown, unknown, true | undefined>;

/** Declares one method's handler, its context's types worked out from what it declares it needs. */
export function handler<
  C extends CallerSpec = "anyone",
  FB extends string | null | undefined = undefined,
  J = never,
  F = never,
  O extends true | undefined = undefined,
>(spec: Handler<C, FB, J, F, O>): AnyHandler {
  return spec as unknown as AnyHandler;
}

/** One line in the server's log: `log` "console: trends" and an error write "[console] trends: <what went wrong>". */
function log(spec: string, error: unknown, what?: string): void {
  const [scope, topic] = spec.split(": ", 2);
  const about = [topic, what].filter(Boolean).join(": ");
  console.error(`[${scope}] ${about ? `${about}: ` : ""}${describeError(error)}`);
}

function check<T>(checker: Check<T>, value: unknown, what: string): { ok: true; value: T } | ApiError {
  if (typeof checker === "function") {
    const result = checker(value);
    return result.ok ? result : new ApiError(400, result.error, result.fields ? { body: { fields: result.fields } } : {});
  }
  const parsed = checker.safeParse(value);
  return parsed.success ? { ok: true, value: parsed.data } : new ApiError(400, parsed.error.issues[0]?.message ?? `Please check ${what}.`);
}

async function readBody(request: Request, spec: BodySpec<unknown, unknown>, limit: number): Promise<Body<unknown, unknown> | undefined | ApiError> {
  if (spec.optional && (!request.headers.has("content-type") || request.headers.get("content-length") === "0")) return undefined;
  const declared = bodyKind(request.headers.get("content-type"));
  const multipart = spec.multipart && mediaType(request.headers.get("content-type")) === "multipart/form-data";
  const kind = multipart ? "form" : declared;
  if (!kind || (kind === "json" && !spec.json) || (kind === "form" && !spec.form)) {
    const accepted = [spec.json ? "application/json" : "", spec.form ? "a form (application/x-www-form-urlencoded)" : ""].filter(Boolean).join(" or ");
    return new ApiError(415, `Send ${spec.what} as ${accepted}.`);
  }
  const text = await readBodyText(request, limit);
  if (!text.ok) {
    return text.reason === "too-large"
      ? new ApiError(413, `The request is too large: ${spec.what} takes at most ${Math.floor(limit / 1024)} KB.`)
      : new ApiError(400, "The request body is not valid UTF-8.");
  }
  if (kind === "json" && spec.json) {
    const parsed = parseJsonObject(text.text);
    if (!parsed.ok) return new ApiError(400, parsed.error);
    const checked = check(spec.json, parsed.value, spec.what);
    return checked instanceof ApiError ? checked : { kind, value: checked.value };
  }
  let fields = new URLSearchParams(text.text);
  if (multipart) {
    try {
      const form = await new Response(text.text, { headers: { "content-type": request.headers.get("content-type") ?? "" } }).formData();
      fields = new URLSearchParams();
      for (const [name, value] of form) if (typeof value === "string") fields.append(name, value);
    } catch {
      return new ApiError(400, `The form could not be read as multipart/form-data: send ${spec.what}.`);
    }
  }
  const value = spec.form?.(fields, request);
  return value instanceof ApiError ? value : { kind: "form", value };
}

async function callerOf(spec: CallerSpec, admin: AdminServices | null, request: Request): Promise<Record<string, unknown> | ApiError> {
  if (spec === "anyone" || spec === "visitor") return {};
  if (!admin) return new ApiError(503, "This needs a Firebase project; this server has none configured.");
  if (spec === "member") {
    const check = await verifyCaller(admin, request);
    return check.ok ? { caller: check.caller } : new ApiError(check.status, check.error);
  }
  const check = await verifyOperator(admin, request, spec);
  return check.ok ? { operator: check.operator } : new ApiError(check.status, check.error);
}

async function paramsOf(context: RouteContext | undefined): Promise<Record<string, string>> {
  const given = (await context?.params) ?? {};
  return Object.fromEntries(Object.entries(given).map(([name, value]) => [name, Array.isArray(value) ? value.join("/") : value]));
}

function serve(path: string, spec: AnyHandler): RouteHandler {
  const limit = (bodyLimits as Readonly<Record<string, number>>)[path];
  if (spec.body && limit === undefined) throw new Error(`${path} reads a body: give it its limit in lib/http/body-limits.ts.`);
  return async (given, context) => {
    // Next always hands the request; a caller in a test may leave it out where the route reads none.
    const request = given ?? new Request(`http://localhost${path}`);
    const visitorAnswers = spec.caller === "visitor" ? visitorResponses(request) : null;
    const answer = visitorAnswers ?? (spec.private ? privateResponses : createResponses());
    const logFailure = (error: unknown, what?: string) => {
      log(spec.log, error, what);
      return secondsBeforeRetry(error);
    };
    const fail = (error: ApiError) => error.toResponse(answer);
    try {
      if (spec.sameSite && !fromThisSite(request)) return fail(new ApiError(403, spec.sameSite));
      const admin = spec.firebase === null ? null : getAdmin();
      if (spec.firebase && !admin) return fail(new ApiError(503, spec.firebase));
      const who = await callerOf(spec.caller ?? "anyone", admin, request);
      if (who instanceof ApiError) return fail(who);
      const body = spec.body ? await readBody(request, spec.body, limit ?? 0) : undefined;
      if (body instanceof ApiError) return fail(body);
      const params = await paramsOf(context);
      const run = spec.run as (context: Record<string, unknown>) => Promise<Response> | Response;
      return await run({ request, params, admin, body, answer, logFailure, ...who, ...(visitorAnswers ? { visitor: visitorAnswers.visitor } : {}) });
    } catch (error) {
      if (error instanceof ApiError) return fail(error);
      const seconds = logFailure(error);
      return answer.unavailable(spec.failure ?? "This cannot be done right now. Try again in a moment.", seconds);
    }
  };
}

/**
 * A route's exports: each declared method through the door, and a JSON 405 with `Allow` for the others
 * (rather than the framework's empty one). Spread over the route's exports.
 */
export function api<H extends Partial<Record<Method, AnyHandler>>>(
  path: string,
  handlers: H,
): { [M in Method]: M extends keyof H ? RouteHandler : (request?: Request) => Response } {
  const allowed = methods.filter((method) => handlers[method]);
  const refuse = () => createResponses().json({ error: `${path} answers ${allowed.join(" and ")} only.` }, 405, { Allow: allowed.join(", ") });
  const exports = Object.fromEntries(
    methods.map((method) => {
      const spec = handlers[method];
      return [method, spec ? serve(path, spec) : refuse];
    }),
  );
  return exports as { [M in Method]: M extends keyof H ? RouteHandler : (request?: Request) => Response };
}

export { ApiError } from "@/lib/http/api-error";
