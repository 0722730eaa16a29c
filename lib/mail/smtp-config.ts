import "@/lib/validation/jitless";
import { z } from "zod";

/**
 * The mail server the site sends through, from the server's environment (all optional: unset
 * SMTP_HOST, no e-mail is sent):
 * - SMTP_HOST, SMTP_PORT (default 587), SMTP_SECURE (true for TLS from the start; default: port 465);
 * - SMTP_USER and SMTP_PASSWORD, both or neither;
 * - SMTP_FROM, the sender (default: SMTP_USER when it is an address, else the agency's address);
 * - SMTP_TO, the agency's recipients of its own notifications, comma-separated (default: the
 *   agency's public address).
 */
export type SmtpSettings = {
  host: string;
  port: number;
  secure: boolean;
  auth?: { user: string; pass: string };
  from: string;
  to: string[];
};

export type SmtpConfig = { status: "off" } | { status: "invalid"; problems: string[] } | { status: "on"; settings: SmtpSettings };

type Env = Record<string, string | undefined>;

const address = z.email();
const isAddress = (value: string) => address.safeParse(value).success;
/** "Name <address>" or a bare address. */
const isMailbox = (value: string) => isAddress(value) || (/^[^<>\r\n]*<[^<>\s]+>$/.test(value) && isAddress(value.replace(/^[^<]*<|>$/g, "")));

export function readSmtpConfig(env: Env, agencyEmail: string): SmtpConfig {
  const value = (name: string) => env[name]?.trim() ?? "";
  const host = value("SMTP_HOST");
  if (!host) return { status: "off" };
  const problems: string[] = [];

  const portText = value("SMTP_PORT") || "587";
  const port = Number(portText);
  if (!/^\d+$/.test(portText) || port < 1 || port > 65535) problems.push(`SMTP_PORT must be a port number (1-65535), not "${portText}".`);

  const secureText = value("SMTP_SECURE").toLowerCase();
  if (secureText && secureText !== "true" && secureText !== "false") problems.push(`SMTP_SECURE must be true or false, not "${value("SMTP_SECURE")}".`);
  const secure = secureText ? secureText === "true" : port === 465;

  const user = value("SMTP_USER");
  const pass = env.SMTP_PASSWORD ?? "";
  if (Boolean(user) !== Boolean(pass)) problems.push("Set SMTP_USER and SMTP_PASSWORD together, or neither.");

  const from = value("SMTP_FROM") || (isAddress(user) ? user : agencyEmail);
  if (!isMailbox(from)) problems.push(`SMTP_FROM must be an e-mail address or "Name <address>", not "${from}".`);

  const to = (value("SMTP_TO") || agencyEmail)
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  const badRecipients = to.filter((entry) => !isMailbox(entry));
  if (to.length === 0 || badRecipients.length > 0) problems.push(`SMTP_TO must list e-mail addresses separated by commas, not "${value("SMTP_TO")}".`);

  if (problems.length > 0) return { status: "invalid", problems };
  return { status: "on", settings: { host, port, secure, ...(user ? { auth: { user, pass } } : {}), from, to } };
}
