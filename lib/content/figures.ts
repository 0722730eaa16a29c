/**
 * Figures as the pages write them, from the typed fields that hold them: an amount in pounds, a range of
 * them, a span of time. Every page, structured data block and assistant answer that states a figure goes
 * through these, so a figure is written once, in lib/content, and read the same way everywhere.
 */
import type { Duration, Engagement, MoneyRange } from "./schema";

const pounds = new Intl.NumberFormat("en-GB", { style: "currency", currency: "GBP", maximumFractionDigits: 0 });

/** "£7,500". */
export const gbp = (amount: number) => pounds.format(amount);

/** "£9,000 to £15,000", or "£7,500" for a fixed amount. */
export function poundsTo({ min, max }: MoneyRange): string {
  return min === max ? gbp(min) : `${gbp(min)} to ${gbp(max)}`;
}

/** "between £25,000 and £60,000", or "£7,500" for a fixed amount. */
export function poundsBetween({ min, max }: MoneyRange): string {
  return min === max ? gbp(min) : `between ${gbp(min)} and ${gbp(max)}`;
}

/** "£25,000–£60,000": a range where space is tight (a table cell). */
export function poundsCompact({ min, max }: MoneyRange): string {
  return min === max ? gbp(min) : `${gbp(min)}–${gbp(max)}`;
}

const spelled = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"];
/** Counts up to twelve in words, larger ones in digits; a span reads both ends the same way ("eight to twelve", "12 to 16"). */
const spell = (count: number, inWords: boolean) => (inWords ? (spelled[count] ?? String(count)) : String(count));

const plural = (unit: Duration["unit"], count: number) => (count === 1 ? unit : `${unit}s`);

/** "three to six": a range of counts, as the pages write it. */
export function countText({ min, max }: { min: number; max: number }): string {
  const inWords = max <= 12;
  return min === max ? spell(min, inWords) : `${spell(min, inWords)} to ${spell(max, inWords)}`;
}

/** "six to ten weeks", "12 to 16 weeks", "two weeks", "one working day". */
export function spanText({ min, max, unit }: Duration): string {
  const inWords = max <= 12;
  if (min === max) return `${spell(min, inWords)} ${plural(unit, min)}`;
  return `${spell(min, inWords)} to ${spell(max, inWords)} ${plural(unit, max)}`;
}

/** "two-week", "one- to two-week", "three- to five-month": the span before the noun it describes. */
export function spanAdjective({ min, max, unit }: Duration): string {
  const inWords = max <= 12;
  const word = unit.replace(/ /g, "-");
  if (min === max) return `${spell(min, inWords)}-${word}`;
  return `${spell(min, inWords)}- to ${spell(max, inWords)}-${word}`;
}

/** "2–4 weeks": a span where space is tight. */
export function spanCompact({ min, max, unit }: Duration): string {
  return min === max ? `${min} ${plural(unit, min)}` : `${min}–${max} ${plural(unit, max)}`;
}

type Priced = Pick<Engagement, "title" | "covers" | "billing" | "price" | "duration" | "daysPerMonth">;

/** "two to four days a month": how much of a month ongoing work usually takes. */
export function daysAMonth({ min, max }: { min: number; max: number }): string {
  return `${spanText({ min, max, unit: "day" })} a month`;
}

/**
 * A piece of work's figures in one sentence, as the "Cost and timeline" block and the assistant say it:
 * "A marketing site costs between £25,000 and £60,000 (a fixed price, …) and takes six to ten weeks: …".
 */
export function describeEngagement(work: Priced): string {
  const parts = [
    work.price ? `costs ${poundsBetween(work.price)}` : undefined,
    work.daysPerMonth ? `takes ${daysAMonth(work.daysPerMonth)}` : undefined,
    work.duration ? `takes ${spanText(work.duration)}` : undefined,
  ].filter(Boolean);
  return `${work.title} ${parts.join(" and ")} (${work.billing}): ${work.covers}.`;
}
