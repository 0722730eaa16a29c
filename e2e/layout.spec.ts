import { expect, type Page, test } from "@playwright/test";
import { emulateCapableDevice, memberRoutes, settled, trackLateScripts } from "./support";

test("the skip link is the first stop and moves focus to main", async ({ page }) => {
  await page.goto("/services");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to main content" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press("Enter");
  await expect(page.locator("main#main")).toBeFocused();
});

test("the site is English and dark, with the theme stored before first paint", async ({ page }) => {
  let themeAtFirstScript: string | null = "unset";
  await page.exposeFunction("reportTheme", (theme: string | null) => {
    themeAtFirstScript = theme;
  });
  await page.addInitScript(() => {
    document.addEventListener("DOMContentLoaded", () => {
      (window as unknown as { reportTheme: (theme: string | null) => void }).reportTheme(localStorage.getItem("theme"));
    });
  });
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("dark");
  expect(themeAtFirstScript).toBe("dark");
});

for (const path of memberRoutes) {
  test(`${path} has no site header or footer and no top padding`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator("body > header")).toHaveCount(0);
    await expect(page.locator("footer")).toHaveCount(0);
    await expect(page.locator("main#main")).toHaveCSS("padding-top", "0px");
    await expect(page.getByRole("link", { name: "Skip to main content" })).toHaveAttribute("href", "#main");
  });
}

test("public pages have the header and footer and clear the fixed header", async ({ page }) => {
  await page.goto("/career");
  await expect(page.getByRole("banner")).toBeVisible();
  await expect(page.getByRole("contentinfo")).toBeVisible();
  const padding = await page.locator("main#main").evaluate((main) => parseFloat(getComputedStyle(main).paddingTop));
  const headerHeight = (await page.locator("body > header").boundingBox())?.height ?? 0;
  expect(padding).toBeGreaterThanOrEqual(headerHeight);
});

test.describe("footer", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/");
  });

  test("has four columns: blurb with socials, services, company, contact", async ({ page }) => {
    const columns = page.locator("footer [data-footer-column]");
    await expect(columns).toHaveCount(4);
    expect(await columns.evaluateAll((nodes) => nodes.map((node) => node.getAttribute("data-footer-column")))).toEqual([
      "About",
      "Services",
      "Company",
      "Contact",
    ]);
  });

  test("social icons open in a new tab without leaking the opener", async ({ page }) => {
    const social = page.getByRole("contentinfo").getByRole("list", { name: "Social media" }).getByRole("link");
    await expect(social).toHaveCount(5);
    for (const network of ["facebook", "instagram", "x.com", "github", "youtube"]) {
      const link = social.and(page.locator(`a[href*="${network}"]`));
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }
  });

  test("lists the services, all linking to /services", async ({ page }) => {
    const links = page.locator('footer [data-footer-column="Services"] a');
    await expect(links).toHaveText(["Custom Software", "Web Development", "Mobile Apps", "UX/UI Design", "DevOps"]);
    for (const href of await links.evaluateAll((nodes) => nodes.map((node) => node.getAttribute("href")))) {
      expect(href).toBe("/services");
    }
  });

  test("lists the company pages", async ({ page }) => {
    const links = page.locator('footer [data-footer-column="Company"] a');
    const entries = await links.evaluateAll((nodes) => nodes.map((node) => [node.textContent, node.getAttribute("href")]));
    expect(entries).toEqual([
      ["About Us", "/about"],
      ["Career", "/career"],
      ["Community", "/community"],
      ["Case Studies", "/portfolio"],
      ["Blog", "/blog"],
      ["FAQ", "/faq"],
      ["Privacy Policy", "/privacypolicy"],
      ["Terms of Use", "/termsofuse"],
    ]);
  });

  test("gives the address, a phone link and an e-mail link, and this year's copyright", async ({ page }) => {
    const contact = page.locator('footer [data-footer-column="Contact"]');
    await expect(contact.locator("address")).toContainText("Bristol");
    await expect(contact.locator('a[href^="tel:+"]')).toHaveCount(1);
    await expect(contact.locator('a[href^="mailto:"]')).toHaveCount(1);
    await expect(page.getByRole("contentinfo")).toContainText(`© ${new Date().getFullYear()}`);
  });

  test("every footer link answers 200", async ({ page, request }) => {
    const hrefs = await page.locator('footer a[href^="/"]').evaluateAll((nodes) => nodes.map((node) => node.getAttribute("href") ?? ""));
    for (const href of new Set(hrefs)) {
      expect((await request.get(href)).status(), href).toBe(200);
    }
  });
});

