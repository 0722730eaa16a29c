/** What the chat tells a member when a message cannot be sent or saved. */
export const chatRejections = {
  blocked: "You can't post: a moderator has blocked your account from posting.",
  tooFast: "Slow down: one message every 2 seconds",
  tooFastFirstDay: "Slow down: in your first day here, one message every 10 seconds",
  /** The room's slow mode is longer than the member's own spacing. */
  slowMode: (secondsLeft: number) => `Slow mode is on: you can post again in ${secondsLeft} ${secondsLeft === 1 ? "second" : "seconds"}.`,
  invisible: "Write something visible: this message is only blank or invisible characters.",
  unverified: "The community opens once your e-mail address is verified: open the link we sent you.",
  tooLong: "Message too long",
  signedOut: "Signed out",
  failed: "Your message was not sent. Check your connection and try again.",
  /** A member it names has another name now (or left the community) since they were chosen. */
  mentionChanged: (names: readonly string[]) =>
    `Not sent: ${names.map((name) => `@${name}`).join(", ")} ${names.length === 1 ? "is" : "are"} no longer a member's name here. Type @ and choose ${names.length === 1 ? "them" : "each"} again.`,
} as const;
