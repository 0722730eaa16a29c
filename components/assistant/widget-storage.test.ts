import { assistantLimits, toRequestMessages } from "@/lib/assistant/request";
import {
  chatLimit,
  defaultChatLimit,
  keptMessages,
  limitWindowMs,
  loadMessages,
  loadRatings,
  recentQuestions,
  recordQuestion,
  saveMessages,
  saveRating,
  storageKeys,
  type StoredMessage,
} from "./widget-storage";

const message = (id: string, role: "user" | "assistant", text: string, metadata?: StoredMessage["metadata"]): StoredMessage => ({
  id,
  role,
  parts: [{ type: "text", text }],
  ...(metadata ? { metadata } : {}),
});

beforeEach(() => window.localStorage.clear());

describe("the saved conversation", () => {
  it("comes back as it was saved, metadata included", () => {
    const messages = [message("1", "user", "Hi"), message("2", "assistant", "Hello! See [services](/services).", { answerId: "a_1", provider: "built-in" })];
    saveMessages(window.localStorage, messages);
    expect(loadMessages(window.localStorage)).toEqual(messages);
  });

  it(`keeps the newest ${keptMessages} messages`, () => {
    const many = Array.from({ length: keptMessages + 5 }, (_, index) => message(String(index), index % 2 ? "assistant" : "user", `m${index}`));
    saveMessages(window.localStorage, many);
    const loaded = loadMessages(window.localStorage);
    expect(loaded).toHaveLength(keptMessages);
    expect(loaded[0]?.id).toBe("5");
  });

  it("skips what is malformed and survives what is not JSON", () => {
    window.localStorage.setItem(
      storageKeys.messages,
      JSON.stringify([{ id: 1 }, { id: "x", role: "system", parts: [] }, message("ok", "user", "fine"), { id: "n", role: "user", parts: [{ type: "image" }] }]),
    );
    expect(loadMessages(window.localStorage).map((entry) => entry.id)).toEqual(["ok"]);
    window.localStorage.setItem(storageKeys.messages, "{not json");
    expect(loadMessages(window.localStorage)).toEqual([]);
  });

  it("is removed when the conversation is cleared", () => {
    saveMessages(window.localStorage, [message("1", "user", "Hi")]);
    saveMessages(window.localStorage, []);
    expect(window.localStorage.getItem(storageKeys.messages)).toBeNull();
  });
});

describe("ratings", () => {
  it("keep one rating per answer, and the latest wins", () => {
    saveRating(window.localStorage, "a_1", "helpful");
    saveRating(window.localStorage, "a_2", "not-helpful");
    expect(saveRating(window.localStorage, "a_1", "not-helpful")).toEqual({ a_1: "not-helpful", a_2: "not-helpful" });
    window.localStorage.setItem(storageKeys.ratings, JSON.stringify({ a_1: "helpful", a_3: "meh" }));
    expect(loadRatings(window.localStorage)).toEqual({ a_1: "helpful" });
  });
});

describe("the chat limit", () => {
  it(`defaults to ${defaultChatLimit} and is kept in storage`, () => {
    expect(chatLimit(window.localStorage)).toBe(defaultChatLimit);
    expect(window.localStorage.getItem(storageKeys.limit)).toBe(String(defaultChatLimit));
    window.localStorage.setItem(storageKeys.limit, "5");
    expect(chatLimit(window.localStorage)).toBe(5);
    for (const bad of ["0", "-3", "2.5", '"10"', "x"]) {
      window.localStorage.setItem(storageKeys.limit, bad);
      expect(chatLimit(window.localStorage)).toBe(defaultChatLimit);
    }
  });

  it("counts the questions of the last 24 hours only", () => {
    const now = 1_800_000_000_000;
    window.localStorage.setItem(storageKeys.sent, JSON.stringify([now - limitWindowMs - 1, now - limitWindowMs + 1, now - 10, "x", now + 60_000]));
    expect(recentQuestions(window.localStorage, now)).toEqual([now - limitWindowMs + 1, now - 10]);
    expect(recordQuestion(window.localStorage, now)).toBe(3);
  });
});

describe("toRequestMessages", () => {
  it("sends role and text only, newest last", () => {
    expect(toRequestMessages([message("1", "user", "Hi"), message("2", "assistant", "Hello", { answerId: "a" }), message("3", "user", "Prices?")])).toEqual([
      { role: "user", content: "Hi" },
      { role: "assistant", content: "Hello" },
      { role: "user", content: "Prices?" },
    ]);
  });

  it(`keeps the newest ${assistantLimits.messages} messages, starting with a question`, () => {
    const long = Array.from({ length: 31 }, (_, index) => message(String(index), index % 2 ? "assistant" : "user", `m${index}`));
    const sent = toRequestMessages(long);
    expect(sent.length).toBeLessThanOrEqual(assistantLimits.messages);
    expect(sent[0]?.role).toBe("user");
    expect(sent.at(-1)).toEqual({ role: "user", content: "m30" });
  });

  it(`cuts an answer longer than ${assistantLimits.characters} characters and drops empty ones`, () => {
    const sent = toRequestMessages([
      message("1", "user", "Tell me everything"),
      message("2", "assistant", "é".repeat(2500)),
      message("3", "assistant", "  "),
      message("4", "user", "Thanks"),
    ]);
    expect([...(sent[1]?.content ?? "")]).toHaveLength(assistantLimits.characters);
    expect(sent).toHaveLength(3);
  });
});
