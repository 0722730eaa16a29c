import "server-only";
import { after } from "next/server";
import nodemailer, { type Transporter } from "nodemailer";
import { getServices } from "@/lib/content";
import { companyProfile } from "@/lib/content/company";
import { describeError } from "@/lib/http/describe-error";
import { composeNotification, readSmtpConfig, type SmtpConfig, type SmtpSettings } from "./notification-email";
import type { ContactMessage } from "./schema";

/** A slow or silent mail server gives up well before a reverse proxy would notice anything. */
const smtpTimeouts = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 } as const;

const serviceNames = new Map(getServices().map((service) => [service.id, service.title]));

let transport: { key: string; transporter: Transporter } | undefined;
let reportedProblems = "";

function transporterFor(settings: SmtpSettings): Transporter {
  const key = JSON.stringify(settings);
  if (transport?.key !== key) {
    transport?.transporter.close();
    transport = {
      key,
      transporter: nodemailer.createTransport({
        host: settings.host,
        port: settings.port,
        secure: settings.secure,
        ...(settings.auth ? { auth: settings.auth } : {}),
        ...smtpTimeouts,
      }),
    };
  }
  return transport.transporter;
}

/** Read per call, so a test or an operator's restart with new values takes effect at once. */
export function smtpConfig(): SmtpConfig {
  return readSmtpConfig(process.env, companyProfile.email);
}

/** One e-mail: `headers` adds lines of its own (List-Unsubscribe), `messageId` sets its Message-ID (`<id@host>`). */
type Mail = {
  to: string | string[];
  subject: string;
  text: string;
  replyTo?: { name: string; address: string };
  headers?: Record<string, string>;
  messageId?: string;
};

/**
 * Sends one e-mail through the configured server. Never throws: a failure is logged as `[scope] what
 * failed` (without the password, which nodemailer's errors do not carry). Resolves to whether the server took it.
 */
export async function sendMail(scope: string, what: string, mail: (settings: SmtpSettings) => Mail): Promise<boolean> {
  const config = smtpConfig();
  if (config.status === "off") return false;
  if (config.status === "invalid") {
    const problems = config.problems.join(" ");
    // Once per distinct problem, not once per message.
    if (problems !== reportedProblems) console.error(`[${scope}] e-mail notifications are off: ${problems}`);
    reportedProblems = problems;
    return false;
  }
  const { settings } = config;
  try {
    await transporterFor(settings).sendMail({ from: settings.from, ...mail(settings) });
    return true;
  } catch (error) {
    console.error(`[${scope}] ${what} failed: ${describeError(error)}`);
    return false;
  }
}

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
