import { render } from "@testing-library/react";
import { webFontsStorageKey } from "@/lib/site/web-fonts";
import { WebFontsSwitch } from "./web-fonts-switch";

let pathname = "/";
jest.mock("next/navigation", () => ({ usePathname: () => pathname }));

const root = document.documentElement;

beforeEach(() => {
  pathname = "/";
  root.removeAttribute("data-fonts");
  window.localStorage.clear();
});

describe("WebFontsSwitch", () => {
  it("switches to the web fonts on the first client-side navigation once the browser holds them", () => {
    const { rerender } = render(<WebFontsSwitch />);
    window.localStorage.setItem(webFontsStorageKey, "1");
    rerender(<WebFontsSwitch />);
    expect(root.hasAttribute("data-fonts")).toBe(false);
    pathname = "/services";
    rerender(<WebFontsSwitch />);
    expect(root.hasAttribute("data-fonts")).toBe(true);
  });

  it("stays in the fallbacks on a navigation while the fonts are still loading", () => {
    const { rerender } = render(<WebFontsSwitch />);
    pathname = "/services";
    rerender(<WebFontsSwitch />);
    expect(root.hasAttribute("data-fonts")).toBe(false);
  });
});