test.describe("error screen", () => {
  test("shows the message and two working buttons", async ({ page }) => {
    await page.goto("/error");
    await expect(page.getByRole("heading", { level: 1, name: "Something went wrong" })).toBeVisible();
    await page.evaluate(() => {
      (window as unknown as { beforeRefresh: boolean }).beforeRefresh = true;
    });
    await Promise.all([page.waitForEvent("load"), page.getByRole("button", { name: "Refresh Page" }).click()]);
    expect(await page.evaluate(() => (window as unknown as { beforeRefresh?: boolean }).beforeRefresh)).toBeUndefined();
    await expect(page).toHaveURL(/\/error$/);
    await page.getByRole("button", { name: "Go to Homepage" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Software that ships");
  });
});

test.describe("navigation", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("scrolls to the top on every path change", async ({ page }) => {
    await emulateCapableDevice(page);
    await page.goto("/");
    await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: "instant" }));
    await page.getByRole("contentinfo").getByRole("link", { name: "About Us" }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("We are");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("the old page leaves before the new one enters", async ({ page }) => {
    await emulateCapableDevice(page);
    await page.goto("/about");
    await expect(page.locator("[data-transition]")).toHaveAttribute("data-transition", "animated");
    // The transition is the client router's: a click before React has taken over the page is an ordinary
    // page load (as it should be), which would start a new document and lose this record.
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
    await page.evaluate(() => {
      // The leaving page's heading is the first one; each change of heading seen later is added.
      const record = {
        maxPages: 1,
        headings: [document.querySelector("main h1")?.textContent ?? ""],
        opacityOnArrival: Number.NaN,
        leavingOpacity: Number.NaN,
      };
      (window as unknown as { transitionRecord: typeof record }).transitionRecord = record;
      // The leaving page's opacity, frame by frame, for as long as its heading is on screen.
      const follow = () => {
        const wrapper = document.querySelector("[data-transition]");
        if (record.headings.length > 1 || !wrapper) return;
        record.leavingOpacity = Number(getComputedStyle(wrapper).opacity);
        requestAnimationFrame(follow);
      };
      requestAnimationFrame(follow);
      const main = document.querySelector("main");
      new MutationObserver(() => {
        record.maxPages = Math.max(record.maxPages, document.querySelectorAll("[data-transition]").length);
        const heading = document.querySelector("main h1")?.textContent ?? "";
        if (record.headings.at(-1) === heading) return;
        record.headings.push(heading);
        // The arriving page's heading must first show in a page that is faded out, not in the leaving one.
        const wrapper = document.querySelector("[data-transition]");
        if (record.headings.length === 2 && wrapper) record.opacityOnArrival = Number(getComputedStyle(wrapper).opacity);
      }).observe(main ?? document.body, { childList: true, subtree: true });
    });
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Career" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Do the best work of your career");
    const record = await page.evaluate(
      () =>
        (window as unknown as { transitionRecord: { maxPages: number; headings: string[]; opacityOnArrival: number; leavingOpacity: number } })
          .transitionRecord,
    );
    expect(record.maxPages).toBe(1);
    expect(record.headings).toEqual([expect.stringContaining("We are"), "Do the best work of your career"]);
    // The old page had faded out before the new one's heading appeared, and the new one arrived faded out.
    expect(record.leavingOpacity).toBeLessThan(0.5);
    expect(record.opacityOnArrival).toBeLessThan(0.5);
  });

  test("with reduced motion, pages swap instantly", async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: "reduce" });
    const page = await context.newPage();
    await emulateCapableDevice(page);
    await page.goto("/about");
    await expect(page.locator("[data-transition]")).toHaveAttribute("data-transition", "instant");
    await context.close();
  });

  test("the animation code is fetched after the page settles, and only on capable devices", async ({ browser }) => {
    /** Whether any of the scripts fetched by the load event, or by now, is the motion library (its spring generator). */
    const motionFetched = (page: Page, when: "at load" | "now") =>
      page.evaluate(async (when) => {
        const names =
          when === "at load"
            ? (window as unknown as { scriptsAtLoad: string[] }).scriptsAtLoad
            : performance.getEntriesByType("resource").map((entry) => entry.name);
        const sources = await Promise.all(names.filter((name) => name.endsWith(".js")).map((name) => fetch(name).then((response) => response.text())));
        return sources.some((source) => source.includes("applyToOptions"));
      }, when);
    const recordScriptsAtLoad = () =>
      window.addEventListener("load", () => {
        (window as unknown as { scriptsAtLoad: string[] }).scriptsAtLoad = performance.getEntriesByType("resource").map((entry) => entry.name);
      });

    const capable = await browser.newPage();
    await emulateCapableDevice(capable);
    await capable.addInitScript(recordScriptsAtLoad);
    await capable.goto("/about");
    expect(await motionFetched(capable, "at load")).toBe(false);
    await expect.poll(() => motionFetched(capable, "now"), { timeout: 10_000 }).toBe(true);
    await capable.close();

    const lowEnd = await browser.newPage();
    await lowEnd.addInitScript(() => Object.defineProperty(navigator, "hardwareConcurrency", { get: () => 2 }));
    await trackLateScripts(lowEnd);
    await lowEnd.goto("/about");
    await settled(lowEnd);
    expect(await motionFetched(lowEnd, "now")).toBe(false);
    await lowEnd.close();
  });

  test("on a low-end device, pages swap instantly", async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, "hardwareConcurrency", { get: () => 2 });
    });
    await page.goto("/about");
    await expect(page.locator("[data-transition]")).toHaveAttribute("data-transition", "instant");
  });
});

