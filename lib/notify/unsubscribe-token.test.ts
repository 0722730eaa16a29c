/**
 * @jest-environment node
 */
import { checkUnsubscribeToken, mentionEmailSecret, unsubscribeToken, unsubscribeTokenDays } from "./unsubscribe-token";

const secret = "s".repeat(40);
const now = new Date("2026-12-01T12:00:00Z");
const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

describe("mentionEmailSecret", () => {
  it("takes a secret of 32 characters or more, and says why it refuses another", () => {
    expect(mentionEmailSecret({ MENTION_EMAIL_SECRET: ` ${secret} ` })).toEqual({ ok: true, secret });
    expect(mentionEmailSecret({})).toEqual({ ok: false, problem: "MENTION_EMAIL_SECRET is not set." });
    expect(mentionEmailSecret({ MENTION_EMAIL_SECRET: "short" })).toMatchObject({ ok: false, problem: expect.stringContaining("at least 32") });
  });
});

describe("unsubscribe tokens", () => {
  it("name their member, and only while they last", () => {
    const token = unsubscribeToken(secret, "member-1", now);
    expect(token).toMatch(/^[A-Za-z0-9_-]+\.\d+\.[A-Za-z0-9_-]+$/);
    expect(checkUnsubscribeToken(secret, token, now)).toEqual({ ok: true, uid: "member-1", issuedAt: now });
    const almost = new Date(now.getTime() + unsubscribeTokenDays * 86_400_000 - 1000);
    expect(checkUnsubscribeToken(secret, token, almost)).toEqual({ ok: true, uid: "member-1", issuedAt: now });
    // Made within a second: its time is that second's.
    expect(checkUnsubscribeToken(secret, unsubscribeToken(secret, "member-1", new Date(now.getTime() + 999)), now)).toMatchObject({ issuedAt: now });
    const after = new Date(now.getTime() + unsubscribeTokenDays * 86_400_000);
    expect(checkUnsubscribeToken(secret, token, after)).toEqual({ ok: false, reason: "expired" });
  });

  it("are refused when changed in any part, signed with another secret, or malformed", () => {
    const token = unsubscribeToken(secret, "member-1", now);
    const [uid = "", expires = "", signature = ""] = token.split(".");
    const other = Buffer.from("member-2").toString("base64url");
    const flipped = `${signature.startsWith("A") ? "B" : "A"}${signature.slice(1)}`;
    // The last character's spare bits changed: the same bytes, but not the token that was sent.
    const last = signature.at(-1) ?? "";
    const spare = `${signature.slice(0, -1)}${alphabet[alphabet.indexOf(last) ^ 1]}`;
    for (const bad of [
      `${other}.${expires}.${signature}`,
      `${uid}.${Number(expires) + 86_400}.${signature}`,
      `${uid}.${expires}.${flipped}`,
      `${uid}.${expires}.${spare}`,
      `${uid}.${expires}.${signature}A`,
      unsubscribeToken("t".repeat(40), "member-1", now),
      "",
      "abc",
      `${uid}.${expires}`,
      `${uid}.${expires}.${signature}.x`,
      `${uid}.-1.${signature}`,
      `${uid}.${expires}.${signature.replace(/./, "+")}`,
    ]) {
      expect(checkUnsubscribeToken(secret, bad, now)).toEqual({ ok: false, reason: "invalid" });
    }
    expect(checkUnsubscribeToken(secret, null, now)).toEqual({ ok: false, reason: "invalid" });
  });

  it("carry uids of any characters a document id may have, and no other", () => {
    const token = unsubscribeToken(secret, "a.b c ü", now);
    expect(checkUnsubscribeToken(secret, token, now)).toEqual({ ok: true, uid: "a.b c ü", issuedAt: now });
    for (const uid of ["a/b", "..", "__name__"])
      expect(checkUnsubscribeToken(secret, unsubscribeToken(secret, uid, now), now)).toEqual({ ok: false, reason: "invalid" });
  });
});
