import { csvCell, leadCsvColumns, leadSearchTerms, leadsToCsv, replyLink, searchTerm, type LeadForExport } from "./leads";

const lead: LeadForExport = {
  id: "abc",
  createdAt: new Date("2026-11-20T09:15:30Z"),
  status: "in-progress",
  source: "contact",
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

/**
 * Reads delimited text as spreadsheets and Python's csv module do: a quote opens a quoted field only at
 * the start of a field, and a record ends at a line break outside quotes.
 */
function readDelimited(text: string, separator: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = "";
  let quoted = false;
  let atStart = true;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"' && atStart) {
      quoted = true;
      atStart = false;
    } else if (char === separator) {
      record.push(field);
      field = "";
      atStart = true;
    } else if (char === "\r" || char === "\n") {
      if (char === "\r" && text[i + 1] === "\n") i += 1;
      record.push(field);
      records.push(record);
      record = [];
      field = "";
      atStart = true;
    } else {
      field += char;
      atStart = false;
    }
  }
  if (field !== "" || record.length > 0) records.push([...record, field]);
  return records;
}

/** Every Unicode space character (Zs), as a spreadsheet may skip them before a formula. */
const unicodeSpaces = Array.from({ length: 0x3001 }, (_, codePoint) => String.fromCodePoint(codePoint)).filter((character) => /\p{Zs}/u.test(character));

/** Characters nobody sees, which a reader may skip: format characters (Cf) and Unicode's default-ignorable code points. */
const invisible = "\\p{Cf}\\p{Default_Ignorable_Code_Point}";

/**
 * Every invisible character outside the tag block (U+E0000-U+E0FFF: default-ignorable, nearly all
 * unassigned), and a few from it: zero-width spaces and joiners, the BOM, the soft hyphen, bidi marks,
 * embeddings and isolates, fillers, variation selectors.
 */
const invisibleCharacter = new RegExp(`^[${invisible}]$`, "u");
const invisibles = [
  ...Array.from({ length: 0x10ffff + 1 }, (_, codePoint) => codePoint)
    .filter((codePoint) => (codePoint < 0xd800 || codePoint > 0xdfff) && (codePoint < 0xe0000 || codePoint > 0xe0fff))
    .map((codePoint) => String.fromCodePoint(codePoint))
    .filter((character) => invisibleCharacter.test(character)),
  ..."\u{e0001}\u{e0020}\u{e007f}\u{e0100}\u{e01ef}\u{e0fff}",
];

/**
 * What a spreadsheet would run as a formula: a cell starting, after any blanks, quotes or invisible
 * characters, with =, +, -, @ in any compatibility form (full-width, small), or with a tab or CR.
 */
const formula = new RegExp(`^[\\s\\p{Z}"＂${invisible}]*[=+\\-@＝＋－＠﹦﹢﹣﹫]|^[${invisible}]*[\\t\\r]`, "u");

