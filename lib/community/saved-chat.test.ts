import { chatMessageFixture } from "@/test/chat-message-fixture";
import { clearSavedChat, readSavedChat, saveChat, savedChatKey, type ChatStorage } from "./saved-chat";

function memoryStorage(): ChatStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return { items, getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value), removeItem: (key) => void items.delete(key) };
}

const at = (minute: number) => new Date(Date.UTC(2026, 10, 27, 9, minute));

describe("the chat kept in browser storage", () => {
  it("gives back the confirmed messages of the page, oldest first, with their dates, edits, reactions and replies", () => {
    const storage = memoryStorage();
    const page = [
      chatMessageFixture({ id: "c", uid: "ada", sentAt: at(3), replyTo: "a", reactions: { like: ["ada", "bo"] } }),
      chatMessageFixture({ id: "pending", uid: "ada", sentAt: at(4), pending: true }),
      chatMessageFixture({ id: "a", uid: "bo", sentAt: at(1), editedAt: at(2), text: "first, edited" }),
      chatMessageFixture({ id: "gone", uid: "bo", sentAt: at(2), deleted: true, text: "" }),
    ];
    saveChat("ada", page, storage);
    expect(readSavedChat("ada", storage)).toEqual([page[2], page[3], page[0]]);
  });

  it("is read only by the member it was kept for", () => {
    const storage = memoryStorage();
    saveChat("ada", [chatMessageFixture({ id: "a" })], storage);
    expect(readSavedChat("bo", storage)).toBeNull();
  });

  it.each<[string, string]>([
    ["not JSON", "{not json"],
    ["of the wrong shape", JSON.stringify({ uid: "ada", messages: [{ id: 7 }] })],
    ["without a member", JSON.stringify({ messages: [] })],
    ["empty", JSON.stringify({ uid: "ada", messages: [] })],
  ])("is ignored when what is stored is %s", (_, raw) => {
    const storage = memoryStorage();
    storage.setItem(savedChatKey, raw);
    expect(readSavedChat("ada", storage)).toBeNull();
  });

  it("drops reactions it does not know, as the live chat does", () => {
    const storage = memoryStorage();
    saveChat("ada", [chatMessageFixture({ id: "a" })], storage);
    const raw = JSON.parse(storage.getItem(savedChatKey) ?? "null");
    raw.messages[0].reactions = { like: ["bo"], shrug: ["bo"] };
    storage.setItem(savedChatKey, JSON.stringify(raw));
    expect(readSavedChat("ada", storage)?.[0]?.reactions).toEqual({ like: ["bo"] });
  });

  it("is not read when saved in the store's own form of reactions (the live chat replaces it)", () => {
    const storage = memoryStorage();
    saveChat("ada", [chatMessageFixture({ id: "a" })], storage);
    const raw = JSON.parse(storage.getItem(savedChatKey) ?? "null");
    raw.messages[0].reactions = { like_bo: true };
    storage.setItem(savedChatKey, JSON.stringify(raw));
    expect(readSavedChat("ada", storage)).toBeNull();
  });

  it("is gone after clearing, as on sign-out", () => {
    const storage = memoryStorage();
    saveChat("ada", [chatMessageFixture({ id: "a" })], storage);
    clearSavedChat(storage);
    expect(storage.items.has(savedChatKey)).toBe(false);
    expect(readSavedChat("ada", storage)).toBeNull();
  });

  it("never throws when storage refuses", () => {
    const refusing: ChatStorage = {
      getItem: () => {
        throw new Error("blocked");
      },
      setItem: () => {
        throw new Error("full");
      },
      removeItem: () => {
        throw new Error("blocked");
      },
    };
    expect(() => saveChat("ada", [chatMessageFixture({ id: "a" })], refusing)).not.toThrow();
    expect(readSavedChat("ada", refusing)).toBeNull();
    expect(() => clearSavedChat(refusing)).not.toThrow();
  });
});
