/**
 * @jest-environment node
 */
import { getAbout, getJobs, getPresalesFaq, getServices } from "./index";
import { daysAMonth, describeEngagement, gbp, poundsBetween, poundsCompact, poundsTo, spanAdjective, spanCompact, spanText } from "./figures";
import { firstRelease } from "./data/engagements";
import { studio } from "./data/studio";

describe("figures as the pages write them", () => {
  it.each([
    [poundsTo({ min: 9000, max: 15000 }), "£9,000 to £15,000"],
    [poundsTo({ min: 7500, max: 7500 }), "£7,500"],
    [poundsBetween({ min: 25000, max: 60000 }), "between £25,000 and £60,000"],
    [poundsCompact({ min: 25000, max: 60000 }), "£25,000–£60,000"],
    [spanText({ min: 6, max: 10, unit: "week" }), "six to ten weeks"],
    [spanText({ min: 8, max: 12, unit: "week" }), "eight to twelve weeks"],
    [spanText({ min: 12, max: 16, unit: "week" }), "12 to 16 weeks"],
    [spanText({ min: 1, max: 1, unit: "working day" }), "one working day"],
    [spanAdjective({ min: 2, max: 2, unit: "week" }), "two-week"],
    [spanAdjective({ min: 3, max: 5, unit: "month" }), "three- to five-month"],
    [spanCompact({ min: 2, max: 4, unit: "week" }), "2–4 weeks"],
    [daysAMonth({ min: 2, max: 4 }), "two to four days a month"],
    [gbp(150000), "£150,000"],
  ])("%s", (written, expected) => expect(written).toBe(expected));

  it("describes a piece of work in one sentence with its price, billing and time", () => {
    expect(describeEngagement(firstRelease)).toBe(
      "A first release costs between £60,000 and £150,000 and takes 12 to 20 weeks (time and materials against our blended day rate, with a capped budget for each phase): a focused first release of a web or mobile product, from kick-off to live, including discovery.",
    );
  });
});

/** Every amount in pounds that a typed field holds, as the pages may write it. */
function typedAmounts(): Set<string> {
  const ranges = [
    studio.dayRate,
    ...getServices().flatMap((service) => service.engagements.flatMap((work) => (work.price ? [work.price] : []))),
    ...getJobs().map((job) => job.salary),
  ];
  return new Set(ranges.flatMap(({ min, max }) => [gbp(min), gbp(max)]));
}

describe("a figure is written once", () => {
  const copy = [
    ["services", JSON.stringify(getServices(), (key, value: unknown) => (key === "engagements" ? undefined : value))],
    ["the pre-sales FAQ", JSON.stringify(getPresalesFaq())],
    ["the company pages", JSON.stringify(getAbout())],
    ["the openings' descriptions", JSON.stringify(getJobs().map((job) => job.description))],
  ] as const;

  it.each(copy)("every amount in pounds in %s is one a typed field holds", (_where, text) => {
    const typed = typedAmounts();
    const written = [...new Set(text.match(/£\d{1,3}(?:,\d{3})*/g) ?? [])];
    expect(written.length).toBeGreaterThan(0);
    expect(written.filter((amount) => !typed.has(amount))).toEqual([]);
  });

  it("fails for a hand-written amount no field holds", () => {
    expect(typedAmounts().has("£26,000")).toBe(false);
  });

  it("the pages say the reply promise and the team's size from the studio's fields", () => {
    const faq = JSON.stringify(getPresalesFaq());
    expect(faq).toContain(`replies within ${spanText(studio.replyTime)}`);
    expect(faq).toContain(`team of around ${studio.teamSize}`);
    expect(getAbout().stats.map((stat) => stat.value)).toContain(String(studio.teamSize));
  });
});