describe("CSV export", () => {
  it("quotes what needs quoting and defuses cells a spreadsheet would run as formulas", () => {
    expect(csvCell("plain")).toBe("plain");
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell("a,b")).toBe('"a,b"');
    expect(csvCell("a;b")).toBe('"a;b"');
    expect(csvCell("a\tb")).toBe('"a\tb"');
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvCell("+44 117")).toBe("'+44 117");
    expect(csvCell("@cmd")).toBe("'@cmd");
    expect(csvCell("  =1+1")).toBe("'  =1+1");
    expect(csvCell("a;=1+1")).toBe(`"a;'=1+1"`);
    expect(csvCell("Hi\n- a list")).toBe(`"Hi\n'- a list"`);
    expect(csvCell("well-known co-op")).toBe("well-known co-op");
    expect(csvCell("\u00a0=1+1")).toBe("'\u00a0=1+1");
    expect(csvCell("\u3000=1+1")).toBe("'\u3000=1+1");
    expect(csvCell("＝1+1")).toBe("'＝1+1");
    expect(csvCell("a;\u2003＝1")).toBe(`"a;'\u2003＝1"`);
    expect(csvCell("Café £5 — ok")).toBe("Café £5 — ok");
    expect(csvCell("\u200b=1+1")).toBe("'\u200b=1+1");
    expect(csvCell("\ufeff\u2060+1")).toBe("'\ufeff\u2060+1");
    expect(csvCell("\u00ad@cmd")).toBe("'\u00ad@cmd");
    expect(csvCell("a;\u202e\u2066＝1")).toBe(`"a;'\u202e\u2066＝1"`);
    expect(csvCell("\u200dok")).toBe("\u200dok");
  });

  it("writes a header and one CRLF row per lead", () => {
    const csv = leadsToCsv([lead]);
    const [header, row, end] = csv.split("\r\n");
    expect(header).toBe("Received (UTC),Status,Source,Name,E-mail,Phone,Subject,Services,Message,Caught as spam,Id");
    expect(row).toBe(
      '2026-11-20 09:15:30,In progress,Contact form,José Álvarez,Jose@Example.com,,"Booking app, phase 2","Web development; Mobile apps","Line one, with ""quotes""\nLine two",no,abc',
    );
    expect(end).toBe("");
  });

  it("says which leads the assistant handed over, a lead without a name included", () => {
    const handedOver: LeadForExport = {
      ...lead,
      id: "from-assistant",
      status: "new",
      source: "assistant",
      name: "",
      subject: "Question from the assistant",
      message: "=Do you sign NDAs before a first call?",
      services: [],
    };
    const [, first, second] = leadsToCsv([handedOver, lead]).split("\r\n");
    expect(first).toBe(
      "2026-11-20 09:15:30,New,Assistant,,Jose@Example.com,,Question from the assistant,,'=Do you sign NDAs before a first call?,no,from-assistant",
    );
    expect(second?.split(",")[2]).toBe("Contact form");
  });

  describe("hostile text, read by a spreadsheet that splits on any separator", () => {
    const hostile = [
      ...[
        "=1+1",
        "a;=1+1",
        'a; =HYPERLINK("x")',
        "a\t=1+1",
        "a\t\t@SUM(A1)",
        "a,-2+3",
        "x\n=1+1",
        "x\r\n+1",
        "x\r@cmd",
        "\t=1",
        "\r=1",
        '"=1";=2',
        "a;\t=3",
        'x\n"=1',
        'a;"=1',
        'a\t ""+1',
      ],
      // After every Unicode space, at the start and after a separator; and the signs' other forms.
      ...unicodeSpaces.flatMap((space) => [`${space}=1+1`, `a;${space}=1+1`, `a,${space}${space}@cmd`]),
      "＝1+1",
      'a;＝HYPERLINK("x")',
      "\u00a0＋1",
      "a\t\u3000﹦1",
      "＂=1",
      "a,－2+3",
      "＠cmd",
      // After characters nobody sees (zero-width space, word joiner, BOM, soft hyphen, bidi marks...), alone,
      // repeated or among blanks, at the start and after a separator.
      ...invisibles.flatMap((mark) => [`${mark}=1+1`, `a;${mark}=1+1`, `a,${mark}\u00a0${mark}@cmd`, `${mark}${mark}＝1`, `x\n"${mark}-2+3`, `${mark}\t1`]),
    ];
    const csv = leadsToCsv(hostile.map((text, index) => ({ ...lead, id: `lead-${index}`, name: text, subject: text, message: text, phone: text })));

    it.each([
      ["commas", ","],
      ["semicolons", ";"],
      ["tabs", "\t"],
    ])("no cell starts a formula for a reader splitting on %s", (_name, separator) => {
      const cells = readDelimited(csv, separator).flat();
      expect(cells.length).toBeGreaterThan(hostile.length);
      expect(cells.filter((cell) => formula.test(cell))).toEqual([]);
    });

    it("a comma-splitting reader gets every lead back whole, with only the apostrophes added", () => {
      const [header, ...rows] = readDelimited(csv, ",");
      expect(header).toEqual([...leadCsvColumns]);
      expect(rows).toHaveLength(hostile.length);
      rows.forEach((row, index) => {
        const text = hostile[index] ?? "";
        expect(row).toHaveLength(leadCsvColumns.length);
        expect(row[2]).toBe("Contact form");
        expect(row[8]?.replaceAll("'", "")).toBe(text.replaceAll("'", ""));
        expect(row[10]).toBe(`lead-${index}`);
      });
    });
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

  it("greets a visitor who gave no name without one, and names them by their address", () => {
    const body = new URL(replyLink({ ...lead, name: "" })).searchParams.get("body") ?? "";
    expect(body).toMatch(/^Hello,\n/);
    expect(body).toContain("UTC, Jose@Example.com wrote:\n> Line one");
  });
});
