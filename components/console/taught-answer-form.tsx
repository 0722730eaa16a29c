"use client";

import { useEffect, useId, useState, type FormEvent, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { brokenLinks, brokenLinksProblem, checkTaught, taughtLimits, type TaughtDraft, type TaughtErrors, type TaughtValues } from "@/lib/console/taught";

type Status = { kind: "idle" } | { kind: "checking" } | { kind: "saving" } | { kind: "failed"; message: string };

const fieldClass =
  "mt-1 block w-full rounded-lg border border-ink-600 bg-ink-900 px-3 py-2 text-sm placeholder:text-fg-subtle focus:border-accent aria-[invalid=true]:border-danger";

/**
 * Writes or changes a taught answer: the question, other wordings of it, the answer with links to the
 * site's pages, and a review date. Checked as the rules check it, each linked page asked for before
 * saving; a problem is said beside its field, the save's own failure as an alert, and what was typed
 * stays either way.
 */
export function TaughtAnswerForm({
  heading,
  initial,
  submitLabel,
  note,
  onSubmit,
  onCancel,
  checkLinks = brokenLinks,
}: {
  heading: string;
  initial: TaughtDraft;
  submitLabel: string;
  /** Where the question came from, shown under the heading. */
  note?: ReactNode;
  /** Saves the checked answer; a rejection is shown as an alert and the form stays as typed. */
  onSubmit: (values: TaughtValues) => Promise<void>;
  onCancel: () => void;
  checkLinks?: (paths: readonly string[]) => Promise<{ path: string; status: number }[]>;
}) {
  const id = `taught-${useId().replaceAll(":", "")}`;
  const [draft, setDraft] = useState<TaughtDraft>(initial);
  const [errors, setErrors] = useState<TaughtErrors>({});
  const [status, setStatus] = useState<Status>({ kind: "idle" });
  const busy = status.kind === "checking" || status.kind === "saving";

  // Opened: the first field still to write takes the focus (and scrolls into view).
  useEffect(() => {
    document.getElementById(initial.question.trim() ? `${id}-answer` : `${id}-question`)?.focus();
    // Only when the form opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const fieldId = (field: "question" | "answer" | "reviewBy" | number) => (typeof field === "number" ? `${id}-wording-${field}` : `${id}-${field}`);
  const errorId = (field: "question" | "answer" | "reviewBy" | number) => `${fieldId(field)}-error`;

  function change(patch: Partial<TaughtDraft>, cleared: keyof TaughtErrors, index?: number) {
    setDraft((current) => ({ ...current, ...patch }));
    setErrors((current) => {
      if (cleared !== "wordings" || index === undefined) return { ...current, [cleared]: undefined };
      const rest = { ...current.wordings };
      delete rest[index];
      return { ...current, wordings: Object.keys(rest).length > 0 ? rest : undefined };
    });
    if (status.kind === "failed") setStatus({ kind: "idle" });
  }

  function focusFirst(found: TaughtErrors) {
    const wording = found.wordings ? Math.min(...Object.keys(found.wordings).map(Number)) : undefined;
    const first = found.question ? "question" : wording !== undefined ? wording : found.answer ? "answer" : found.reviewBy ? "reviewBy" : null;
    if (first !== null) document.getElementById(fieldId(first))?.focus();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const checked = checkTaught(draft);
    if (!checked.ok) {
      setErrors(checked.errors);
      focusFirst(checked.errors);
      return;
    }
    setErrors({});
    setStatus({ kind: "checking" });
    let broken: { path: string; status: number }[];
    try {
      broken = await checkLinks(checked.values.links);
    } catch {
      return setStatus({ kind: "failed", message: "The links could not be checked, so the answer was not saved. Check your connection and try again." });
    }
    const problem = brokenLinksProblem(broken);
    if (problem) {
      setStatus({ kind: "idle" });
      setErrors({ answer: problem });
      focusFirst({ answer: problem });
      return;
    }
    setStatus({ kind: "saving" });
    try {
      await onSubmit(checked.values);
      setStatus({ kind: "idle" });
    } catch {
      setStatus({ kind: "failed", message: "The answer was not saved. Check your connection and try again; what you wrote is still here." });
    }
  }

  const described = (...ids: (string | false | undefined)[]) => ids.filter(Boolean).join(" ") || undefined;
  const answerLeft = taughtLimits.answer.max - draft.answer.length;

  return (
    <form noValidate onSubmit={submit} aria-labelledby={`${id}-title`} className="space-y-4 rounded-lg border border-ink-600 bg-ink-900 p-4">
      <div>
        <h3 id={`${id}-title`} className="font-semibold">
          {heading}
        </h3>
        {note ? <p className="mt-1 text-sm text-fg-muted">{note}</p> : null}
      </div>
      <div>
        <label htmlFor={fieldId("question")} className="text-sm font-medium">
          Question
        </label>
        <input
          id={fieldId("question")}
          value={draft.question}
          maxLength={taughtLimits.question.max + 100}
          onChange={(event) => change({ question: event.target.value }, "question")}
          aria-invalid={errors.question ? true : undefined}
          aria-describedby={described(errors.question && errorId("question"))}
          className={fieldClass}
        />
        {errors.question ? (
          <p id={errorId("question")} className="mt-1 text-sm text-danger">
            {errors.question}
          </p>
        ) : null}
      </div>
      <fieldset aria-describedby={`${id}-wordings-hint`} className="space-y-2">
        <legend className="text-sm font-medium">Other wordings (optional)</legend>
        <p id={`${id}-wordings-hint`} className="text-xs text-fg-subtle">
          Other ways visitors ask the same thing, up to {taughtLimits.wordings}. Empty ones are left out.
        </p>
        {draft.wordings.map((wording, index) => {
          const problem = errors.wordings?.[index];
          return (
            <div key={index}>
              <label htmlFor={fieldId(index)} className="text-xs text-fg-muted">
                Other wording {index + 1}
              </label>
              <input
                id={fieldId(index)}
                value={wording}
                maxLength={taughtLimits.wording.max + 100}
                onChange={(event) => change({ wordings: draft.wordings.map((value, at) => (at === index ? event.target.value : value)) }, "wordings", index)}
                aria-invalid={problem ? true : undefined}
                aria-describedby={described(problem && errorId(index))}
                className={fieldClass}
              />
              {problem ? (
                <p id={errorId(index)} className="mt-1 text-sm text-danger">
                  {problem}
                </p>
              ) : null}
            </div>
          );
        })}
        {draft.wordings.length < taughtLimits.wordings ? (
          <Button
            size="sm"
            variant="ghost"
            onClick={() => {
              const index = draft.wordings.length;
              setDraft((current) => ({ ...current, wordings: [...current.wordings, ""] }));
              requestAnimationFrame(() => document.getElementById(fieldId(index))?.focus());
            }}
          >
            Add another wording
          </Button>
        ) : null}
      </fieldset>
      <div>
        <label htmlFor={fieldId("answer")} className="text-sm font-medium">
          Answer
        </label>
        <p id={`${id}-answer-hint`} className="text-xs text-fg-subtle">
          Plain text. Link only to the site&apos;s own pages, as [our services](/services); each linked page is checked when you save.
        </p>
        <textarea
          id={fieldId("answer")}
          rows={5}
          value={draft.answer}
          onChange={(event) => change({ answer: event.target.value }, "answer")}
          aria-invalid={errors.answer ? true : undefined}
          aria-describedby={described(`${id}-answer-hint`, `${id}-answer-count`, errors.answer && errorId("answer"))}
          className={fieldClass}
        />
        <p id={`${id}-answer-count`} className={`mt-1 text-xs ${answerLeft < 0 ? "text-danger" : "text-fg-subtle"}`}>
          {answerLeft >= 0 ? `${answerLeft} characters left` : `${-answerLeft} characters over the limit`}
        </p>
        {errors.answer ? (
          <p id={errorId("answer")} className="mt-1 text-sm text-danger">
            {errors.answer}
          </p>
        ) : null}
      </div>
      <div>
        <label htmlFor={fieldId("reviewBy")} className="text-sm font-medium">
          Review by (optional)
        </label>
        <p id={`${id}-review-hint`} className="text-xs text-fg-subtle">
          From this day the answer is marked &ldquo;Review due&rdquo; here, for when it may go out of date.
        </p>
        <input
          id={fieldId("reviewBy")}
          type="date"
          value={draft.reviewBy}
          onChange={(event) => change({ reviewBy: event.target.value }, "reviewBy")}
          aria-invalid={errors.reviewBy ? true : undefined}
          aria-describedby={described(`${id}-review-hint`, errors.reviewBy && errorId("reviewBy"))}
          className={`${fieldClass} sm:w-auto`}
        />
        {errors.reviewBy ? (
          <p id={errorId("reviewBy")} className="mt-1 text-sm text-danger">
            {errors.reviewBy}
          </p>
        ) : null}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Button type="submit" size="sm" disabled={busy}>
          {status.kind === "checking" ? "Checking links…" : status.kind === "saving" ? "Saving…" : submitLabel}
        </Button>
        <Button size="sm" variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
      <p role="alert" className="text-sm text-danger">
        {status.kind === "failed" ? status.message : ""}
      </p>
    </form>
  );
}
