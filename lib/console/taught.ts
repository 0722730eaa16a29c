/**
 * Taught answers as staff write them (the console's form) and as firestore.rules hold them: the
 * question, up to five other wordings of it, the answer in plain text with markdown links to the
 * site's own pages, and an optional date to review it by. Pure: no Firebase, no DOM.
 */
import "@/lib/validation/jitless";
import { z } from "zod";

export const taughtLimits = {
  question: { min: 3, max: 300 },
  wording: { min: 3, max: 300 },
  wordings: 5,
  answer: { min: 10, max: 1200 },
  links: 10,
  path: 300,
} as const;

/** Where a taught answer came from: a handover lead, a question the assistant could not answer, or neither. */
export type TaughtFrom = { lead: string } | { unanswered: string } | null;

/** The form as typed: every field a string, the wordings one per input (blank ones allowed). */
export type TaughtDraft = { question: string; wordings: string[]; answer: string; reviewBy: string };

/** What is stored from a draft: trimmed, blank wordings dropped, the answer's links listed. */
export type TaughtValues = { question: string; wordings: string[]; answer: string; links: string[]; reviewBy: string | null };

/** Sentences to show beside each field; `wordings` by the index of the input. */
export type TaughtErrors = { question?: string; wordings?: Record<number, string>; answer?: string; reviewBy?: string };

type TaughtCheck = { ok: true; values: TaughtValues } | { ok: false; errors: TaughtErrors };

// Line breaks and tabs are kept in the answer; nothing else below U+0020, nor DEL.
const controlInText = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
const controlInLine = /[\u0000-\u001f\u007f]/;

/**
 * A page of this site: a path from the root (not `//`, which leaves the site), of the characters a
 * path holds, with an optional `#fragment`; no query, no spaces. firestore.rules allows the same.
 */
