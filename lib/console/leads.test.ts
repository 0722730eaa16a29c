import { csvCell, leadSearchTerms, leadsToCsv, replyLink, searchTerm, type LeadForExport } from "./leads";

const lead: LeadForExport = {
  id: "abc",
  createdAt: new Date("2026-11-20T09:15:30Z"),
  status: "in-progress",
  name: "José Álvarez",
  email: "Jose@Example.com",
  phone: "",
  subject: "Booking app, phase 2",
  message: 'Line one, with "quotes"\nLine two',
  services: ["Web development", "Mobile apps"],
  spam: false,
};

describe("search terms", () => {
  it("finds a lead by the start of any word of its name, e-mail or subject, without accents or case", () => {
    const terms = leadSearchTerms(lead);
    for (const word of ["jo", "jose", "alv", "alvarez", "jose@example.com", "example", "book", "phase"]) expect(terms).toContain(word);
    expect(terms).not.toContain("j");
    expect(terms).not.toContain("app,");
  });

  it("looks up the longest word typed, and a whole address as itself", () => {
    expect(searchTerm("  Álvarez booking ")).toBe("alvarez");
    expect(searchTerm("jose@example.com")).toBe("jose@example.com");
    expect(searchTerm("a")).toBeNull();
    expect(searchTerm("x".repeat(40))).toHaveLength(24);
  });
});

describe("CSV export", () => {
  it("quotes what needs quoting and defuses cells a spreadsheet would run as formulas", () => {
    expect(csvCell("plain")).toBe("plain");
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell("a,b")).toBe('"a,b"');
    expect(csvCell("=HYPERLINK(\"x\")")).toBe("\"'=HYPERLINK(\"\"x\"\")\"");
    expect(csvCell("+44 117")).toBe("'+44 117");
    expect(csvCell("@cmd")).toBe("'@cmd");
  });

  it("writes a header and one CRLF row per lead", () => {
    const csv = leadsToCsv([lead]);
    const [header, row, end] = csv.split("\r\n");
    expect(header).toBe("Received (UTC),Status,Name,E-mail,Phone,Subject,Services,Message,Caught as spam,Id");
    expect(row).toBe('2026-11-20 09:15:30,In progress,José Álvarez,Jose@Example.com,,"Booking app, phase 2",Web development; Mobile apps,"Line one, with ""quotes""\nLine two",no,abc');
    expect(end).toBe("");
  });
});

describe("reply link", () => {
  it("opens a reply to the sender with Re: and the message quoted", () => {
    const url = new URL(replyLink(lead));
    expect(url.protocol).toBe("mailto:");
    expect(url.pathname).toBe("Jose@Example.com");
    expect(url.searchParams.get("subject")).toBe("Re: Booking app, phase 2");
    const body = url.searchParams.get("body") ?? "";
    expect(body).toMatch(/^Hello José,/);
    expect(body).toContain('> Line one, with "quotes"\n> Line two');
    expect(new URL(replyLink({ ...lead, subject: "RE: hello" })).searchParams.get("subject")).toBe("RE: hello");
  });
});
