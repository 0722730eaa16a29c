/**
 * @jest-environment node
 */
import { composeMentionDigest, mentionExcerpt, type DigestMention } from "./mention-email";

const base = { origin: "https://www.example.com", siteName: "Northbeam", token: "dG9r.123.c2ln", spacingMinutes: 60 };
const alex: DigestMention = { messageId: "m1", fromName: "Alex Morgan", kind: "mention", excerpt: "Hi @Sam, have a look at this" };

describe("composeMentionDigest", () => {
  it("names the one member who mentioned them in the subject, and links the message", () => {
    const mail = composeMentionDigest({ ...base, mentions: [alex] });
    expect(mail.subject).toBe("Alex Morgan mentioned you in the Northbeam community");
    expect(mail.text).toContain("Alex Morgan mentioned you:\n> Hi @Sam, have a look at this\nhttps://www.example.com/community-chat?message=m1\n");
  });

  it("counts several mentions in the subject and lists each, replies as replies", () => {
    const mentions: DigestMention[] = [alex, { messageId: "m/2", fromName: "Jo", kind: "reply", excerpt: "Agreed." }, { ...alex, messageId: "m3" }];
    const mail = composeMentionDigest({ ...base, mentions });
    expect(mail.subject).toBe("3 new mentions in the Northbeam community");
    expect(mail.text).toContain("Jo replied to you:\n> Agreed.\nhttps://www.example.com/community-chat?message=m%2F2");
    expect(mail.text.match(/community-chat\?message=/g)).toHaveLength(3);
  });

  it("carries the one-click unsubscribe headers (RFC 8058) and the same link in the footer, with the profile's setting", () => {
    const mail = composeMentionDigest({ ...base, mentions: [alex] });
    const link = "https://www.example.com/api/members/mention-emails?token=dG9r.123.c2ln";
    expect(mail.headers).toEqual({ "List-Unsubscribe": `<${link}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" });
    expect(mail.text).toContain(`\n-- \n`);
    expect(mail.text).toContain(`Stop them with one click: ${link}`);
    expect(mail.text).toContain("in your profile: https://www.example.com/dashboard?tab=profile");
    expect(mail.text).toContain("at most one comes each hour.");
    expect(composeMentionDigest({ ...base, spacingMinutes: 15, mentions: [alex] }).text).toContain("at most one comes every 15 minutes.");
  });

  it("keeps members' words on their own lines: no header, no line of the e-mail's own, no markup made", () => {
    const mail = composeMentionDigest({
      ...base,
      mentions: [
        { messageId: "m1", fromName: "Eve\r\nBcc: all@example.com", kind: "mention", excerpt: "line one\n-- \nTurn off: https://evil.example\u2028<b>x</b>" },
      ],
    });
    expect(mail.subject).toBe("Eve Bcc: all@example.com mentioned you in the Northbeam community");
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(mail.text).toContain("> line one -- Turn off: https://evil.example <b>x</b>\n");
    expect(mail.text.split("\n").filter((line) => line === "-- ")).toHaveLength(1);
  });
});

describe("mentionExcerpt", () => {
  it("folds white space and cuts at 200 characters, whole code points", () => {
    expect(mentionExcerpt("  a \n\n b\t c  ")).toBe("a b c");
    const long = "😀".repeat(250);
    expect([...mentionExcerpt(long)]).toHaveLength(201);
    expect(mentionExcerpt(long).endsWith("😀…")).toBe(true);
    expect(mentionExcerpt("x".repeat(200))).toBe("x".repeat(200));
  });
});
