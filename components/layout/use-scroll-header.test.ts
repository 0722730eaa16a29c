import { nextHeaderState, type HeaderScrollState } from "./use-scroll-header";

const top: HeaderScrollState = { compact: false, hidden: false };

describe("nextHeaderState", () => {
  it.each([
    ["stays full at the top", top, 0, 0, true, { compact: false, hidden: false }],
    ["stays full at exactly 20 px", top, 0, 20, true, { compact: false, hidden: false }],
    ["compacts past 20 px", top, 0, 21, true, { compact: true, hidden: false }],
    ["does not hide at 50 px", top, 10, 50, true, { compact: true, hidden: false }],
    ["hides scrolling down past 50 px", top, 40, 60, true, { compact: true, hidden: true }],
    ["reappears scrolling up", { compact: true, hidden: true }, 400, 380, true, { compact: true, hidden: false }],
    ["keeps hidden when the position does not change", { compact: true, hidden: true }, 400, 400, true, { compact: true, hidden: true }],
    ["shows again back above 50 px", { compact: true, hidden: true }, 60, 45, true, { compact: true, hidden: false }],
    ["never hides when hiding is off (low-end, touch, open menu)", top, 40, 600, false, { compact: true, hidden: false }],
    ["un-hides when hiding is switched off", { compact: true, hidden: true }, 600, 700, false, { compact: true, hidden: false }],
  ] as const)("%s", (_name, state, previousY, y, canHide, expected) => {
    expect(nextHeaderState(state, previousY, y, canHide)).toEqual(expected);
  });

  it("returns the same object when nothing changes, so React skips the render", () => {
    const state = { compact: true, hidden: false };
    expect(nextHeaderState(state, 100, 90, true)).toBe(state);
  });
});
