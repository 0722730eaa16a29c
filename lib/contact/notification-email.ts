import { oneLine, quotedLines } from "@/lib/mail/quoted-text";
import type { ContactMessage } from "./schema";

/** The e-mail that tells the agency a message arrived, sent through lib/mail after the message is stored. */
export type Notification = { subject: string; text: string; replyTo: { name: string; address: string } };

/**
 * Plain text only. The e-mail's own lines (what arrived, when, where it is stored, the services chosen
 * from the site's list) come first; everything the visitor typed (name, address, phone, subject,
 * message) comes after "The message:", each line quoted with "> ", so no visitor's words can pass for a
 * header or one of the e-mail's own lines. The subject is in the e-mail's subject too, on one line.
 */
export function composeNotification(message: ContactMessage, id: string, serviceNames: ReadonlyMap<string, string>, sentAt: Date): Notification {
  const services = message.services.map((serviceId) => serviceNames.get(serviceId) ?? serviceId);
  const text = [
    `A message arrived through the website's contact form.`,
    "",
    `Services: ${services.length > 0 ? services.join(", ") : "none chosen"}`,
    `Sent:     ${sentAt.toISOString()}`,
    `Stored:   contact_messages/${id}`,
    "",
    "The message:",
    ...quotedLines(
      [
        `From: ${oneLine(message.name)} <${oneLine(message.email)}>`,
        `Phone: ${message.phone ? oneLine(message.phone) : "not given"}`,
        `Subject: ${oneLine(message.subject)}`,
        "",
        message.message,
      ].join("\n"),
    ),
    "",
    "-- ",
    "Reply to this e-mail to answer the sender directly.",
  ].join("\n");
  return { subject: `Website enquiry: ${oneLine(message.subject)}`, text, replyTo: { name: oneLine(message.name), address: message.email } };
}
