"use client";

import dynamic from "next/dynamic";
import { useState } from "react";
import Link from "@/components/layout/link";
import { Button } from "@/components/ui/button";
import { useMemberSession } from "@/components/members/member-session";
import type { Lead } from "@/lib/console/records";
import { answerParts, dayOf, draftOf, reviewDue, type TaughtFrom, type TaughtValues } from "@/lib/console/taught";
import { deleteTaughtAnswer, saveTaughtAnswer, taughtAnswersList, type TaughtAnswer } from "@/lib/console/taught-store";
import { useLiveList } from "@/lib/firebase/live-list";
import { whenWithYear } from "./dates";
import { ListState } from "./list-state";
import { useModerator } from "./use-moderator";

// The form, with its checks, loads when it is first opened.
const TaughtAnswerForm = dynamic(() => import("./taught-answer-form").then((module) => module.TaughtAnswerForm));

/** What the section's form is open for: a new answer (its question and where it came from), or changing one. */
export type TeachRequest = { kind: "new"; question: string; from: TaughtFrom } | { kind: "edit"; answer: TaughtAnswer } | null;

const savedNote = "Saved. The assistant gives this answer within a minute.";

/** The store's writes, as the operator signed in (their audit entries carry their reserved name). */
function useTeaching() {
  const { db } = useMemberSession();
  const operator = useModerator();
  return {
    save: (values: TaughtValues, target: { existing: TaughtAnswer } | { from: TaughtFrom }) => saveTaughtAnswer(db, operator, values, target),
    remove: (answer: TaughtAnswer) => deleteTaughtAnswer(db, operator, answer),
  };
}

const reviewDay = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });
const formatDay = (day: string) => reviewDay.format(new Date(`${day}T00:00:00Z`));