test.describe("scrolling", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("scrollbars are hidden while wheel and keys still scroll the page", async ({ page }) => {
    await page.goto("/about");
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollbarWidth)).toBe("none");
    expect(await page.evaluate(() => window.innerWidth - document.documentElement.clientWidth)).toBe(0);

    const distanceToBottom = () => page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight - window.scrollY);
    // Keyboard scrolling is animated, and a key pressed before the last animation has finished (even once
    // the page looks in place) can be cut short: each key waits until the page has stopped moving, that
    // is, for ten painted frames in a row at the same place.
    const scrollY = () => page.evaluate(() => window.scrollY);
    const stopped = () =>
      page.evaluate(
        () =>
          new Promise<void>((resolve) => {
            let last = window.scrollY;
            let still = 0;
            const frame = () => {
              still = window.scrollY === last ? still + 1 : 0;
              last = window.scrollY;
              if (still >= 10) resolve();
              else requestAnimationFrame(frame);
            };
            requestAnimationFrame(frame);
          }),
      );
    // Sections below the fold take their real height as they render on the way down, so the first End
    // can stop short of a bottom that has since moved; a second End reaches it.
    for (let press = 0; press < 3 && (press === 0 || (await distanceToBottom()) > 1); press += 1) {
      await page.keyboard.press("End");
      await stopped();
    }
    expect(await distanceToBottom()).toBeLessThanOrEqual(1);
    // The same on the way up: a section whose height settles while Home's animation runs can leave it
    // short of the top (seen once at 206 px on a fresh clone); a second Home reaches it.
    for (let press = 0; press < 3 && (press === 0 || (await scrollY()) > 0); press += 1) {
      await page.keyboard.press("Home");
      await stopped();
    }
    expect(await scrollY()).toBe(0);
    await page.mouse.move(640, 400);
    await page.mouse.wheel(0, 400);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
  });
});
