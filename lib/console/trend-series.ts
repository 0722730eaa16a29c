/** The console's trends as GET /api/console/trends answers them: twelve weeks of figures per series. */

import "@/lib/validation/jitless";
import { z } from "zod";
import type { AnswerShape } from "@/lib/assistant/answer/shapes";

/** The answers' series: the built-in answerer's shapes as the console tells them apart, and a language model's answers. */
export const trendShapes = [
  { id: "confident", label: "Confident" },
  { id: "shortlist", label: "Shortlist" },
  { id: "admission", label: "Not sure" },
  { id: "provider", label: "Language model" },
] as const;
type TrendShape = (typeof trendShapes)[number]["id"];

/**
 * The series an answer of shape `shape` counts in: a shortlist, an admission, a language model's
 * answer, or else one the built-in answerer gave outright (one page's answer, a plain yes or no of
 * policy, our details, the openings, a greeting or thanks), which the console calls confident.
 */
export function trendShapeOf(shape: AnswerShape): TrendShape {
  return shape === "shortlist" || shape === "admission" || shape === "provider" ? shape : "confident";
}

/**
 * How the assistant answered the questions it was asked, as its weekly counters keep them (a greeting or
 * thanks is not a question and is not counted): their sum is the week's questions.
 */
export const answerKinds = [
  { id: "fact", label: "Answered with a fact" },
  { id: "page", label: "Answered with a page" },
  { id: "not-sure", label: "Not sure" },
  { id: "taught", label: "Taught answer used" },
  { id: "person", label: "Asked for a person" },
] as const;
export type AnswerKind = (typeof answerKinds)[number]["id"];

const counts = z.array(z.number().int());
const series = z.object({ id: z.string(), label: z.string(), counts });

/** The median of `values`, or null when there are none. */
export function medianOf(values: readonly number[]): number | null {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return null;
  return sorted.length % 2 === 1 ? (sorted[middle] ?? null) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

const trendsSchema = z
  .object({
    /** The weeks' Mondays, "YYYY-MM-DD", oldest first; the last is the current week, still under way. */
    weeks: z.array(z.object({ start: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) })),
    leadsByService: z.array(series),
    leadsByStatus: z.array(series),
    answers: z.array(series),
    ratings: z.array(z.object({ id: z.string(), label: z.string(), helpful: counts, notHelpful: counts })),
    chatMessages: counts,
    activeMembers: counts,
    /** The assistant's week: its questions by how they were answered, and the questions handed to the team. */
    assistant: z.object({
      /** Questions by kind of answer, in the order of `answerKinds`. */
      kinds: z.array(series),
      /** Questions handed over to the team: the leads the assistant stored. */
      handovers: counts,
      /** The week's leads from the assistant the team has taken up (in progress or handled). */
      replied: counts,
      /** The median time from a lead from the assistant to the team taking it up, in milliseconds; null for none. */
      medianReplyMs: z.array(z.number().nonnegative().nullable()),
    }),
  })
  .refine((trends) =>
    [
      ...[...trends.leadsByService, ...trends.leadsByStatus, ...trends.answers, ...trends.assistant.kinds].map((entry) => entry.counts),
      ...trends.ratings.flatMap((entry) => [entry.helpful, entry.notHelpful]),
      trends.chatMessages,
      trends.activeMembers,
      trends.assistant.handovers,
      trends.assistant.replied,
      trends.assistant.medianReplyMs,
    ].every((figures) => figures.length === trends.weeks.length),
  );

export type Trends = z.output<typeof trendsSchema>;
export type TrendSeries = z.output<typeof series>;

/** The route's answer as typed trends, or null when it is not that shape. */
export function parseTrends(value: unknown): Trends | null {
  const parsed = trendsSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}
