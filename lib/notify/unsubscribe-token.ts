/**
 * The token in a mention e-mail's unsubscribe link: who it is for, what it may do and until when,
 * signed with HMAC-SHA256 under MENTION_EMAIL_SECRET, so the link turns off that member's mention
 * e-mails without their signing in, and no one can make one for another member.
 *
 * Shape: `<uid, base64url>.<expiry, unix seconds>.<signature, base64url>`; the signature covers the
 * purpose too, so a token made for something else never passes here.
 */
import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { isDocumentId } from "@/lib/firebase/document-id";

/** What a token may do: only turn off mention e-mails. */
const purpose = "mention-emails-off";

/** How long an unsubscribe link works after its e-mail was sent. */
export const unsubscribeTokenDays = 90;

/** The shortest secret accepted: 32 characters (e.g. `openssl rand -base64 32` gives 44). */
const secretMinLength = 32;

type Env = Record<string, string | undefined>;

export type SecretCheck = { ok: true; secret: string } | { ok: false; problem: string };

/** MENTION_EMAIL_SECRET, or why it cannot sign links (missing or too short). */
export function mentionEmailSecret(env: Env = process.env): SecretCheck {
  const secret = env.MENTION_EMAIL_SECRET?.trim() ?? "";
  if (!secret) return { ok: false, problem: "MENTION_EMAIL_SECRET is not set." };
  if (secret.length < secretMinLength) return { ok: false, problem: `MENTION_EMAIL_SECRET must be at least ${secretMinLength} characters.` };
  return { ok: true, secret };
}

const sign = (secret: string, uid: string, expires: number) => createHmac("sha256", secret).update(`${purpose}\n${uid}\n${expires}`).digest("base64url");

/** A token that lets its bearer turn off `uid`'s mention e-mails until `unsubscribeTokenDays` after `now`. */
export function unsubscribeToken(secret: string, uid: string, now: Date = new Date()): string {
  const expires = Math.floor(now.getTime() / 1000) + unsubscribeTokenDays * 86_400;
  return `${Buffer.from(uid, "utf8").toString("base64url")}.${expires}.${sign(secret, uid, expires)}`;
}

/** Whose token it is and when it was made (its expiry less its lifetime, to the second). */
export type TokenCheck = { ok: true; uid: string; issuedAt: Date } | { ok: false; reason: "invalid" | "expired" };

const base64url = /^[A-Za-z0-9_-]+$/;

/**
 * Whose token it is, or why it is refused: malformed, tampered or naming no possible member (a uid no
 * document could have, which only this server could have signed: "invalid"), or past its expiry
 * ("expired").
 */
export function checkUnsubscribeToken(secret: string, token: string | null | undefined, now: Date = new Date()): TokenCheck {
  const parts = (token ?? "").split(".");
  if (parts.length !== 3) return { ok: false, reason: "invalid" };
  const [uidPart = "", expiresPart = "", signature = ""] = parts;
  if (!base64url.test(uidPart) || !/^\d{1,12}$/.test(expiresPart) || !base64url.test(signature)) return { ok: false, reason: "invalid" };
  const uid = Buffer.from(uidPart, "base64url").toString("utf8");
  const expires = Number(expiresPart);
  // The uid must round-trip (no stray bits in the encoding): one token per uid and expiry.
  if (!uid || Buffer.from(uid, "utf8").toString("base64url") !== uidPart) return { ok: false, reason: "invalid" };
  if (!isDocumentId(uid)) return { ok: false, reason: "invalid" };
  const expected = Buffer.from(sign(secret, uid, expires), "base64url");
  const given = Buffer.from(signature, "base64url");
  // Only the one spelling of the signature: base64url's spare bits in its last character must be zero.
  if (given.toString("base64url") !== signature) return { ok: false, reason: "invalid" };
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: "invalid" };
  if (expires * 1000 <= now.getTime()) return { ok: false, reason: "expired" };
  return { ok: true, uid, issuedAt: new Date((expires - unsubscribeTokenDays * 86_400) * 1000) };
}
