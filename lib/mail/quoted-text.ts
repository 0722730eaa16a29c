/**
 * People's words (a member's message, a visitor's enquiry) as an e-mail carries them: nothing in them
 * may pass for the e-mail's own lines, change how the text around them reads, or become a link the
 * e-mail made.
 */

/**
 * Format characters (Unicode's Cf) are removed: the bidirectional overrides, embeddings and isolates
 * that reorder what follows them on the line, and the zero-width and tag characters that hide in a
 * word. A joiner between emoji or letters goes too, which leaves them readable side by side.
 */
export const withoutFormatCharacters = (text: string) => text.replace(/\p{Cf}/gu, "");

/** A web address's parts as an e-mail program finds them: a scheme's "://", and a dot between a label and letters. */
const scheme = /(?<=\p{L})(:)(?=\/\/)/gu;
const labelDot = /(?<=[\p{L}\p{N}])([.\u3002\uFF0E\uFF61])(?=\p{L})/gu;

/**
 * `text` with what an e-mail program would turn into a link written so it is not one: "https[:]//",
 * "example[.]com", "someone@example[.]com". A reader still reads the address, and follows it from the
 * site, where the member wrote it.
 */
export const unlinked = (text: string) => text.replace(scheme, "[$1]").replace(labelDot, "[$1]");
