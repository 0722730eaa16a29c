import type { ContactMessage } from "./schema";

/** The e-mail that tells the agency a message arrived, sent through lib/mail after the message is stored. */
export type Notification = { subject: string; text: string; replyTo: { name: string; address: string } };

/**
 * Plain text only: the visitor's words go into the mail as they were typed, never as markup. The
 * schema has already refused control characters, so no field can add a header line.
 */
export function composeNotification(message: ContactMessage, id: string, serviceNames: ReadonlyMap<string, string>, sentAt: Date): Notification {
  const services = message.services.map((serviceId) => serviceNames.get(serviceId) ?? serviceId);
  const text = [
    `A message arrived through the website's contact form.`,
    "",
    `Name:     ${message.name}`,
    `E-mail:   ${message.email}`,
    `Phone:    ${message.phone || "not given"}`,
    `Services: ${services.length > 0 ? services.join(", ") : "none chosen"}`,
    `Subject:  ${message.subject}`,
    `Sent:     ${sentAt.toISOString()}`,
    `Stored:   contact_messages/${id}`,
    "",
    message.message,
    "",
    "-- ",
    "Reply to this e-mail to answer the sender directly.",
  ].join("\n");
  return { subject: `Website enquiry: ${message.subject}`, text, replyTo: { name: message.name, address: message.email } };
}
