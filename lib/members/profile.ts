import type { User } from "firebase/auth";
import "@/lib/validation/jitless";
import { z } from "zod";
import { isAllowedPhoto } from "./profile-photo.mjs";
import { nameLimits, nameProblem } from "./visible-text";

/** Limits for the profile form: the sign-up name limit, and the bio limit the server and rules enforce. */
export const profileLimits = { name: nameLimits.max, bio: 500 } as const;

/** The name rules (Unicode's confusables and scripts, the staff words), loaded when a name is first typed. */
export const loadNameRules = () => import("./name-rules.mjs");

/**
 * What the server will refuse a name for, said before sending: a name that cannot be read for what it
 * is, or (unless `staff`) one that passes for staff. Null when the rules cannot be loaded (offline):
 * the server says it then.
 */
export async function nameRulesProblem(name: string, { staff = false } = {}): Promise<string | null> {
  try {
    const rules = await loadNameRules();
    return rules.readableNameProblem(name) ?? (staff ? null : rules.staffNameProblem(name));
  } catch {
    return null;
  }
}

export const photoProblem = "Choose one of the avatars, or your Google account's photo: photos from other sites are not shown.";

/** The profile as the form sends it and the server checks it again. */
export const profileFormSchema = z.object({
  name: z
    .string()
    .trim()
    .superRefine((value, context) => {
      const problem = nameProblem(value);
      if (problem) context.addIssue({ code: "custom", message: problem });
    }),
  photoURL: z.string().trim().refine(isAllowedPhoto, photoProblem),
  bio: z.string().trim().max(profileLimits.bio, `Keep your bio to ${profileLimits.bio} characters.`),
});

export type ProfileForm = z.infer<typeof profileFormSchema>;
export type ProfileField = keyof ProfileForm;

/** Field-by-field messages for the form, or the cleaned values. */
export function validateProfile(
  input: Record<ProfileField, string>,
): { ok: true; values: ProfileForm } | { ok: false; errors: Partial<Record<ProfileField, string>> } {
  const parsed = profileFormSchema.safeParse(input);
  if (parsed.success) return { ok: true, values: parsed.data };
  const errors: Partial<Record<ProfileField, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as ProfileField;
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}

export const profileRoute = "/api/members/profile";

export type ProfileSaved = { ok: true; profile: ProfileForm };
export type ProfileRefused = { ok: false; error: string; field?: ProfileField };

const isField = (value: unknown): value is ProfileField => value === "name" || value === "photoURL" || value === "bio";

/**
 * Saves the profile through the server, the only writer of names: it reserves the name (unique, and
 * not one that passes for staff) and updates the directory entry with it. `firstFree` (an account's
 * own name, at sign-up) takes the first free number after a taken name instead of refusing it.
 */
export async function submitProfile(user: Pick<User, "getIdToken">, values: ProfileForm, { firstFree = false } = {}): Promise<ProfileSaved | ProfileRefused> {
  let response: Response;
  try {
    response = await fetch(profileRoute, {
      method: "PUT",
      headers: { Authorization: `Bearer ${await user.getIdToken()}`, "Content-Type": "application/json" },
      body: JSON.stringify({ ...values, ...(firstFree ? { firstFree: true } : {}) }),
    });
  } catch {
    return { ok: false, error: "Your profile could not be saved: you seem to be offline. Try again when you are back online." };
  }
  const body = (await response.json().catch(() => ({}))) as { profile?: ProfileForm; error?: unknown; field?: unknown };
  if (response.ok && body.profile) return { ok: true, profile: body.profile };
  return {
    ok: false,
    error: typeof body.error === "string" ? body.error : "Your profile could not be saved. Please try again.",
    ...(isField(body.field) ? { field: body.field } : {}),
  };
}
