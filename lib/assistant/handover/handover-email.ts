/**
 * The two e-mails a question handed to the team sends: one to the agency, with the question and the
 * conversation it came from, and a confirmation to the visitor quoting their question. Plain text. The
 * e-mail's own lines come first; everything a visitor wrote (name, address, question, their side of
 * the conversation) is quoted with "> " on lines of its own, so nothing they type can pass for a header
 * or for one of the e-mail's lines.
 */
import { absoluteUrl, companyProfile, replyPromise } from "@/lib/content/company";
import { oneLine, quotedLines, unlinked } from "@/lib/mail/quoted-text";
import type { Handover } from "./handover-request";

export type HandoverMail = { subject: string; text: string };

const speaker = { user: "Visitor", assistant: "Assistant" } as const;

/** At most `max` characters (whole code points) of one line, with "…" when cut. */
const clipped = (text: string, max: number) => {
  const characters = [...oneLine(text)];
  return characters.length > max ? `${characters.slice(0, max).join("")}…` : characters.join("");
};

/** The e-mail that tells the agency a visitor handed a question to the team. */
export function composeHandoverNotification(handover: Handover, id: string, sentAt: Date): HandoverMail & { replyTo: { name: string; address: string } } {
  const from = handover.name ? `${oneLine(handover.name)} <${oneLine(handover.email)}>` : `<${oneLine(handover.email)}> (no name given)`;
  const conversation = handover.conversation.flatMap((message) => [`${speaker[message.role]}:`, ...quotedLines(message.content), ""]);
  const lines = [
    "A visitor sent a question to the team from the website's assistant.",
    "",
    `Asked on: ${handover.page ? absoluteUrl(handover.page) : "a page not given"}`,
    `Sent:     ${sentAt.toISOString()}`,
    `Stored:   contact_messages/${id}`,
    `Reply within ${replyPromise}, as the site promises. The lead is in the console: ${absoluteUrl("/console/leads")}`,
    "",
    "From:",
    ...quotedLines(from),
    "",
    "The question:",
    ...quotedLines(handover.question),
    "",
    ...(conversation.length > 0 ? [`The conversation before it (the last ${handover.conversation.length} messages):`, "", ...conversation] : []),
    "-- ",
    "Reply to this e-mail to answer the visitor directly.",
  ];
  return {
    subject: `Question from the assistant: ${clipped(handover.question, 80)}`,
    text: lines.join("\n"),
    replyTo: { name: oneLine(handover.name), address: handover.email },
  };
}

/**
 * The confirmation the visitor gets: what they asked, quoted (addresses in it written so that mail
 * programs do not link them: the e-mail goes to whatever address was typed, so it must not carry a
 * link someone else wrote), when to expect the reply, and how to add to it.
 */
export function composeHandoverConfirmation(handover: Handover): HandoverMail {
  const greeting = handover.name ? `Hello ${oneLine(handover.name).split(/\s+/)[0]},` : "Hello,";
  const lines = [
    greeting,
    "",
    `Thank you for your question. It is with the ${companyProfile.name} team now, and ${companyProfile.contact.replies}.`,
    "",
    "You asked:",
    ...quotedLines(unlinked(handover.question)),
    "",
    `To add anything, reply to this e-mail. If you did not ask this on ${absoluteUrl("/")}, you can ignore this e-mail: nothing more will be sent.`,
    "",
    "-- ",
    `${companyProfile.name} · ${absoluteUrl("/")}`,
  ];
  return { subject: `We have your question: ${clipped(unlinked(handover.question), 60)}`, text: lines.join("\n") };
}
