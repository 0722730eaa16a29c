import { absoluteUrl, replyPromiseTerms } from "@/lib/content/company";
import { oneLine, quotedLines as quoted } from "@/lib/mail/quoted-text";
import { replyDue } from "./reply-promise";

const utc = (date: Date) => date.toUTCString().replace(/:\d\d GMT$/, " UTC");

/** How much of the lead's message the e-mail quotes, in characters. */
const messageExcerpt = 800;

/** At most `max` characters (whole code points), with "…" when cut. */
const excerpt = (text: string, max: number) => {
  const characters = [...text];
  return characters.length > max ? `${characters.slice(0, max).join("")}…` : text;
};

/**
 * The e-mail that tells an admin a lead is theirs now. Its own lines (who assigned it, when it is due,
 * the link to the admin's leads, the lead's id) come first; everything the lead wrote (name, address,
 * subject, message) comes after "The message:", each line quoted with "> ", so nothing a lead types can
 * pass for one of the e-mail's own lines. The lead's subject is in the e-mail's subject too, on one line.
 */
export function composeAssignmentMail(lead: Record<string, unknown>, leadId: string, byName: string): { subject: string; text: string } {
  const createdAt = lead.createdAt as { toDate?: () => unknown } | undefined;
  const receivedAt = createdAt?.toDate?.();
  const received = receivedAt instanceof Date ? receivedAt : null;
  const due = received ? new Date(replyDue(received.getTime(), replyPromiseTerms)) : null;
  const subject = oneLine(lead.subject);
  const lines = [
    `${oneLine(byName)} assigned you a lead in the staff console.`,
    "",
    `Your leads: ${absoluteUrl("/console/leads?assignee=mine")}`,
    `Lead id: ${leadId}`,
    ...(received ? [`Received: ${utc(received)}`] : []),
    ...(due ? [`Reply due: ${utc(due)} (the site promises a reply within ${replyPromiseTerms.text})`] : []),
    "",
    "The message:",
    ...quoted(
      [`From: ${oneLine(lead.name)} <${oneLine(lead.email)}>`, `Subject: ${subject}`, "", excerpt(String(lead.message ?? ""), messageExcerpt)].join("\n"),
    ),
  ];
  return { subject: `Lead assigned to you: ${subject}`, text: lines.join("\n") };
}
