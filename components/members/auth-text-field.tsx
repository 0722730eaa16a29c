import type { ComponentProps } from "react";
import { TextField } from "@/components/ui/text-field";
import type { AuthField } from "@/lib/firebase/auth-errors";
import { problemIdsFor, type PlacedProblem } from "@/lib/members/form-problems";

type AuthTextFieldProps = Omit<ComponentProps<typeof TextField>, "name" | "errorId"> & {
  name: AuthField;
  problems: readonly PlacedProblem[];
  /** A rule shown under the field and read with it. */
  hint?: string;
};

/** A sign-in area field: its hint, and the messages about it (its own shown under it), all linked to the input. */
export function AuthTextField({ id, name, problems, hint, ...props }: AuthTextFieldProps) {
  const hintId = `${id}-hint`;
  const problemIds = problemIdsFor(problems, name);
  const describedBy = [...(hint ? [hintId] : []), ...problemIds].join(" ");
  const own = problems.find((problem) => problem.under === name);
  return (
    <div>
      <TextField id={id} name={name} aria-invalid={problemIds.length > 0 ? true : undefined} aria-describedby={describedBy || undefined} {...props} />
      {hint ? (
        <p id={hintId} className="mt-2 text-sm text-fg-muted">
          {hint}
        </p>
      ) : null}
      {own ? (
        <p id={own.id} role="alert" className="mt-2 text-sm text-danger">
          {own.message}
        </p>
      ) : null}
    </div>
  );
}
