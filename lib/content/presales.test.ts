/**
 * @jest-environment node
 */
import { getArticles, getAbout, getPresalesFaq, getServices } from "./index";
import { MAX_SHORT_ANSWER_LENGTH, presalesFaqSchema, presalesTopics } from "./schema";

const faq = getPresalesFaq();
const faqText = faq.map((entry) => `${entry.question} ${entry.answer} ${entry.short}`).join("\n");

/** Everything else the site says about prices, durations and terms. */
const siteText = [JSON.stringify(getServices()), JSON.stringify(getAbout()), ...getArticles().map((article) => article.body)].join("\n");

const pounds = (text: string) => new Set(text.match(/£\d{1,3}(?:,\d{3})*/g) ?? []);

describe("the pre-sales FAQ", () => {
  it("answers at least 14 questions under every topic, each with a short answer that fits", () => {
    expect(faq.length).toBeGreaterThanOrEqual(14);
    expect(new Set(faq.map((entry) => entry.topic))).toEqual(new Set(presalesTopics));
    for (const entry of faq) expect(entry.short.length).toBeLessThanOrEqual(MAX_SHORT_ANSWER_LENGTH);
  });

  it("rejects short answers that run to three sentences or past the limit", () => {
    const [entry] = faq;
    if (!entry) throw new Error("empty FAQ");
    const parse = (short: string) => presalesFaqSchema.safeParse([entry, ...faq.slice(1)].map((item, index) => (index ? item : { ...item, short }))).success;
    expect(parse("One. Two. Three.")).toBe(false);
    expect(parse(`${"a".repeat(MAX_SHORT_ANSWER_LENGTH)}.`)).toBe(false);
    expect(parse("It costs £7,500. That is all.")).toBe(true);
  });

  it("quotes only prices that the services, company and article pages state", () => {
    const stated = pounds(siteText);
    for (const figure of pounds(faqText)) expect({ figure, stated: stated.has(figure) }).toEqual({ figure, stated: true });
  });

  it("repeats the company FAQ's figures for rates, timelines, support and time zones", () => {
    const companyFaq = JSON.stringify(getAbout().faq);
    for (const phrase of ["£700 and £850", "between £60,000 and £150,000", "12 to 20 weeks", "two days a month", "three hours of overlap"]) {
      expect({ phrase, company: companyFaq.includes(phrase), faq: faqText.includes(phrase) }).toEqual({ phrase, company: true, faq: true });
    }
  });

  it("claims no certification: only the entry that asks says plainly that we hold none", () => {
    const naming = faq.filter((entry) => /ISO\s*27001|SOC\s*2|Cyber Essentials|certif/i.test(`${entry.question} ${entry.answer} ${entry.short}`));
    expect(naming.map((entry) => entry.id)).toEqual(["certifications"]);
    expect([naming[0]?.answer.startsWith("No. We do not hold"), naming[0]?.short.startsWith("No. We hold no")]).toEqual([true, true]);
  });
});
