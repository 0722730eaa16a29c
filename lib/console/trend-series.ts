/** The console's trends as GET /api/console/trends answers them: twelve weeks of figures per series. */

import "@/lib/validation/jitless";
import { z } from "zod";
import type { AnswerShape } from "@/lib/assistant/shapes";

/** The answers' series: the built-in answerer's shapes as the console tells them apart, and a language model's answers. */
export const trendShapes = [
  { id: "confident", label: "Confident" },
  { id: "shortlist", label: "Shortlist" },
  { id: "admission", label: "Admission" },
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

const counts = z.array(z.number().int());
const series = z.object({ id: z.string(), label: z.string(), counts });

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
  })
  .refine((trends) =>
    [
      ...[...trends.leadsByService, ...trends.leadsByStatus, ...trends.answers].map((entry) => entry.counts),
      ...trends.ratings.flatMap((entry) => [entry.helpful, entry.notHelpful]),
      trends.chatMessages,
      trends.activeMembers,
    ].every((figures) => figures.length === trends.weeks.length),
  );

export type Trends = z.output<typeof trendsSchema>;
export type TrendSeries = z.output<typeof series>;

/** The route's answer as typed trends, or null when it is not that shape. */
export function parseTrends(value: unknown): Trends | null {
  const parsed = trendsSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}
