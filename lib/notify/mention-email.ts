/**
 * The e-mail that tells a member who was away that others mentioned them in the community chat: plain
 * text, one entry per mention (who, why, the message as it was said, the link that opens the chat at
 * that message), and a footer saying why it came, how to change it in the profile and how to stop it
 * with one click (List-Unsubscribe and List-Unsubscribe-Post, RFC 8058).
 *
 * Members' words (names, messages) are quoted on lines of their own, without format characters, and
 * with web addresses written so the e-mail program does not link them (lib/mail/quoted-text.ts): the
 * e-mail goes out under the site's name, and must not lend it to what a member wrote.
 */
import "server-only";
import { messagePath, type MentionKind } from "@/lib/community/mention-model";
import { unlinked, withoutFormatCharacters } from "@/lib/mail/quoted-text";

/**
 * One mention as a digest records and mails it: `excerpt` is the message as it was when it mentioned
 * the member, or null when it was edited since (the e-mail then says so, and links it).
 */
export type DigestMention = { messageId: string; fromName: string; kind: MentionKind; excerpt: string | null };

/** How much of a message an entry quotes, in characters. */
const excerptMax = 200;

/** The dashboard tab where a member turns mention e-mails on and off (components/members/dashboard-tabs.tsx). */
export const mentionSettingsPath = "/dashboard?tab=profile";

/** The route behind the unsubscribe link. */
export const mentionEmailsRoute = "/api/members/mention-emails";

/** Format characters removed; every control character and line or paragraph separator, and each run of white space, folded to one space. */
const oneLine = (value: string) =>
  withoutFormatCharacters(value)
    .replace(/[\p{Cc}\p{Zl}\p{Zp}\s]+/gu, " ")
    .trim();

/** A message's text as an entry quotes it: on one line, at most `excerptMax` characters (whole code points), "…" when cut. */
export function mentionExcerpt(text: string): string {
  const characters = [...oneLine(text)];
  return characters.length > excerptMax ? `${characters.slice(0, excerptMax).join("").trimEnd()}…` : characters.join("");
}

/** The link that opens the chat at a message. */
const messageLink = (origin: string, messageId: string) => `${origin}${messagePath(messageId)}`;

/** The unsubscribe link for a token. */
const unsubscribeLink = (origin: string, token: string) => `${origin}${mentionEmailsRoute}?token=${encodeURIComponent(token)}`;

const what = (kind: MentionKind) => (kind === "reply" ? "replied to you" : "mentioned you");

export type MentionDigestInput = {
  mentions: readonly DigestMention[];
  /** The site's public origin, without a trailing slash. */
  origin: string;
  /** The community's name in the subject and text (the company's). */
  siteName: string;
  /** The member's unsubscribe token. */
  token: string;
  /** At most one such e-mail this often, in minutes (said in the footer). */
  spacingMinutes: number;
};

export type MentionDigestMail = { subject: string; text: string; headers: Record<string, string> };

/** "each hour", "every 2 hours", "each minute", "every 15 minutes". */
const every = (minutes: number) =>
  minutes === 60 ? "each hour" : minutes % 60 === 0 ? `every ${minutes / 60} hours` : minutes === 1 ? "each minute" : `every ${minutes} minutes`;

/**
 * The digest's subject, text and headers. Names and excerpts are members' words: each is put on one
 * line of its own (an excerpt after "> "), so none can add a header or pass for the e-mail's own lines.
 */
export function composeMentionDigest({ mentions, origin, siteName, token, spacingMinutes }: MentionDigestInput): MentionDigestMail {
  const community = `the ${oneLine(siteName)} community`;
  const [first] = mentions;
  const subject =
    mentions.length === 1 && first
      ? `${oneLine(first.fromName) || "A member"} ${what(first.kind)} in ${community}`
      : `${mentions.length} new mentions in ${community}`;
  const unsubscribe = unsubscribeLink(origin, token);
  const quotes = mentions.map((mention) => (mention.excerpt === null ? null : mentionExcerpt(mention.excerpt)));
  const entries = mentions.flatMap((mention, index) => {
    const quote = quotes[index];
    return [
      `${oneLine(mention.fromName) || "A member"} ${what(mention.kind)}:`,
      quote === null || quote === undefined ? "(The message was edited after it was sent: read it in the chat.)" : `> ${unlinked(quote)}`,
      messageLink(origin, mention.messageId),
      "",
    ];
  });
  const addressesWritten = quotes.some((quote) => quote !== null && quote !== undefined && unlinked(quote) !== quote);
  const text = [
    `While you were away, members of ${community} wrote to you in the chat.`,
    "",
    ...entries,
    ...(addressesWritten ? ["Web addresses in members' messages are written with [.] so this e-mail does not link them: follow them in the chat.", ""] : []),
    "-- ",
    `You get this e-mail because you are a member of ${community} and were mentioned while away; at most one comes ${every(spacingMinutes)}.`,
    `Turn mention e-mails on or off in your profile: ${origin}${mentionSettingsPath}`,
    `Stop them with one click: ${unsubscribe}`,
  ].join("\n");
  return { subject, text, headers: { "List-Unsubscribe": `<${unsubscribe}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" } };
}
