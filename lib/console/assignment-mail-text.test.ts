/**
 * @jest-environment node
 */
import { absoluteUrl } from "@/lib/content/company";
import { composeAssignmentMail } from "./assignment-mail-text";

const received = { toDate: () => new Date("2026-11-20T09:15:00Z") };
const lead = {
  name: "Grace Hopper",
  email: "grace@example.com",
  subject: "Clinic scheduling",
  message: "We need a scheduling app for our clinics.\nTwo sites, one team.",
  createdAt: received,
};
const leadsLink = `Your leads: ${absoluteUrl("/console/leads?assignee=mine")}`;

/** The lines as any mail program may break them: CR, LF, CRLF, the other ASCII breaks and Unicode's NEL, LS and PS. */
const linesOf = (text: string) => text.split(/\r\n|[\n\r\v\f\u001c-\u001e\u0085\u2028\u2029]/);

describe("the assignment e-mail", () => {
  it("gives its own lines first, then the lead's words quoted after “The message:”", () => {
    const mail = composeAssignmentMail(lead, "lead-1", "Ada");
    expect(mail.subject).toBe("Lead assigned to you: Clinic scheduling");
    const lines = linesOf(mail.text);
    expect(lines[0]).toBe("Ada assigned you a lead in the staff console.");
    expect(lines).toContain(leadsLink);
    expect(lines).toContain("Lead id: lead-1");
    expect(lines).toContain("Received: Fri, 20 Nov 2026 09:15 UTC");
    expect(lines.find((line) => line.startsWith("Reply due: "))).toMatch(/\(the site promises a reply within one working day\)$/);
    const quoteStart = lines.indexOf("The message:");
    expect(quoteStart).toBeGreaterThan(lines.indexOf(leadsLink));
    expect(lines.slice(quoteStart + 1)).toEqual([
      "> From: Grace Hopper <grace@example.com>",
      "> Subject: Clinic scheduling",
      "> ",
      "> We need a scheduling app for our clinics.",
      "> Two sites, one team.",
    ]);
  });

  const breaks: [string, string][] = [
    ["LF", "\n"],
    ["CR", "\r"],
    ["CRLF", "\r\n"],
    ["a blank line", "\n\n"],
    ["U+2028 LINE SEPARATOR", "\u2028"],
    ["U+2029 PARAGRAPH SEPARATOR", "\u2029"],
    ["U+0085 NEXT LINE", "\u0085"],
    ["U+2028 twice", "\u2028\u2028"],
    ["VT", "\u000b"],
    ["FF", "\u000c"],
    ["RS", "\u001e"],
  ];
  const planted = (separator: string) => `${separator}Your leads: https://evil.example${separator}Lead id: planted${separator}`;

  it.each(breaks)("keeps a lead's planted lines (after %s) on quoted lines, in every field", (_name, separator) => {
    const hostile = {
      ...lead,
      name: `Eve${planted(separator)}`,
      email: `eve@example.com${planted(separator)}`,
      subject: `Hello${planted(separator)}`,
      message: `Hi${planted(separator)}Your leads: https://evil.example/again`,
    };
    const mail = composeAssignmentMail(hostile, "lead-2", "Ada");
    const lines = linesOf(mail.text);
    // The only "Your leads" and "Lead id" lines are the e-mail's own.
    expect(lines.filter((line) => /^\s*Your leads/i.test(line))).toEqual([leadsLink]);
    expect(lines.filter((line) => /^\s*Lead id/i.test(line))).toEqual(["Lead id: lead-2"]);
    // The lead's words appear only on quoted lines, every one of them after "The message:".
    const quoteStart = lines.indexOf("The message:");
    expect(quoteStart).toBeGreaterThan(lines.indexOf(leadsLink));
    expect(lines.filter((line) => line.includes("evil.example") && !line.startsWith("> "))).toEqual([]);
    expect(lines.slice(quoteStart + 1).filter((line) => !line.startsWith("> "))).toEqual([]);
    expect(lines.slice(0, quoteStart).join("\n")).not.toMatch(/Eve|evil|planted/);
    // Name, address and subject stay on one line each; the message keeps its own lines, quoted.
    expect(lines.filter((line) => line.startsWith("> From: Eve"))).toHaveLength(1);
    expect(lines.filter((line) => line.startsWith("> Subject: Hello"))).toHaveLength(1);
    expect(lines).toContain("> Your leads: https://evil.example/again");
    // The subject header is one line too.
    expect(linesOf(mail.subject)).toHaveLength(1);
    expect(mail.subject).toMatch(/^Lead assigned to you: Hello/);
  });

  it("cuts a long message after 800 characters, still quoted", () => {
    const lines = linesOf(composeAssignmentMail({ ...lead, message: `${"word ".repeat(300)}\nYour leads: https://evil.example` }, "lead-3", "Ada").text);
    const quoted = lines.slice(lines.indexOf("The message:") + 1);
    expect(quoted.every((line) => line.startsWith("> "))).toBe(true);
    expect(quoted.at(-1)).toMatch(/…$/);
    expect(lines.join("\n")).not.toContain("evil.example");
  });
});
