"use client";

import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { profileLimits, saveProfile, validateProfile, type ProfileField } from "@/lib/members/profile";
import { useMemberSession } from "./member-session";
import { doc, getDoc } from "firebase/firestore";
import { isPermissionError } from "@/lib/community/cache";

type Values = Record<ProfileField, string>;
type Status = { kind: "idle" } | { kind: "saving" } | { kind: "saved" } | { kind: "failed"; message: string };

const errorId = (field: ProfileField) => `profile-${field}-error`;

/**
 * Name, photo address and bio, validated as the security rules will check them, saved to the profile and
 * the directory entry together. The form starts from the stored profile and keeps what was typed when a
 * save fails.
 */
export function ProfileForm({ initial }: { initial: Values }) {
  const { db, user, verified } = useMemberSession();
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<Partial<Record<ProfileField, string>>>({});
  const [status, setStatus] = useState<Status>({ kind: "idle" });

  const change = (field: ProfileField) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
    setStatus({ kind: "idle" });
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const result = validateProfile(values);
    if (!result.ok) {
      setErrors(result.errors);
      const first = (["name", "photoURL", "bio"] as const).find((field) => result.errors[field]);
      if (first) document.getElementById(`profile-${first}`)?.focus();
      return;
    }
    setStatus({ kind: "saving" });
    try {
      await saveProfile(db, user.uid, result.values, { verified });
      setValues(result.values);
      setStatus({ kind: "saved" });
    } catch (error) {
      const offline = error instanceof Error && /unavailable|network/i.test(error.message);
      const blocked = isPermissionError(error) && (await getDoc(doc(db, "member_blocks", user.uid)).catch(() => null))?.get("blocked") === true;
      setStatus({
        kind: "failed",
        message: blocked
          ? "Your profile could not be saved: a moderator has blocked your account, so it cannot be changed for now."
          : offline
            ? "Your profile could not be saved: you seem to be offline. Try again when you are back online."
            : "Your profile could not be saved. Please try again.",
      });
    }
  }

  const bioLeft = profileLimits.bio - values.bio.length;
  return (
    <form noValidate onSubmit={submit} aria-labelledby="profile-title" className="surface max-w-2xl space-y-6 p-6 sm:p-8">
      <div>
        <h2 id="profile-title" className="font-display text-2xl font-semibold">
          Your profile
        </h2>
        <p className="mt-1 text-sm text-fg-muted">Other members see your name, photo and bio in the directory and beside your messages.</p>
      </div>
      <div>
        <TextField
          id="profile-name"
          label="Name"
          autoComplete="name"
          maxLength={profileLimits.name + 20}
          value={values.name}
          onChange={(event) => change("name")(event.target.value)}
          errorId={errors.name ? errorId("name") : undefined}
        />
        {errors.name ? <p id={errorId("name")} className="mt-2 text-sm text-danger">{errors.name}</p> : null}
      </div>
      <div>
        <TextField
          id="profile-photoURL"
          label="Photo address (optional)"
          type="url"
          inputMode="url"
          placeholder="https://"
          value={values.photoURL}
          onChange={(event) => change("photoURL")(event.target.value)}
          errorId={errors.photoURL ? errorId("photoURL") : undefined}
        />
        {errors.photoURL ? <p id={errorId("photoURL")} className="mt-2 text-sm text-danger">{errors.photoURL}</p> : null}
      </div>
      <div>
        <label htmlFor="profile-bio" className="text-sm font-medium">
          Bio (optional)
        </label>
        <textarea
          id="profile-bio"
          rows={4}
          value={values.bio}
          onChange={(event) => change("bio")(event.target.value)}
          aria-invalid={errors.bio ? true : undefined}
          aria-describedby={`profile-bio-count${errors.bio ? ` ${errorId("bio")}` : ""}`}
          className="mt-2 block w-full rounded-xl border border-ink-600 bg-ink-900 px-4 py-3 text-fg placeholder:text-fg-subtle focus:border-accent aria-[invalid=true]:border-danger"
        />
        <p id="profile-bio-count" className={`mt-2 text-xs ${bioLeft < 0 ? "text-danger" : "text-fg-subtle"}`}>
          {bioLeft >= 0 ? `${bioLeft} characters left` : `${-bioLeft} characters over the limit`}
        </p>
        {errors.bio ? <p id={errorId("bio")} className="mt-1 text-sm text-danger">{errors.bio}</p> : null}
      </div>
      <div className="flex flex-wrap items-center gap-4">
        <Button type="submit" disabled={status.kind === "saving"}>
          {status.kind === "saving" ? "Saving…" : "Save profile"}
        </Button>
        <p role="status" className="text-sm text-fg-muted">
          {status.kind === "saved" ? "Profile saved." : ""}
        </p>
      </div>
      {status.kind === "failed" ? (
        <p role="alert" className="text-sm text-danger">
          {status.message}
        </p>
      ) : null}
    </form>
  );
}
