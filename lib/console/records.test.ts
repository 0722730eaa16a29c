import { Timestamp } from "firebase/firestore";
import { parseLead, parseModeratedMessage } from "./records";

describe("parseModeratedMessage", () => {
  it("reads a chat message as moderators see it, its time as a Date", () => {
    const sentAt = new Date("2026-11-20T09:15:00Z");
    expect(
      parseModeratedMessage("m1", { uid: "u1", name: "Priya", text: "Hello", timestamp: Timestamp.fromDate(sentAt), hidden: true, photoURL: "x" }),
    ).toEqual({
      id: "m1",
      uid: "u1",
      name: "Priya",
      text: "Hello",
      sentAt,
      hidden: true,
    });
  });

  it("reads a malformed field as empty, without losing the message", () => {
    expect(parseModeratedMessage("m2", { uid: 7, text: null, timestamp: "yesterday", hidden: "yes" })).toEqual({
      id: "m2",
      uid: "",
      name: "",
      text: "",
      sentAt: null,
      hidden: false,
    });
  });
});

describe("parseLead", () => {
  const createdAt = new Date("2026-11-20T09:15:00Z");
  const repliedAt = new Date("2026-11-20T12:25:00Z");
  const stored = {
    name: "Grace",
    email: "grace@example.com",
    subject: "Hello",
    message: "We need an app.",
    createdAt: Timestamp.fromDate(createdAt),
    status: "new",
  };

  it("reads a contact-form lead, which carries no source, as from the contact form with no conversation", () => {
    expect(parseLead("l1", stored)).toMatchObject({ id: "l1", name: "Grace", source: "contact", conversation: [], page: null, repliedAt: null, createdAt });
  });

  it("reads a lead from the assistant: its conversation, the page and when the team first replied", () => {
    const conversation = [
      { role: "user", content: "Do you sign NDAs?" },
      { role: "assistant", content: "I'm not sure. The team can tell you." },
    ];
    const lead = parseLead("l2", {
      ...stored,
      name: "",
      source: "assistant",
      conversation,
      page: "/services",
      repliedAt: Timestamp.fromDate(repliedAt),
      status: "in-progress",
    });
    expect(lead).toMatchObject({ name: "", source: "assistant", conversation, page: "/services", repliedAt, status: "in-progress" });
  });

  it("drops the conversation's malformed messages and reads malformed fields as missing", () => {
    const lead = parseLead("l3", {
      ...stored,
      source: "elsewhere",
      conversation: [
        { role: "user", content: "Hi" },
        { role: "system", content: "x" },
        { role: "assistant" },
        { role: "assistant", content: "" },
        "text",
        null,
        { role: "assistant", content: "Hello" },
      ],
      page: 42,
      repliedAt: "soon",
    });
    expect(lead).toMatchObject({
      source: "contact",
      conversation: [
        { role: "user", content: "Hi" },
        { role: "assistant", content: "Hello" },
      ],
      page: null,
      repliedAt: null,
    });
    expect(parseLead("l4", { ...stored, conversation: "not a list" }).conversation).toEqual([]);
  });
});
