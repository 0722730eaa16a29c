import type { ComponentProps } from "react";

type TextFieldProps = Omit<ComponentProps<"input">, "id"> & {
  id: string;
  label: string;
  /** The id of the message that explains why the value is invalid, when it is. */
  errorId?: string;
};

const inputClass =
  "mt-2 block w-full rounded-xl border border-ink-600 bg-ink-900 px-4 py-3 text-fg placeholder:text-fg-subtle focus:border-accent aria-[invalid=true]:border-danger";

/** A labelled input that points at its error message when it has one. */
export function TextField({ id, label, errorId, className = "", ...props }: TextFieldProps) {
  return (
    <div className={className}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <input id={id} aria-invalid={errorId ? true : undefined} aria-describedby={errorId} className={inputClass} {...props} />
    </div>
  );
}