/** The answer as the assistant gives it: its text, and its links to the site's pages. */
function AnswerText({ answer }: { answer: string }) {
  return (
    <p className="whitespace-pre-wrap break-words text-sm">
      {answerParts(answer).map((part, index) =>
        "href" in part ? (
          <Link key={index} href={part.href} className="text-accent underline">
            {part.text}
          </Link>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </p>
  );
}

function fromLabel(from: TaughtFrom): string | null {
  if (!from) return null;
  return "lead" in from ? "From a question a visitor sent to the team" : `From an unanswered question: “${from.unanswered}”`;
}

/** One taught answer, with its Edit and Delete (asked to confirm). */
function TaughtAnswerItem({ answer, today, onEdit }: { answer: TaughtAnswer; today: string; onEdit: () => void }) {
  const { remove } = useTeaching();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const due = reviewDue(answer.reviewBy, today);
  const origin = fromLabel(answer.from);

  async function confirmDelete() {
    setBusy(true);
    setProblem(null);
    try {
      await remove(answer);
    } catch {
      setProblem("The answer was not deleted. Check your connection and try again; if someone changed it just now, look at it again first.");
      setBusy(false);
    }
  }

  return (
    <li className="surface space-y-3 p-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h3 className="font-semibold break-words">{answer.question}</h3>
        {due ? <span className="rounded-full border border-danger/70 px-2 py-0.5 text-xs font-semibold text-danger">Review due</span> : null}
      </div>
      {answer.wordings.length > 0 ? (
        <div>
          <h4 className="text-xs font-semibold text-fg-subtle">Also asked as</h4>
          <ul className="mt-1 flex flex-wrap gap-2 text-sm">
            {answer.wordings.map((wording) => (
              <li key={wording} className="rounded-full border border-ink-600 px-2 py-0.5 break-words">
                {wording}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div>
        <h4 className="text-xs font-semibold text-fg-subtle">Answer</h4>
        <AnswerText answer={answer.answer} />
      </div>
      <p className="text-xs text-fg-subtle">
        By {answer.byName || "someone"},{" "}
        {answer.updatedAt ? <time dateTime={answer.updatedAt.toISOString()}>{whenWithYear.format(answer.updatedAt)}</time> : "just now"}
        {" · "}
        {answer.reviewBy ? (
          <>
            Review by <time dateTime={answer.reviewBy}>{formatDay(answer.reviewBy)}</time>
          </>
        ) : (
          "No review date"
        )}
        {origin ? ` · ${origin}` : null}
      </p>
      {confirming ? (
        <div role="group" aria-label="Confirm deleting" className="flex flex-wrap items-center gap-2 rounded-lg border border-danger/60 p-3 text-sm">
          <p>Delete this answer? The assistant stops giving it within a minute.</p>
          <Button size="sm" onClick={() => void confirmDelete()} disabled={busy}>
            {busy ? "Deleting…" : "Delete"}
            <span className="sr-only"> the answer to “{answer.question}”</span>
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setConfirming(false)} disabled={busy}>
            Keep it
          </Button>
        </div>
      ) : (
        <div className="flex gap-2">
          <Button size="sm" variant="secondary" onClick={onEdit}>
            Edit<span className="sr-only"> the answer to “{answer.question}”</span>
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setConfirming(true)}>
            Delete<span className="sr-only"> the answer to “{answer.question}”</span>
          </Button>
        </div>
      )}
      <p role="alert" className="text-xs text-danger">
        {problem ?? ""}
      </p>
    </li>
  );
}

/**
 * The answers the team taught the assistant, the latest changed first, each with Edit and Delete, and
 * "Teach an answer" to write a new one. `request` (held by the tab, so the unanswered questions can
 * open the form too) says what the form is open for.
 */
export function TaughtAnswers({ request, onRequest }: { request: TeachRequest; onRequest: (request: TeachRequest) => void }) {
  const { db } = useMemberSession();
  const { save } = useTeaching();
  const list = useLiveList(taughtAnswersList(db));
  const [said, setSaid] = useState("");
  const today = dayOf(new Date());

  const open = (next: TeachRequest) => {
    setSaid("");
    onRequest(next);
  };
  const saved = () => {
    onRequest(null);
    setSaid(savedNote);
  };

  return (
    <section aria-labelledby="taught-title" className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="taught-title" className="font-display text-2xl font-semibold">
            Taught answers
          </h2>
          <p className="mt-1 text-sm text-fg-muted">
            Answers the team wrote for questions the site does not answer. The assistant gives them as from the Northbeam team.
          </p>
        </div>
        {request?.kind === "new" ? null : (
          <Button size="sm" onClick={() => open({ kind: "new", question: "", from: null })}>
            Teach an answer
          </Button>
        )}
      </div>
      <p role="status" className="text-sm text-accent">
        {said}
      </p>
      {request?.kind === "new" ? (
        <TaughtAnswerForm
          key={`${request.question}|${JSON.stringify(request.from)}`}
          heading="Teach an answer"
          note={fromLabel(request.from)}
          initial={draftOf(null, request.question)}
          submitLabel="Save the answer"
          onSubmit={async (values) => {
            await save(values, { from: request.from });
            saved();
          }}
          onCancel={() => onRequest(null)}
        />
      ) : null}
      <ListState items={list.items} error={list.error} empty="No taught answers yet.">
        {(answers) => (
          <ol aria-label="Taught answers" className="space-y-3">
            {answers.map((answer) =>
              request?.kind === "edit" && request.answer.id === answer.id ? (
                <li key={answer.id}>
                  <TaughtAnswerForm
                    heading={`Edit the answer to “${answer.question}”`}
                    initial={draftOf(request.answer)}
                    submitLabel="Save the changes"
                    onSubmit={async (values) => {
                      await save(values, { existing: answer });
                      saved();
                    }}
                    onCancel={() => onRequest(null)}
                  />
                </li>
              ) : (
                <TaughtAnswerItem key={answer.id} answer={answer} today={today} onEdit={() => open({ kind: "edit", answer })} />
              ),
            )}
          </ol>
        )}
      </ListState>
    </section>
  );
}

/** On a lead the assistant handed over: "Teach an answer" to its question, the form opened here. Nothing on other leads. */
export function TeachFromLead({ lead }: { lead: Lead }) {
  const { save } = useTeaching();
  const [open, setOpen] = useState(false);
  const [said, setSaid] = useState("");
  if (lead.source !== "assistant") return null;
  return (
    <div className="space-y-2">
      {open ? (
        <TaughtAnswerForm
          heading="Teach the assistant an answer to this question"
          note="The next visitor who asks it gets this answer, as from the Northbeam team."
          initial={draftOf(null, lead.message)}
          submitLabel="Save the answer"
          onSubmit={async (values) => {
            await save(values, { from: { lead: lead.id } });
            setOpen(false);
            setSaid(`${savedNote} It is listed under Assistant, Taught answers.`);
          }}
          onCancel={() => setOpen(false)}
        />
      ) : (
        <Button
          size="sm"
          variant="secondary"
          onClick={() => {
            setSaid("");
            setOpen(true);
          }}
        >
          Teach an answer
        </Button>
      )}
      <p role="status" className="text-sm text-accent">
        {said}
      </p>
    </div>
  );
}
