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
  signedOut: "Not sent: you're signed out on this device. Sign in again to post; your message is kept here.",
  /** The sign-in itself was ended (signed out everywhere): no path will take the message. */
  signInAgain: "Not sent: this sign-in was ended when your account was signed out everywhere. Sign in again to post; your message is kept here.",
  failed: "Your message was not sent. Check your connection and try again.",
  /** The server could be reached but could not post it (the store down): nothing was posted. */
  unavailable: "Not sent: the chat can't take messages right now. Try again in a moment.",
  replyGone: "Not sent: the message you're replying to is no longer in the chat.",
  noProfile: "Not sent: your profile is still being set up. Try again in a moment.",
  refused: "Not sent: the chat refused this message.",
  /** A member it names has another name now (or left the community) since they were chosen. */
  mentionChanged: (names: readonly string[]) =>
    `Not sent: ${names.map((name) => `@${name}`).join(", ")} ${names.length === 1 ? "is" : "are"} no longer a member's name here. Type @ and choose ${names.length === 1 ? "them" : "each"} again.`,
} as const;
