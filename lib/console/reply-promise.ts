/**
 * How long a lead has waited against the reply the site promises ("a senior engineer replies within one
 * working day"). Working days are Monday to Friday in the studio's time zone: a message that arrives at
 * the weekend starts its clock on Monday at midnight. Pure, for the console and its tests.
 */

export type ReplyPromise = {
  amount: number;
  unit: "hour" | "working day" | "day" | "week" | "month";
  /** As the contact page says it: "one working day". */
  text: string;
  /** An IANA time zone: where the working days are counted. */
  timeZone: string;
};

const minute = 60 * 1000;
const hour = 60 * minute;
const day = 24 * hour;

const formats = new Map<string, Intl.DateTimeFormat>();

/** The wall-clock time in `timeZone` at `ms`, as milliseconds of a UTC date with the same fields. */
function wallClock(ms: number, timeZone: string): number {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-GB", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    });
    formats.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(ms).map((part) => [part.type, Number(part.value)]));
  return Date.UTC(parts.year ?? 1970, (parts.month ?? 1) - 1, parts.day ?? 1, parts.hour ?? 0, parts.minute ?? 0, parts.second ?? 0) + (ms % 1000);
}

const weekend = (wall: number) => [0, 6].includes(new Date(wall).getUTCDay());

/** When the reply to a message received at `receivedMs` is due. */
export function replyDue(receivedMs: number, promise: ReplyPromise): number {
  if (promise.unit !== "working day") {
    const span = { hour, day, week: 7 * day, month: 30 * day }[promise.unit];
    return receivedMs + promise.amount * span;
  }
  const offset = wallClock(receivedMs, promise.timeZone) - receivedMs;
  let wall = receivedMs + offset;
  if (weekend(wall)) {
    while (weekend(wall)) wall = Math.floor(wall / day) * day + day;
  }
  for (let counted = 0; counted < promise.amount; counted += 1) {
    wall += day;
    while (weekend(wall)) wall += day;
  }
  return wall - offset;
}

/**
 * The latest receipt time whose reply is due by `now`: every message received at or before it is
 * overdue if still unanswered. To the minute, for a query's bound.
 */
export function overdueBefore(now: number, promise: ReplyPromise): number {
  let low = now - 60 * day;
  let high = Math.floor(now / minute) * minute;
  if (replyDue(high, promise) <= now) return high;
  while (high - low > minute) {
    const middle = Math.floor((low + high) / 2 / minute) * minute;
    if (replyDue(middle, promise) <= now) low = middle;
    else high = middle;
  }
  return low;
}

/** "3 h", "2 d 4 h", "12 min": a span for a list, to the minute under an hour. */
export function spanLabel(ms: number): string {
  const minutes = Math.max(0, Math.round(ms / minute));
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} h`;
  const days = Math.floor(hours / 24);
  const rest = hours % 24;
  return rest ? `${days} d ${rest} h` : `${days} d`;
}

export type LeadClock = { overdue: boolean; due: number; label: string };

/** Where a lead waiting for its first reply stands: "due in 5 h" or "overdue by 1 d 2 h". */
export function leadClock(receivedMs: number, now: number, promise: ReplyPromise): LeadClock {
  const due = replyDue(receivedMs, promise);
  const overdue = due <= now;
  return { overdue, due, label: overdue ? `Overdue by ${spanLabel(now - due)}` : `Due in ${spanLabel(due - now)}` };
}
