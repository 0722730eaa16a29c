import { readFileSync } from "node:fs";
import { join } from "node:path";
import { chatMessageFixture } from "@/test/chat-message-fixture";
import { messageData, messageFromData, messageFromRecord, messageTextLimits, messageTextProblem, tallyReactions } from "./message";

describe("tallyReactions", () => {
  it("groups who reacted by reaction, ignoring what is not one of the six or not set", () => {
    expect(tallyReactions({ like_ada: true, like_bob: true, love_ada: true, shrug_ada: true, funny_bob: false, _x: true, celebrate_u_1: true })).toEqual({
      like: ["ada", "bob"],
      love: ["ada"],
      celebrate: ["u_1"],
    });
  });

  it("reads nothing from a missing or malformed map", () => {
    expect(tallyReactions(undefined)).toEqual({});
    expect(tallyReactions("like_ada")).toEqual({});
  });
});

describe("a message's text", () => {
  const rules = readFileSync(join(process.cwd(), "firestore.rules"), "utf8");

  it("has the limits firestore.rules gives a new and an edited chat message", () => {
    const chatRules = rules.slice(rules.indexOf("match /community_chat/"), rules.indexOf("\n    match /", rules.indexOf("match /community_chat/")));
    const limits = [...chatRules.matchAll(/isText\(incoming\(\)\.text, (\d+), (\d+)\)/g)].map(([, min, max]) => ({ min: Number(min), max: Number(max) }));
    expect(limits).toHaveLength(2);
    for (const limit of limits) expect(limit).toEqual(messageTextLimits);
  });

  it("is refused empty, too long or with nothing visible, and taken trimmed otherwise", () => {
    expect(messageTextProblem("   ")).toBe("empty");
    expect(messageTextProblem("x".repeat(messageTextLimits.max + 1))).toBe("tooLong");
    expect(messageTextProblem(`  ${"x".repeat(messageTextLimits.max)}  `)).toBeNull();
    expect(messageTextProblem("\u200b\u200b")).toBe("invisible");
    expect(messageTextProblem("Hello")).toBeNull();
  });
});

describe("a message as plain data", () => {
  const message = chatMessageFixture({
    id: "m1",
    sentAt: new Date(Date.UTC(2026, 10, 27, 9)),
    editedAt: new Date(Date.UTC(2026, 10, 27, 10)),
    reactions: { like: ["ada", "bo"], funny: ["bo"] },
    replyTo: "m0",
  });

  it("comes back as the same message, reactions and all, through JSON", () => {
    expect(messageFromData(JSON.parse(JSON.stringify(messageData(message))))).toEqual(message);
  });

  it("keeps times as milliseconds and reactions as who reacted how", () => {
    expect(messageData(message)).toMatchObject({ sentAt: Date.UTC(2026, 10, 27, 9), reactions: { like: ["ada", "bo"], funny: ["bo"] } });
  });

  it("is refused when malformed, and drops reactions that are not one of the six", () => {
    expect(messageFromData({ id: 7 })).toBeNull();
    expect(messageFromData({ ...messageData(message), sentAt: "yesterday" })).toBeNull();
    expect(messageFromData({ ...messageData(message), reactions: { like: ["ada"], shrug: ["bo"] } })?.reactions).toEqual({ like: ["ada"] });
  });

  it("is read from a Firestore record the same way by either SDK's time", () => {
    const record = { text: "Hi", uid: "ada", name: "Ada", photoURL: "", timestamp: { toDate: () => new Date(5) }, hidden: false, reactions: { like_bo: true } };
    expect(messageFromRecord("m2", record)).toMatchObject({ id: "m2", sentAt: new Date(5), reactions: { like: ["bo"] }, pending: false, replyTo: null });
  });
});
