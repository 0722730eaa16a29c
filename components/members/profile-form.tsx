"use client";

import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { avatarIds, avatarPath, providerPhotoPattern } from "@/lib/members/profile-photo.mjs";
import { loadNameRules, nameRulesProblem, profileLimits, submitProfile, validateProfile, type ProfileField } from "@/lib/members/profile";
import { MentionEmailsChoice } from "./mention-emails-choice";
import { useMemberSession } from "./member-session";

type Values = Record<ProfileField, string>;
type Status = { kind: "idle" } | { kind: "saving" } | { kind: "saved" } | { kind: "failed"; message: string };

const errorId = (field: ProfileField) => `profile-${field}-error`;

/**
 * Name, photo and bio, checked as the server will check them, and saved through it: it reserves the
 * name (unique, and not one that passes for staff) and updates the directory entry with the profile.
 * The form starts from the stored profile and keeps what was typed when a save is refused.
 */
export function ProfileForm({ initial }: { initial: Values }) {
  const { user, role } = useMemberSession();
  const [values, setValues] = useState<Values>(initial);
  const [savedName, setSavedName] = useState(initial.name);
  const [errors, setErrors] = useState<Partial<Record<ProfileField, string>>>({});
  const [status, setStatus] = useState<Status>({ kind: "idle" });
  const providerPhoto = user.photoURL && providerPhotoPattern.test(user.photoURL) ? user.photoURL : null;

  const change = (field: ProfileField) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
    setStatus({ kind: "idle" });
  };

  const focusField = (field: ProfileField) => document.getElementById(field === "photoURL" ? "profile-photo-none" : `profile-${field}`)?.focus();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = validateProfile(values);
    // A new name the server would refuse is refused here already: one that cannot be read for what it
    // is, or passes for staff for a member without a role (the server decides for staff, whose role it
    // checks).
    const nameProblem = checked.ok && checked.values.name !== savedName ? await nameRulesProblem(checked.values.name, { staff: Boolean(role) }) : null;
    const result: typeof checked = nameProblem ? { ok: false, errors: { name: nameProblem } } : checked;
    if (!result.ok) {
      setErrors(result.errors);
      const first = (["name", "photoURL", "bio"] as const).find((field) => result.errors[field]);
      if (first) focusField(first);
      return;
    }
    setStatus({ kind: "saving" });
    const saved = await submitProfile(user, result.values);
    if (saved.ok) {
      setValues(saved.profile);
      setSavedName(saved.profile.name);
      setStatus({ kind: "saved" });
      return;
    }
    // A refusal of one field is shown on it; anything else under the form.
    if (saved.field) {
      setErrors({ [saved.field]: saved.error });
      setStatus({ kind: "idle" });
      focusField(saved.field);
    } else {
      setStatus({ kind: "failed", message: saved.error });
    }
  }

  const photoChoices = [
    { id: "none", value: "", label: "No photo" },
    ...avatarIds.map((id) => ({ id, value: avatarPath(id), label: `The ${id} avatar` })),
    ...(providerPhoto ? [{ id: "provider", value: providerPhoto, label: "Your Google account's photo" }] : []),
  ];
  const bioLeft = profileLimits.bio - values.bio.length;
  return (
    <div className="max-w-2xl space-y-6">
      <form noValidate onSubmit={submit} aria-labelledby="profile-title" className="surface space-y-6 p-6 sm:p-8">
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
            onFocus={() => void loadNameRules().catch(() => undefined)}
            errorId={errors.name ? errorId("name") : undefined}
          />
          {errors.name ? (
            <p id={errorId("name")} className="mt-2 text-sm text-danger">
              {errors.name}
            </p>
          ) : null}
        </div>
        <fieldset aria-describedby={errors.photoURL ? errorId("photoURL") : undefined}>
          <legend className="text-sm font-medium">Photo</legend>
          <div className="mt-2 flex flex-wrap gap-2">
            {photoChoices.map((choice) => (
              <label
                key={choice.id}
                className="relative rounded-full p-1 ring-accent has-[:checked]:ring-2 has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent"
              >
                <input
                  type="radio"
                  name="profile-photo"
                  id={`profile-photo-${choice.id}`}
                  value={choice.value}
                  checked={values.photoURL === choice.value}
                  onChange={() => change("photoURL")(choice.value)}
                  aria-label={choice.label}
                  className="absolute inset-0 size-full cursor-pointer appearance-none rounded-full opacity-0"
                />
                {choice.value ? (
                  // eslint-disable-next-line @next/next/no-img-element -- a 40 px avatar from the project or Google, not worth the image optimiser
                  <img src={choice.value} alt="" width={40} height={40} className="size-10 rounded-full" referrerPolicy="no-referrer" />
                ) : (
                  <span aria-hidden="true" className="grid size-10 place-items-center rounded-full bg-ink-700 text-xs font-semibold text-fg-muted">
                    None
                  </span>
                )}
              </label>
            ))}
          </div>
          {errors.photoURL ? (
            <p id={errorId("photoURL")} className="mt-2 text-sm text-danger">
              {errors.photoURL}
            </p>
          ) : null}
        </fieldset>
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
          {errors.bio ? (
            <p id={errorId("bio")} className="mt-1 text-sm text-danger">
              {errors.bio}
            </p>
          ) : null}
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
      <MentionEmailsChoice />
    </div>
  );
}
