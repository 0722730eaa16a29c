/**
 * Every Firestore collection the product reads or writes, by one name each: the app, the server, the
 * operators' commands and the tests all import them from here. `firestore.rules` and
 * `firestore.indexes.json` name the same collections (a test checks that each one here has its rules).
 */
export const collections = /** @type {const} */ ({
  /** Each member's profile: name, photo, bio, the name's key. */
  users: "users",
  /** Each member's counters and the spacing the rules hold them to. */
  stats: "user_stats",
  /** The community's directory: one entry per verified member. */
  members: "community_members",
  /** Name claims, one per name key: the server's alone. */
  names: "display_names",
  /** The chat's messages. */
  chat: "community_chat",
  /** How far each member has read the chat. */
  chatReads: "chat_reads",
  /** The room's settings (slow mode): `community_settings/room`. */
  room: "community_settings",
  /** One report per member and message. */
  reports: "community_reports",
  /** Members blocked from posting. */
  blocks: "member_blocks",
  /** Each open server session, under the SHA-256 of its cookie: deleted at sign-out, the server's alone. */
  sessions: "member_sessions",
  /** The mirror of each operator's role claim. */
  roles: "member_roles",
  /** Who did what in moderation and the console, when and why. */
  audit: "moderation_audit",
  /** Each member's own presence heartbeat. */
  presence: "presence",
  /** The room's presence summary: `presence_summary/room`. */
  presenceSummary: "presence_summary",
  /** The contact form's messages: the console's leads. */
  leads: "contact_messages",
  /** The contact form's per-address limits. */
  contactLimits: "contact_limits",
  /** The assistant's and other per-visitor limits. */
  visitorLimits: "visitor_limits",
  /** Article view counters, sharded. */
  views: "article_views",
  /** Visitors' ratings of the assistant's answers. */
  feedback: "assistant_feedback",
  /** Questions the assistant could not answer. */
  unanswered: "assistant_unanswered",
  /** Answers the agency's staff taught the assistant: written by admins with an audit entry, read by admins and the server. */
  taughtAnswers: "assistant_taught",
  /** The assistant's answers and their ratings per week and shape: sharded counters, the server's alone. */
  assistantWeekly: "assistant_weekly",
  /** Who posted in the chat each week: `<week>_<uid>`, written once a week by the member's page. */
  weeklyActive: "weekly_active",
  /** Each member's mentions: `mention_inbox/{uid}/mentions/{messageId}`, one per message that names them or answers them (lib/community/mention-record.ts). */
  mentionInbox: "mention_inbox",
  /** The subcollection of `mention_inbox/{uid}` that holds them (the sweep queries it as a collection group). */
  mentions: "mentions",
  /** When each member was last sent a mention e-mail: `mention_mail/{uid}`, the server's alone. */
  mentionMail: "mention_mail",
  /** Every mention e-mail, recorded before it is sent: the server's alone. */
  mentionDigests: "mention_digests",
  /** How many members each author's mentions e-mailed in each clock hour: `mention_author_hours/{uid}_{hour}`, the server's alone. */
  mentionAuthorHours: "mention_author_hours",
  /** Leases that let one server instance at a time run a job (`notify_leases/mention-mail`): the server's alone. */
  leases: "notify_leases",
});
