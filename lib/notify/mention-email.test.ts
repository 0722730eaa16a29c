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
    expect(mail.text).toContain("> line one -- Turn off: https[:]//evil[.]example <b>x</b>\n");
    expect(mail.text.split("\n").filter((line) => line === "-- ")).toHaveLength(1);
  });

  it("takes format characters out of members' words: no override turns a line around, nothing hides in a name", () => {
    const mail = composeMentionDigest({
      ...base,
      mentions: [{ messageId: "m1", fromName: "Ev\u200Be \u202Enimda", kind: "mention", excerpt: "Pay \u202Efdp.exe\u202C today\u2066!\u2069" }],
    });
    expect(mail.subject).toBe("Eve nimda mentioned you in the Northbeam community");
    expect(mail.text).toContain("Eve nimda mentioned you:\n> Pay fdp[.]exe today!\n");
    expect(mail.text).not.toMatch(/\p{Cf}/u);
  });

  it("writes web addresses in members' words so the e-mail does not link them, and says so", () => {
    const phishing = "URGENT from Northbeam staff: verify your account at https://northbeam-support.com/login or www.nb-help.net";
    const mail = composeMentionDigest({ ...base, mentions: [{ ...alex, excerpt: phishing }] });
    expect(mail.text).toContain("> URGENT from Northbeam staff: verify your account at https[:]//northbeam-support[.]com/login or www[.]nb-help[.]net\n");
    expect(mail.text).toContain("Web addresses in members' messages are written with [.] so this e-mail does not link them");
    expect(mail.text).not.toMatch(/https:\/\/northbeam-support|nb-help\.net/);
    // The e-mail's own links stay links, and a message with no address gets no such line.
    expect(mail.text).toContain("https://www.example.com/community-chat?message=m1");
    expect(composeMentionDigest({ ...base, mentions: [alex] }).text).not.toContain("written with [.]");
  });

  it("quotes nothing of a message edited since it mentioned the member, and says it was edited", () => {
    const mail = composeMentionDigest({ ...base, mentions: [{ ...alex, excerpt: null }] });
    expect(mail.text).toContain(
      "Alex Morgan mentioned you:\n(The message was edited after it was sent: read it in the chat.)\nhttps://www.example.com/community-chat?message=m1\n",
    );
    expect(mail.text).not.toContain("> ");
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
