import { companyProfile } from "@/lib/content/company";
import { valuesIn, type ValueKind } from "./language";

/**
 * The kinds of fact a question can ask for, in one place: how a question shows which kind it asks
 * (`askedIn`), and how a sentence shows it holds one (`evidence`). The question's reading, the ranking
 * and the typed facts all go by these.
 */
export type Asked = "duration" | "price" | "place" | "person" | "count" | "frequency" | "percentage" | "date" | "any";

/** The words that ask for each kind, the first match deciding. */
const asking: [Asked, RegExp][] = [
  ["count", /\bhow long can [\w' ]+ be\b/],
  ["percentage", /\b(?:what|which) (?:percent(?:age)?|proportion)\b|\bhow many percent\b|\bby how much\b|\bwhat % /],
  [
    "date",
    /\b(?:what|which) (?:year|date|month)\b|\bsince when\b|\bclosing date\b|\bwhen (?:was|were|did)\b|\bwhen (?:do|does|will) [\w' ]+ (?:close|shut|open|end)\b|\bhow long have you been (?:around|going|in business|trading)\b/,
  ],
  [
    "duration",
    /\bhow much (?:faster|quicker|slower|sooner|longer)\b|\bhow much experience\b|\bhow many years\b|\bhow much (?:of )?(?:our|my) (?:own )?time\b|\bnet \d+\b|\bdays to pay\b/,
  ],
  ["price", /\bhow much\b|\bcosts?\b|\bprices?\b|\bpricing\b|\bbudget\b|\bcharged?\b|\bearn\b|\bpays?\b|\bsalary\b|\bfees?\b|\brates?\b|\bdeposit\b/],
  ["duration", /\bhow long\b|\bhow soon\b|\bhow quickly\b|\bhow fast\b|\bwhen\b|\bhow many (?:days|weeks|months|hours)\b|\btimeline\b/],
  ["frequency", /\bhow often\b|\bhow frequently\b/],
  ["count", /\bhow many\b|\bhow big\b|\bmaximum\b|\bminimum\b|\blimits?\b|\blength\b|\bany numbers\b|\bwhat (?:share|percentage|proportion)\b/],
  ["place", /^where\b|\bwhere (?:is|are|do|does|can|would|should|will|abouts)\b|\baddress\b|\blocated\b|\bbased\b/],
  ["person", /\bwho\b/],
];

/** The kind of fact a question (lower case, shorthand written out) asks for; "any" when it names none. */
export function askedIn(said: string): Asked {
  return asking.find(([, pattern]) => pattern.test(said))?.[0] ?? "any";
}

const number = "(?:\\d[\\d,.]*|one|two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen|twenty|thirty|a|an|half a)";
const { addressLocality, streetAddress } = companyProfile.postalAddress;
const placeWords = [addressLocality, ...streetAddress.split(/[\s,]+/).filter((word) => /^[A-Z][a-z]{3,}$/.test(word)), "studio", "remote"];

/** A sentence's values of one kind, as the language model finds them ("since 2014", "a 23% rise"). */
const holding = (kind: ValueKind) => ({ test: (text: string) => valuesIn(text).has(kind) });

/** How a sentence shows it holds the kind of fact asked for. */
export const evidence: Record<Asked, { test: (text: string) => boolean }> = {
  percentage: holding("percentage"),
  date: holding("date"),
  duration: new RegExp(
    `\\b${number}(?:\\s*(?:to|-|–|or)\\s*${number}| or more)?[- ](?:working[- ])?(?:minutes?|hours?|days?|weeks?|months?|years?|seconds?)\\b`,
    "i",
  ),
  price: /£\s?\d|\d\s?%|\bper cent\b|\b(?:is|costs?) free\b|\bfree of charge\b|\bno (?:charge|cost|fee)\b/i,
  place: new RegExp(`\\b(?:${placeWords.join("|")})`, "i"),
  person: /\b[A-Z][a-z]+ [A-Z][a-z]+\b/,
  count:
    /\b(?!(?:19|20)\d\d\b)\d[\d,.]*\b|\b(?:two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen|twenty|thirty|forty|fifty|hundred|every|daily|weekly|monthly|fortnightly)\b/i,
  frequency:
    /\bevery (?:\d|one|two|three|four|five|six|seven|eight|nine|ten|other|day|week|month|fortnight|sprint|weekday|quarter|year)\b|\b(?:daily|weekly|monthly|fortnightly|quarterly|yearly|annually|hourly|nightly)\b|\b(?:once|twice|\w+ times) (?:a|per|each)\b|\b(?:each|per) (?:day|week|month|fortnight|sprint|quarter|year|second|minute|hour)\b/i,
  any: /./,
};
