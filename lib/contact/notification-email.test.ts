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

  it("puts the visitor's words in as plain text, exactly as typed", () => {
    expect(notification.subject).toBe("Website enquiry: <script>alert(1)</script>");
    expect(notification.text).toContain("Hello,\n\n<b>bold?</b>");
    expect(notification.text).toContain("Name:     Zoë Ångström");
  });

  it("names the services, says what is missing, and points at the stored document", () => {
    expect(notification.text).toContain("Services: Web Development, retired-service");
    expect(notification.text).toContain("Phone:    not given");
    expect(notification.text).toContain("Sent:     2026-11-22T09:30:00.000Z");
    expect(notification.text).toContain("Stored:   contact_messages/abc123");
  });

  it("lets the agency reply straight to the sender", () => {
    expect(notification.replyTo).toEqual({ name: "Zoë Ångström", address: "zoe@example.com" });
  });
});
