import { unlinked, withoutFormatCharacters } from "./quoted-text";

describe("withoutFormatCharacters", () => {
  it("removes bidirectional controls and zero-width and tag characters, and nothing else", () => {
    expect(withoutFormatCharacters("Pay \u202Efdp.exe\u202C now")).toBe("Pay fdp.exe now");
    expect(withoutFormatCharacters("\u2066isolated\u2069 and\u200B hidden\u2060 \u{E0041}tags")).toBe("isolated and hidden tags");
    expect(withoutFormatCharacters("Zoë, 東京, مرحبا, שלום 😀")).toBe("Zoë, 東京, مرحبا, שלום 😀");
  });
});

describe("unlinked", () => {
  it.each([
    ["https://evil.example/login", "https[:]//evil[.]example/login"],
    ["see northbeam-support.com now", "see northbeam-support[.]com now"],
    ["www.example.org", "www[.]example[.]org"],
    ["mail ops@example.com", "mail ops@example[.]com"],
    ["an ideographic full stop: prize。example", "an ideographic full stop: prize[。]example"],
  ])("writes %s so no e-mail program links it", (text, written) => {
    expect(unlinked(text)).toBe(written);
  });

  it("leaves sentences, numbers and times be", () => {
    for (const text of ["Done. Next week?", "v1.2 at 10:30", "a . b", "ratio 3:2"]) expect(unlinked(text)).toBe(text);
  });
});
