import "server-only";
import { after } from "next/server";
import { getServices } from "@/lib/content";
import { sendMail } from "@/lib/mail/send-mail";
import { composeNotification } from "./notification-email";
import type { ContactMessage } from "./schema";

const serviceNames = new Map(getServices().map((service) => [service.id, service.title]));

/** Sends the notification for a stored message; the message stays safely in Firestore whatever happens. */
function notifyContact(message: ContactMessage, id: string, sentAt: Date): Promise<boolean> {
  return sendMail("contact", `notification for ${id}`, (settings) => ({ to: settings.to, ...composeNotification(message, id, serviceNames, sentAt) }));
}

/**
 * Runs the notification once the answer has gone out (Next's `after`), so a slow mail server never
 * delays a visitor. Outside a request (a script, a test calling the handler) it runs on the next turn.
 */
export function notifyAfterResponse(message: ContactMessage, id: string, sentAt: Date): void {
  const task = () => notifyContact(message, id, sentAt).then(() => undefined);
  try {
    after(task);
  } catch {
    setImmediate(() => void task());
  }
}
