import type { ChatMessage } from "@/lib/community/message";

/** A confirmed, shown chat message for tests: plain text, no reactions, no reply; `fields` override. */
export function chatMessageFixture(fields: Partial<ChatMessage> & Pick<ChatMessage, "id">): ChatMessage {
  return {
    text: fields.id,
    uid: "u",
    name: "Member",
    photoURL: "",
    sentAt: new Date(Date.UTC(2026, 0, 1, 9)),
    pending: false,
    hidden: false,
    editedAt: null,
    deleted: false,
    reactions: {},
    replyTo: null,
    mentions: [],
    ...fields,
  };
}
