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

/**
 * Every character some reader takes as the end of a line: CR and LF (alone or together), the other ASCII
 * breaks (VT, FF, the file, group and record separators) and Unicode's NEL, LINE SEPARATOR and
 * PARAGRAPH SEPARATOR.
 */
const lineBreak = /\r\n|[\n\v\f\r\u001c-\u001e\u0085\u2028\u2029]/;

/** A field that must stay on one line (a name, an address, a subject): every run of breaks and other controls folded to a space, format characters removed. */
export const oneLine = (value: unknown) =>
  withoutFormatCharacters(String(value ?? ""))
    .replace(/[\p{Cc}\u2028\u2029]+/gu, " ")
    .trim();

/**
 * Someone's words as quoted lines: each line the text has, however it breaks them, after "> ", with
 * format characters removed and any other control character as a space. Nothing in them can pass for
 * one of the e-mail's own lines.
 */
export const quotedLines = (text: string): string[] =>
  withoutFormatCharacters(text)
    .split(lineBreak)
    .map((line) => `> ${line.replace(/[^\P{Cc}\t]/gu, " ")}`);
