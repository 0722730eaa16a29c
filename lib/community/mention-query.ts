/**
 * The mention being typed in the send box: "@" at the start of the text or after a space, then the
 * start of a member's name up to the caret (names have spaces in them, so the query may too), and the
 * text once a member is chosen for it.
 */
import { nameLimits } from "@/lib/members/visible-text";

/** "@query" in the text: where its "@" is, where it ends (the caret) and what follows the "@". */
export type MentionQuery = { start: number; end: number; query: string };

/**
 * The mention being typed at `caret` in `text`, or null: none when the "@" follows a letter (an e-mail
 * address), nothing follows it yet, a space follows it straight away, or the query runs onto another
 * line or past the longest name.
 */
export function mentionQueryAt(text: string, caret: number): MentionQuery | null {
  const before = text.slice(0, caret);
  const at = before.lastIndexOf("@");
  if (at < 0 || (at > 0 && !/\s/.test(before.charAt(at - 1)))) return null;
  const query = before.slice(at + 1);
  if (query.length === 0 || query.length > nameLimits.max || /^\s/.test(query) || /[\r\n]/.test(query)) return null;
  return { start: at, end: caret, query };
}

/** Whether `name` starts with what was typed (in any case): the directory's search, as the browser can check it. */
export const nameStartsWith = (name: string, typed: string) => name.toLowerCase().startsWith(typed.toLowerCase());

/**
 * `text` with the mention being typed replaced by "@Name " (no second space when one follows already),
 * and where the caret goes: after that space.
 */
export function withMention(text: string, typed: MentionQuery, name: string): { text: string; caret: number } {
  const after = text.slice(typed.end);
  const mention = `@${name}`;
  const next = `${text.slice(0, typed.start)}${mention}${after.startsWith(" ") ? "" : " "}${after}`;
  return { text: next, caret: typed.start + mention.length + 1 };
}
