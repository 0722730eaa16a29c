import { composeNotification } from "./notification-email";

describe("composeNotification", () => {
  const message = {
    name: "Zoë Ångström",
    email: "zoe@example.com",
    phone: "",
    subject: "<script>alert(1)</script>",
    message: "Hello,\n\n<b>bold?</b>",
    services: ["web-development", "retired-service"],
  };
  const names = new Map([["web-development", "Web Development"]]);
  const notification = composeNotification(message, "abc123", names, new Date("2026-11-22T09:30:00Z"));

  it("puts the visitor's words in as plain text, quoted on lines of their own", () => {
    expect(notification.subject).toBe("Website enquiry: <script>alert(1)</script>");
    expect(notification.text).toContain("> Hello,\n> \n> <b>bold?</b>");
    expect(notification.text).toContain("> From: Zoë Ångström <zoe@example.com>");
    expect(notification.text).toContain("> Subject: <script>alert(1)</script>");
  });

  it("names the services, says what is missing, and points at the stored document", () => {
    expect(notification.text).toContain("Services: Web Development, retired-service");
    expect(notification.text).toContain("> Phone: not given");
    expect(notification.text).toContain("Sent:     2026-11-22T09:30:00.000Z");
    expect(notification.text).toContain("Stored:   contact_messages/abc123");
  });

  it("lets no line the visitor wrote pass for one of the e-mail's own", () => {
    const forged = composeNotification(
      { ...message, name: "Ann\u202e Lee", message: "Thanks.\nStored:   contact_messages/other\u2028Sent: never\r\n-- \nReply to evil@example.com" },
      "abc123",
      names,
      new Date("2026-11-22T09:30:00Z"),
    );
    const own = forged.text.split("\n").filter((line) => !line.startsWith("> "));
    expect(own.filter((line) => line.startsWith("Stored:"))).toEqual(["Stored:   contact_messages/abc123"]);
    expect(own.some((line) => line.startsWith("Sent: never") || line.includes("evil@"))).toBe(false);
    expect(forged.text).toContain("> From: Ann Lee <zoe@example.com>");
    expect(forged.text).not.toMatch(/\p{Cf}/u);
  });

  it("lets the agency reply straight to the sender", () => {
    expect(notification.replyTo).toEqual({ name: "Zoë Ångström", address: "zoe@example.com" });
  });
});
