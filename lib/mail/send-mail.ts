/**
 * The site's one mailer: every e-mail the server sends (the contact form's notifications, the console's
 * assignment e-mails, the mention digests) goes through `sendMail`, over the SMTP server of
 * lib/mail/smtp-config.ts.
 */
import "server-only";
import nodemailer, { type Transporter } from "nodemailer";
import { companyProfile } from "@/lib/content/company";
import { describeError } from "@/lib/http/describe-error";
import { readSmtpConfig, type SmtpConfig, type SmtpSettings } from "./smtp-config";

/** A slow or silent mail server gives up well before a reverse proxy would notice anything. */
const smtpTimeouts = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 } as const;

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
