import { applyHref, salaryText, workplaceText } from "./salary";

describe("salaryText", () => {
  it.each([
    [{ min: 70000, max: 85000, unit: "YEAR" as const }, "£70,000 to £85,000 a year"],
    [{ min: 450, max: 600, unit: "DAY" as const }, "£450 to £600 a day"],
  ])("%j -> %s", (salary, text) => {
    expect(salaryText({ salary })).toBe(text);
  });
});

describe("workplaceText", () => {
  it.each([
    [{ studioDays: 2, location: "Bristol, UK (hybrid)" }, "Hybrid: at least two days a week in our Bristol studio"],
    [{ studioDays: 0, location: "Remote (UK/EU)" }, "Fully remote (UK/EU), with no set studio days"],
  ])("%j -> %s", (job, text) => {
    expect(workplaceText(job)).toBe(text);
  });
});

describe("applyHref", () => {
  it("prefills the contact form's subject with the role, encoded", () => {
    expect(applyHref({ title: "Mobile Engineer (React Native)" })).toBe("/contact?subject=Application%3A%20Mobile%20Engineer%20(React%20Native)");
  });
});
