/**
 * Leads (stored contact messages) as the console works with them: their statuses, the search terms
 * stored with each so the console can search the store (lib/contact/search-terms.mjs, which the local seed shares),
 * and what an operator exports or replies with. Pure functions, for the contact store and the console.
 */

export const leadStatuses = [
  { id: "new", label: "New" },
  { id: "in-progress", label: "In progress" },
  { id: "handled", label: "Handled" },
  { id: "spam", label: "Spam" },
] as const;

export type LeadStatus = (typeof leadStatuses)[number]["id"];

export const isLeadStatus = (value: unknown): value is LeadStatus => leadStatuses.some((status) => status.id === value);

export { leadSearchTerms, searchTerm } from "@/lib/contact/search-terms.mjs";

/** Where a lead came from: the contact form, or a question the assistant handed over to the team. */
type LeadSource = "assistant" | "contact";

export type LeadForExport = {
  id: string;
  createdAt: Date | null;
  status: LeadStatus;
  source: LeadSource;
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
  services: readonly string[];
  spam: boolean;
};

// What makes a spreadsheet run a cell as a formula: =, +, -, @, tab or CR, or a compatibility form of
// one of those signs (the full-width "＝", the small "﹢"; NFKC, Unicode's own mapping, says which), after
// any blanks (every Unicode space: no-break, ideographic...), quotes or characters nobody sees (format
// characters and default-ignorables: zero-width spaces and joiners, the BOM, the soft hyphen, bidi
// marks, variation selectors, fillers...), at the value's start and after a separator or line break
// where another reader may start a cell.
const formulaSigns = new Set(["=", "+", "-", "@", "\t", "\r"]);
const skippedBefore = /^[\s\p{Z}"\p{Cf}\p{Default_Ignorable_Code_Point}]$/u;
const separators = new Set([",", ";", "\t", "\r", "\n"]);

/** Whether a cell starting at `from` in `characters` would run as a formula. */
function formulaFrom(characters: readonly string[], from: number): boolean {
  for (let index = from; index < characters.length; index += 1) {
    const character = characters[index] ?? "";
    const plain = character.normalize("NFKC");
    if (formulaSigns.has(character) || formulaSigns.has(plain)) return true;
    if (!skippedBefore.test(character) && !skippedBefore.test(plain)) return false;
  }
  return false;
}

/**
 * One CSV cell, safe whichever separator the reader splits on (OWASP's CSV injection guidance): quoted
 * when it holds a comma, semicolon, tab, quote or line break. A reader that splits on `;` or tab does
 * not see quoting meant for commas, so every place where such a reader would start a cell, and the
 * value's own start, is defused with an apostrophe when what follows (after any blanks, quotes or
 * invisible characters) is a formula sign.
 */
export function csvCell(value: string): string {
  const characters = [...value];
  let safe = formulaFrom(characters, 0) ? "'" : "";
  characters.forEach((character, index) => {
    safe += character;
    if (separators.has(character) && formulaFrom(characters, index + 1)) safe += "'";
  });
  return /[",;\t\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export const leadCsvColumns = [
  "Received (UTC)",
  "Status",
  "Source",
  "Name",
  "E-mail",
  "Phone",
  "Subject",
  "Services",
  "Message",
  "Caught as spam",
  "Id",
] as const;

/** The leads as CSV (RFC 4180, CRLF line ends), with a header row. */
export function leadsToCsv(leads: readonly LeadForExport[]): string {
  const rows = leads.map((lead) => [
    lead.createdAt ? lead.createdAt.toISOString().replace("T", " ").slice(0, 19) : "",
    leadStatuses.find((status) => status.id === lead.status)?.label ?? lead.status,
    lead.source === "assistant" ? "Assistant" : "Contact form",
    lead.name,
    lead.email,
    lead.phone,
    lead.subject,
    lead.services.join("; "),
    lead.message,
    lead.spam ? "yes" : "no",
    lead.id,
  ]);
  return [leadCsvColumns, ...rows].map((row) => row.map((cell) => csvCell(cell)).join(",")).join("\r\n") + "\r\n";
}

/** A reply in the operator's own mail program: "Re:" the subject, the message quoted below. */
export function replyLink(lead: { name: string; email: string; subject: string; message: string; createdAt: Date | null }): string {
  const when = lead.createdAt ? lead.createdAt.toUTCString().replace(/:\d\d GMT$/, " UTC") : "earlier";
  const quoted = lead.message
    .split(/\r?\n/)
    .map((line) => `> ${line}`)
    .join("\n");
  const subject = /^re:/i.test(lead.subject) ? lead.subject : `Re: ${lead.subject}`;
  // A visitor may leave no name (a question from the assistant): "Hello," and their address instead.
  const name = lead.name.trim();
  const greeting = name ? `Hello ${name.split(/\s+/)[0] ?? ""},` : "Hello,";
  const body = `${greeting}\n\n\n\nOn ${when}, ${name || lead.email} wrote:\n${quoted}\n`;
  return `mailto:${encodeURIComponent(lead.email).replace("%40", "@")}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
