import type { OperatorRole } from "@/lib/members/operator-role.mjs";
import type { ReturnedMessage } from "./chat-sends";
import { messageFromData, type ChatMessage, type MessageData, type StaffRoles } from "./message";

/**
 * The chat's newest page as the server read it for a signed-in member (their session cookie), to be
 * drawn before the browser has connected: plain data, as a server component hands it to the page.
 */
export type FirstChatPage = {
  uid: string;
  email: string;
  /** The member's operator role, from their session's claims. */
  role: OperatorRole | null;
  /** Blocked members read the chat but may not react, reply or report. */
  blocked: boolean;
  /** Oldest first. */
  messages: MessageData[];
  /** The member's read mark (ms): the "New messages" divider goes after it. */
  unreadAfter: number | null;
  /** Who wears a staff badge. */
  staff: [string, OperatorRole][];
  /** The originals replies quote that are not on the page; null when the member may not read one (or it is gone). */
  quotes: [string, MessageData | null][];
  /** How many members the presence summary counted online; null when there is none. */
  online: number | null;
  /** The time zone and the moment the page was written in, so the browser draws it the same. */
  timeZone: string;
  now: number;
};

/** The first page as the chat's own values. */
export type FirstChatView = {
  uid: string;
  email: string;
  role: OperatorRole | null;
  blocked: boolean;
  messages: ChatMessage[];
  unreadAfter: Date | null;
  staff: StaffRoles;
  quotes: ReadonlyMap<string, ChatMessage | null>;
  online: number | null;
  timeZone: string;
  now: Date;
  /** The page's script nonce (rendered on request). */
  nonce?: string;
  /** A message the chat's form posted without JavaScript that the server refused: back in the box, with why. */
  returned?: ReturnedMessage | null;
};

const present = <T>(value: T | null): value is T => value !== null;

export function viewOfFirstPage(first: FirstChatPage): FirstChatView {
  return {
    ...first,
    messages: first.messages.map(messageFromData).filter(present),
    unreadAfter: first.unreadAfter === null ? null : new Date(first.unreadAfter),
    staff: new Map(first.staff),
    quotes: new Map(first.quotes.map(([id, quoted]) => [id, quoted === null ? null : messageFromData(quoted)])),
    now: new Date(first.now),
  };
}

/** "N members online", as the chat's header says it; empty when unknown. */
export const onlineLabel = (count: number | null | undefined) =>
  count === null || count === undefined ? "" : count === 1 ? "1 member online" : `${count} members online`;