const sitePathPattern = /^\/(?!\/)[A-Za-z0-9\-._~!$&'*+,;=:@%/]*(?:#[A-Za-z0-9\-._~]*)?$/;

export function isSitePath(value: string): boolean {
  return value.length <= taughtLimits.path && sitePathPattern.test(value);
}

/** `[text](target)`: the text has no brackets, the target no parentheses or line breaks. */
const markdownLink = /\[([^[\]\n]*)\]\(([^()\n]*)\)/g;

/** An address that leaves the site, written out rather than linked: a scheme or a `www.` host. */
const outsideAddress = /\b(?:[a-z][a-z0-9+.-]*:\/\/|www\.|(?:mailto|javascript|vbscript):)/i;

type AnswerPart = { text: string } | { text: string; href: string };

/** The answer as text and links, in order: only a well-formed link to a site path becomes a link. */
export function answerParts(answer: string): AnswerPart[] {
  const parts: AnswerPart[] = [];
  let last = 0;
  for (const match of answer.matchAll(markdownLink)) {
    const [whole, text = "", target = ""] = match;
    const index = match.index ?? 0;
    if (!text.trim() || !isSitePath(target)) continue;
    if (index > last) parts.push({ text: answer.slice(last, index) });
    parts.push({ text, href: target });
    last = index + whole.length;
  }
  if (last < answer.length) parts.push({ text: answer.slice(last) });
  return parts;
}

/** The paths an answer links to, each once, in the order they first appear. */
export function answerLinks(answer: string): string[] {
  return [...new Set(answerParts(answer).flatMap((part) => ("href" in part ? [part.href] : [])))];
}

/** What is wrong with the answer's links, as a sentence; null when they are all links to site pages. */
function linkProblem(answer: string): string | null {
  let rest = answer;
  for (const match of answer.matchAll(markdownLink)) {
    const [whole, text = "", target = ""] = match;
    if (!isSitePath(target.trim()))
      return `“${target.trim() || "(empty)"}” is not a page of this site: link only to the site's own pages, with a path that starts with “/”, as in [our services](/services).`;
    if (target !== target.trim()) return `Take the spaces out of the link to ${target.trim()}.`;
    if (!text.trim()) return `Give the link to ${target} some words to show, as in [our services](${target}).`;
    rest = rest.replace(whole, " ");
  }
  if (/\]\s*\(/.test(rest)) return "A link is not written as [text](/path): check its brackets, and take the spaces and parentheses out of the path.";
  if (outsideAddress.test(rest))
    return "Other sites' addresses are not allowed in an answer: link only to the site's own pages, as in [our services](/services).";
  if (answerLinks(answer).length > taughtLimits.links) return `Link to at most ${taughtLimits.links} pages in one answer.`;
  return null;
}

const length = (label: string, { min, max }: { min: number; max: number }) =>
  z
    .string()
    .trim()
    .min(min, `Write the ${label}: at least ${min} characters.`)
    .max(max, `Keep the ${label} to ${max.toLocaleString("en-GB")} characters.`);

const question = length("question", taughtLimits.question).refine((value) => !controlInLine.test(value), "Take the invisible characters out of the question.");
const wording = length("wording", taughtLimits.wording).refine((value) => !controlInLine.test(value), "Take the invisible characters out of this wording.");
const answer = length("answer", taughtLimits.answer)
  .refine((value) => !controlInText.test(value), "Take the invisible characters out of the answer.")
  .superRefine((value, context) => {
    const problem = linkProblem(value);
    if (problem) context.addIssue({ code: "custom", message: problem });
  });

/** A real day written as YYYY-MM-DD (what a date input gives). */
export function isDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

const reviewBy = z
  .string()
  .trim()
  .refine((value) => value === "" || isDay(value), "Give the review date as a day, or leave it empty.")
  .transform((value) => value || null);

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

/**
 * Checks a draft as the rules will, and more: blank wordings are dropped (and repeats of the question
 * or of each other), at most five are kept, the answer links only to site paths. Each problem is a
 * sentence for its field.
 */
export function checkTaught(draft: TaughtDraft): TaughtCheck {
  const errors: TaughtErrors = {};
  const checkedQuestion = question.safeParse(draft.question);
  if (!checkedQuestion.success) errors.question = firstMessage(checkedQuestion);

  const wordings: string[] = [];
  const wordingErrors: Record<number, string> = {};
  const seen = new Set([draft.question.trim().toLowerCase()]);
  draft.wordings.forEach((typed, index) => {
    if (!typed.trim()) return;
    const checked = wording.safeParse(typed);
    if (!checked.success) {
      wordingErrors[index] = firstMessage(checked) ?? "Check this wording.";
      return;
    }
    if (seen.has(checked.data.toLowerCase())) return;
    seen.add(checked.data.toLowerCase());
    wordings.push(checked.data);
  });
  const filled = draft.wordings.flatMap((typed, index) => (typed.trim() ? [index] : []));
  const over = filled[taughtLimits.wordings];
  if (over !== undefined) wordingErrors[over] = `Keep to ${taughtLimits.wordings} other wordings: clear this one or another.`;
  if (Object.keys(wordingErrors).length > 0) errors.wordings = wordingErrors;

  const checkedAnswer = answer.safeParse(draft.answer);
  if (!checkedAnswer.success) errors.answer = firstMessage(checkedAnswer);
  const checkedReview = reviewBy.safeParse(draft.reviewBy);
  if (!checkedReview.success) errors.reviewBy = firstMessage(checkedReview);

  if (!checkedQuestion.success || !checkedAnswer.success || !checkedReview.success || errors.wordings) return { ok: false, errors };
  return {
    ok: true,
    values: {
      question: checkedQuestion.data,
      wordings,
      answer: checkedAnswer.data,
      links: answerLinks(checkedAnswer.data),
      reviewBy: checkedReview.data,
    },
  };
}

/** The sentence for the answer's field naming the links that lead nowhere; null when none does. */
export function brokenLinksProblem(broken: readonly { path: string; status: number }[]): string | null {
  if (broken.length === 0) return null;
  const named = broken.map(({ path, status }) => `${path} (${status === 404 ? "no such page" : `answered ${status}`})`);
  return broken.length === 1
    ? `The link to ${named[0]} does not lead to a page: fix or remove it.`
    : `These links do not lead to a page: ${named.join(", ")}. Fix or remove them.`;
}

/**
 * Asks the site for each linked page (HEAD; 200-399 is a page) and returns those that are not. A
 * fetch that fails (offline) rejects: nothing is known then.
 */
export async function brokenLinks(
  paths: readonly string[],
  head: (path: string) => Promise<{ status: number }> = (path) => fetch(path, { method: "HEAD", cache: "no-store" }),
): Promise<{ path: string; status: number }[]> {
  const statuses = await Promise.all(paths.map(async (path) => ({ path, status: (await head(path.split("#")[0] || "/")).status })));
  return statuses.filter(({ status }) => status < 200 || status > 399);
}

/** Today as YYYY-MM-DD in the reader's own time zone, the date inputs' and review dates' form. */
export function dayOf(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Whether an answer is due for review: its review date is today or past. */
export function reviewDue(reviewByDay: string | null, today: string): boolean {
  return reviewByDay !== null && reviewByDay <= today;
}

/** The draft a stored answer is edited from, or a new one with its question given. */
export function draftOf(answer: { question: string; wordings: readonly string[]; answer: string; reviewBy: string | null } | null, question = ""): TaughtDraft {
  if (!answer) return { question, wordings: [""], answer: "", reviewBy: "" };
  return {
    question: answer.question,
    wordings: answer.wordings.length > 0 ? [...answer.wordings] : [""],
    answer: answer.answer,
    reviewBy: answer.reviewBy ?? "",
  };
}
