import "@/lib/validation/jitless";
import { z } from "zod";
import { authProblems, minPasswordLength, type AuthField, type AuthProblem } from "@/lib/firebase/auth-errors";
import { nameRulesProblem } from "./profile";
import { nameProblem } from "./visible-text";

/** What the sign-in area's fields hold; each mode reads the ones it shows. */
export type CredentialValues = { name: string; email: string; password: string };

const email = z.string().trim().min(1, authProblems["auth/missing-email"].message).pipe(z.email(authProblems["auth/invalid-email"].message));

const name = z
  .string()
  .trim()
  .min(1, "Enter your name.")
  .superRefine((value, context) => {
    const problem = nameProblem(value);
    if (problem) context.addIssue({ code: "custom", message: problem });
  });

const missingPassword = authProblems["auth/missing-password"].message;

const signInSchema = z.object({ email, password: z.string().min(1, missingPassword) });
const signUpSchema = z.object({
  name,
  email,
  password: z.string().min(1, missingPassword).min(minPasswordLength, authProblems["auth/weak-password"].message),
});
const resetSchema = z.object({ email });

export type SignInInput = z.output<typeof signInSchema>;
export type SignUpInput = z.output<typeof signUpSchema>;
export type ResetInput = z.output<typeof resetSchema>;

export type Parsed<T> = { ok: true; data: T } | { ok: false; problems: AuthProblem[] };

const fields: readonly PropertyKey[] = ["name", "email", "password"] satisfies AuthField[];
const isField = (key: PropertyKey | undefined): key is AuthField => key !== undefined && fields.includes(key);

/** The typed input, or one problem per invalid field (its first), in the form's order. */
function parse<S extends z.ZodType>(schema: S, values: CredentialValues): Parsed<z.output<S>> {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const messages = new Map<AuthField, string>();
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (isField(field) && !messages.has(field)) messages.set(field, issue.message);
  }
  return { ok: false, problems: [...messages].map(([field, message]) => ({ message, fields: [field] })) };
}

export const parseSignIn = (values: CredentialValues): Parsed<SignInInput> => parse(signInSchema, values);
export const parseSignUp = (values: CredentialValues): Parsed<SignUpInput> => parse(signUpSchema, values);

/** parseSignUp, then the name rules the server applies (read from Unicode's data, loaded on first use). */
export async function checkSignUp(values: CredentialValues): Promise<Parsed<SignUpInput>> {
  const parsed = parseSignUp(values);
  if (!parsed.ok) return parsed;
  const problem = await nameRulesProblem(parsed.data.name);
  return problem ? { ok: false, problems: [{ message: problem, fields: ["name"] }] } : parsed;
}
export const parseReset = (values: CredentialValues): Parsed<ResetInput> => parse(resetSchema, values);
