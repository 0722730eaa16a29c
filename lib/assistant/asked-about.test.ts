/** @jest-environment node */
import { askedAbout } from "./asked-about";

describe("askedAbout", () => {
  it.each([
    ["do you sponsor visas for the bristol jobs", ["visas", "jobs"]],
    ["I'm in India. Would you sponsor a skilled worker visa?", ["worker", "visa"]],
    ["our billing is a nightmare. what would you build for us?", []],
    ["any internships or grad roles?", ["internships", "grad", "roles"]],
    ["can you guys fix a bunch of bugs", ["bugs"]],
    ["timeline for a design system", ["timeline", "design", "system"]],
  ])("%p asks about %p", (question, expected) => {
    expect(askedAbout(question)).toEqual(expected);
  });
});
