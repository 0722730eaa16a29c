/**
 * Questions the assistant could not answer from the site, kept so the agency can write what visitors
 * look for. They are stored without personal data: addresses, numbers, links and names of people are
 * taken out, and nothing ties a question to a visitor. Each is kept 90 days.
 */

export const unansweredRetentionDays = 90;
export const unansweredWindowDays = 30;
const maxLength = 200;

/** The question with what could identify someone replaced, in lower case, on one line. */
export function scrubQuestion(question: string): string {
  return question
    .replace(/[^\s()<>,;:"]+@[^\s()<>,;:"]+/g, "[e-mail]")
    .replace(/\b(?:https?:\/\/|www\.)\S+/gi, "[link]")
    .replace(/\+?\d[\d\s().-]{5,}\d/g, "[number]")
    .replace(/\b([Mm]y name is|I am|I'm|[Tt]his is)\s+\p{Lu}[\p{L}'-]+(?:\s+\p{Lu}[\p{L}'-]+)?/gu, "$1 [name]")
    .replace(/\s+/g, " ")
    .trim()
    .toLowerCase()
    .slice(0, maxLength);
}

/** The key two askings of one question share, whatever their case, punctuation or spacing. */
export function questionKey(scrubbed: string): string {
  return scrubbed
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\[\] ]+/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
}

export type UnansweredEntry = { question: string; day: string; count: number };
export type UnansweredGroup = { question: string; count: number; lastDay: string };

/** Entries (one per question and day) as one row per question over the window, most asked first. */
export function groupUnanswered(entries: readonly UnansweredEntry[]): UnansweredGroup[] {
  const groups = new Map<string, UnansweredGroup>();
  for (const entry of entries) {
    const key = questionKey(entry.question);
    const group = groups.get(key);
    if (group) {
      group.count += entry.count;
      if (entry.day > group.lastDay) group.lastDay = entry.day;
    } else groups.set(key, { question: entry.question, count: entry.count, lastDay: entry.day });
  }
  return [...groups.values()].sort((a, b) => b.count - a.count || b.lastDay.localeCompare(a.lastDay));
}

/** The first day (YYYY-MM-DD, UTC) of the window that ends today. */
export function windowStart(now: Date, days = unansweredWindowDays): string {
  return new Date(now.getTime() - (days - 1) * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}
