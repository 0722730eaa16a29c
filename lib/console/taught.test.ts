import { taughtAnswers as seeded } from "@/scripts/emulators/seed-data.mjs";
import {
  answerLinks,
  answerParts,
  brokenLinks,
  brokenLinksProblem,
  checkTaught,
  dayOf,
  draftOf,
  isDay,
  isSitePath,
  reviewDue,
  type TaughtDraft,
} from "./taught";

const draft = (overrides: Partial<TaughtDraft> = {}): TaughtDraft => ({
  question: "Do you sign NDAs before a first call?",
  wordings: [""],
  answer: "Yes. We sign your NDA before the first call; see [how we work](/process) or [get in touch](/contact).",
  reviewBy: "",
  ...overrides,
});

const errorsOf = (overrides: Partial<TaughtDraft>) => {
  const result = checkTaught(draft(overrides));
  if (result.ok) throw new Error("expected the draft to be refused");
  return result.errors;
};

describe("checkTaught", () => {
  it("keeps a good draft trimmed, lists the answer's links once each, and reads an empty review date as none", () => {
    const result = checkTaught(
      draft({
        question: "  Do you sign NDAs before a first call?  ",
        wordings: ["", "  will you sign an nda  ", "Will you sign an NDA", "   "],
        answer: "Yes: see [how we work](/process), [our process](/process) and [contact us](/contact#form).\n\nWe reply within a day.",
        reviewBy: "2026-09-30",
      }),
    );
    expect(result).toEqual({
      ok: true,
      values: {
        question: "Do you sign NDAs before a first call?",
        // Blank ones dropped, and a repeat of another (whatever its case).
        wordings: ["will you sign an nda"],
        answer: "Yes: see [how we work](/process), [our process](/process) and [contact us](/contact#form).\n\nWe reply within a day.",
        links: ["/process", "/contact#form"],
        reviewBy: "2026-09-30",
      },
    });
    expect(checkTaught(draft())).toMatchObject({ ok: true, values: { wordings: [], reviewBy: null } });
  });

  it("drops a wording that only repeats the question", () => {
    expect(checkTaught(draft({ wordings: ["do you sign ndas before a first call?"] }))).toMatchObject({ ok: true, values: { wordings: [] } });
  });

  it("holds the question and the answer to their lengths", () => {
    expect(errorsOf({ question: "  hi  " }).question).toBe("Write the question: at least 3 characters.");
    expect(errorsOf({ question: "q".repeat(301) }).question).toBe("Keep the question to 300 characters.");
    expect(checkTaught(draft({ question: "q".repeat(300) })).ok).toBe(true);
    expect(errorsOf({ answer: "Yes." }).answer).toBe("Write the answer: at least 10 characters.");
    expect(errorsOf({ answer: "a".repeat(1201) }).answer).toBe("Keep the answer to 1,200 characters.");
    expect(checkTaught(draft({ answer: "a".repeat(1200) })).ok).toBe(true);
  });

  it("refuses control characters, but keeps line breaks and tabs in the answer", () => {
    expect(errorsOf({ question: "Do you\u0007 sign NDAs?" }).question).toMatch(/invisible characters/);
    expect(errorsOf({ question: "Do you\nsign NDAs?" }).question).toMatch(/invisible characters/);
    expect(errorsOf({ answer: "Yes we do\u0000 sign them." }).answer).toMatch(/invisible characters/);
    expect(checkTaught(draft({ answer: "Yes:\n\t- we sign them\r\n- before the call" })).ok).toBe(true);
  });

  it("checks each wording at its own input, and at most five", () => {
    const errors = errorsOf({ wordings: ["ok wording", "", "no", "q".repeat(301)] });
    expect(errors.wordings).toEqual({ 2: "Write the wording: at least 3 characters.", 3: "Keep the wording to 300 characters." });
    expect(errors.question).toBeUndefined();
    const six = ["one way", "", "two way", "three way", "four way", "five way", "six way"];
    expect(errorsOf({ wordings: six }).wordings).toEqual({ 6: "Keep to 5 other wordings: clear this one or another." });
    expect(checkTaught(draft({ wordings: six.slice(0, 6) }))).toMatchObject({ ok: true, values: { wordings: six.slice(0, 6).filter(Boolean) } });
  });

  it("takes links only to the site's own pages", () => {
    for (const target of [
      "https://example.com",
      "http://northbeam.studio/services",
      "//evil.example/path",
      "mailto:hi@example.com",
      "javascript:alert`1`",
      "services",
      "/path with space",
      "",
    ])
      expect(errorsOf({ answer: `See [this page](${target}) for more.` }).answer).toMatch(/not a page of this site/);
    expect(errorsOf({ answer: "See [this page](javascript:alert(1)) for more." }).answer).toMatch(/not written as/);
    expect(errorsOf({ answer: "See [](/services) for more." }).answer).toBe("Give the link to /services some words to show, as in [our services](/services).");
    expect(errorsOf({ answer: "See [our services]( /services ) for more." }).answer).toBe("Take the spaces out of the link to /services.");
    expect(errorsOf({ answer: "See [our services] (/services) for more." }).answer).toMatch(/not written as \[text\]\(\/path\)/);
    expect(errorsOf({ answer: "See [our services](/services/(old)) for more." }).answer).toMatch(/not written as/);
  });

  it("refuses other sites' addresses written out", () => {
    for (const answer of ["Read https://example.com for more.", "Read www.example.com for more.", "Write to mailto:hi@example.com today."])
      expect(errorsOf({ answer }).answer).toMatch(/Other sites' addresses/);
    expect(checkTaught(draft({ answer: "Your data: we keep it in the UK, on our own servers." })).ok).toBe(true);
  });

  it("takes at most ten linked pages, however often each is linked", () => {
    const links = (count: number) => Array.from({ length: count }, (_, index) => `[page ${index}](/page-${index})`).join(" ");
    expect(checkTaught(draft({ answer: `${links(10)} [again](/page-0)` })).ok).toBe(true);
    expect(errorsOf({ answer: links(11) }).answer).toBe("Link to at most 10 pages in one answer.");
  });

  it("takes a real day or nothing as the review date", () => {
    expect(checkTaught(draft({ reviewBy: " 2028-02-29 " }))).toMatchObject({ ok: true, values: { reviewBy: "2028-02-29" } });
    for (const reviewBy of ["2027-02-29", "2026-13-01", "tomorrow", "30/09/2026"])
      expect(errorsOf({ reviewBy }).reviewBy).toBe("Give the review date as a day, or leave it empty.");
  });

  it("reports every field's problem at once", () => {
    const errors = errorsOf({ question: "", wordings: ["x"], answer: "short", reviewBy: "soon" });
    expect(Object.keys(errors).sort()).toEqual(["answer", "question", "reviewBy", "wordings"]);
  });
});

describe("isSitePath", () => {
  it("is a path from the site's root, with an optional fragment, and nothing that leaves the site", () => {
    for (const path of ["/", "/services", "/services/web-development", "/blog/2026/a-post#faq", "/contact#"]) expect(isSitePath(path)).toBe(true);
    for (const path of ["", "services", "//example.com", "https://example.com", "/a b", "/search?q=1", "/a\\b", "/a\nb", `/${"a".repeat(300)}`])
      expect(isSitePath(path)).toBe(false);
  });
});

describe("answerParts and answerLinks", () => {
  it("splits an answer into text and its links to site pages, leaving anything else as text", () => {
    expect(answerParts("See [our work](/work) and [x](https://example.com).")).toEqual([
      { text: "See " },
      { text: "our work", href: "/work" },
      { text: " and [x](https://example.com)." },
    ]);
    expect(answerParts("No links here.")).toEqual([{ text: "No links here." }]);
    expect(answerLinks("[a](/a) [b](/b) [again](/a)")).toEqual(["/a", "/b"]);
  });
});

describe("brokenLinks", () => {
  it("asks for each page with its fragment left off, and returns those not answered 200-399", async () => {
    const statuses: Record<string, number> = { "/ok": 200, "/moved": 301, "/gone": 404, "/broken": 500 };
    const head = jest.fn(async (path: string) => ({ status: statuses[path] ?? 0 }));
    await expect(brokenLinks(["/ok", "/moved#top", "/gone", "/broken"], head)).resolves.toEqual([
      { path: "/gone", status: 404 },
      { path: "/broken", status: 500 },
    ]);
    expect(head.mock.calls.map(([path]) => path)).toEqual(["/ok", "/moved", "/gone", "/broken"]);
  });

  it("rejects when the site cannot be reached, and asks nothing without links", async () => {
    await expect(brokenLinks(["/ok"], async () => Promise.reject(new TypeError("Failed to fetch")))).rejects.toThrow("Failed to fetch");
    const head = jest.fn();
    await expect(brokenLinks([], head)).resolves.toEqual([]);
    expect(head).not.toHaveBeenCalled();
  });

  it("names the broken links in a sentence for the answer's field", () => {
    expect(brokenLinksProblem([])).toBeNull();
    expect(brokenLinksProblem([{ path: "/gone", status: 404 }])).toBe("The link to /gone (no such page) does not lead to a page: fix or remove it.");
    expect(
      brokenLinksProblem([
        { path: "/gone", status: 404 },
        { path: "/broken", status: 500 },
      ]),
    ).toBe("These links do not lead to a page: /gone (no such page), /broken (answered 500). Fix or remove them.");
  });
});

describe("review dates", () => {
  it("is due on its day and after it, never without a date", () => {
    expect(reviewDue("2026-03-09", "2026-03-09")).toBe(true);
    expect(reviewDue("2026-03-08", "2026-03-09")).toBe(true);
    expect(reviewDue("2026-03-10", "2026-03-09")).toBe(false);
    expect(reviewDue(null, "2026-03-09")).toBe(false);
  });

  it("writes days as date inputs do, in the reader's time zone", () => {
    expect(dayOf(new Date(2026, 0, 5, 23, 30))).toBe("2026-01-05");
    expect(isDay("2026-01-05")).toBe(true);
    expect(isDay("2026-1-5")).toBe(false);
  });
});

describe("draftOf", () => {
  it("starts a new draft from a question, and an edit from what is stored", () => {
    expect(draftOf(null, "do you sponsor visas?")).toEqual({ question: "do you sponsor visas?", wordings: [""], answer: "", reviewBy: "" });
    expect(draftOf({ question: "Q?", wordings: ["a", "b"], answer: "An answer.", reviewBy: null })).toEqual({
      question: "Q?",
      wordings: ["a", "b"],
      answer: "An answer.",
      reviewBy: "",
    });
  });
});

describe("the emulators' seed", () => {
  it("teaches answers the form would save, with the links their answers hold", () => {
    for (const answer of seeded) {
      const result = checkTaught({ question: answer.question, wordings: answer.wordings, answer: answer.answer, reviewBy: "" });
      expect(result).toMatchObject({ ok: true, values: { question: answer.question, wordings: answer.wordings, links: answer.links } });
    }
  });
});
