import { doc, serverTimestamp, writeBatch, type Firestore } from "firebase/firestore";
import "@/lib/validation/jitless";
import { z } from "zod";
import { nameLimits, nameProblem } from "./visible-text";

/** Limits for the profile form: the sign-up name limit, and the bio and photo limits the security rules enforce. */
export const profileLimits = { name: nameLimits.max, bio: 500, photoURL: 2048 } as const;

export const profileFormSchema = z.object({
  name: z
    .string()
    .trim()
    .superRefine((value, context) => {
      const problem = nameProblem(value);
      if (problem) context.addIssue({ code: "custom", message: problem });
    }),
  photoURL: z
    .string()
    .trim()
    .max(profileLimits.photoURL, "That address is too long for a photo.")
    .refine((value) => value === "" || /^https?:\/\/\S+$/.test(value), "Use a web address starting with https://, or leave it empty."),
  bio: z
    .string()
    .trim()
    .max(profileLimits.bio, `Keep your bio to ${profileLimits.bio} characters.`),
});

export type ProfileForm = z.infer<typeof profileFormSchema>;
export type ProfileField = keyof ProfileForm;

/** Field-by-field messages for the form, or the cleaned values. */
export function validateProfile(input: Record<ProfileField, string>): { ok: true; values: ProfileForm } | { ok: false; errors: Partial<Record<ProfileField, string>> } {
  const parsed = profileFormSchema.safeParse(input);
  if (parsed.success) return { ok: true, values: parsed.data };
  const errors: Partial<Record<ProfileField, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as ProfileField;
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}

/**
 * The profile and the directory entry change together, so other members never see a half-updated name.
 * An unverified member has no entry yet (it is written from the profile once they are verified).
 */
export async function saveProfile(db: Firestore, uid: string, values: ProfileForm, { verified }: { verified: boolean }): Promise<void> {
  const batch = writeBatch(db);
  batch.update(doc(db, "users", uid), { name: values.name, photoURL: values.photoURL, bio: values.bio, updatedAt: serverTimestamp() });
  if (verified) batch.update(doc(db, "community_members", uid), { name: values.name, photoURL: values.photoURL });
  await batch.commit();
}
