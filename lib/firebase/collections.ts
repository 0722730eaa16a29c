/** Every Firestore collection the product reads or writes, by one name each. */
export const collections = {
  chat: "community_chat",
  chatReads: "chat_reads",
  memberRoles: "member_roles",
  memberBlocks: "member_blocks",
  presenceSummary: "presence_summary",
} as const;
