import { expect, type Page, test } from "@playwright/test";
import { allPublicRoutes, emulateCapableDevice, memberRoutes } from "./support";

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
    const record = await aboutToCareer(page);
    expect(record.maxHeadings).toBe(1);
    const leave = record.animations.find((animation) => animation.name === "page-leave");
    const arrive = record.animations.find((animation) => animation.name === "page-arrive");
    // The leaving page is the old snapshot, fading out; the arriving one fades in only once it is gone.
    expect(leave).toMatchObject({ pseudo: expect.stringMatching(/^::view-transition-old\(/), delay: 0 });
    expect(arrive).toMatchObject({ pseudo: expect.stringMatching(/^::view-transition-new\(/) });
    expect(leave?.duration).toBeGreaterThan(100);
    expect(arrive?.delay).toBeGreaterThanOrEqual(leave?.duration ?? Number.POSITIVE_INFINITY);
  });

  test("a change of query animates nothing; a change of page does, from one article to the next too", async ({ page }) => {
    await emulateCapableDevice(page);
    await recordPageTransitions(page);
    await page.goto("/blog");
    await page.getByRole("group", { name: "Filter by tag" }).getByRole("button", { name: "DevOps", exact: true }).click();
    await expect(page).toHaveURL(/\?tag=DevOps$/);
    expect((await transitionRecord(page)).animations).toEqual([]);
    // A page with several top-level elements has a snapshot, and so an animation, for each.
    const arrivals = async () => (await transitionRecord(page)).animations.filter((animation) => animation.name === "page-arrive").length;
    await page.locator('main li a[href^="/readarticle/"]').first().click();
    await expect(page).toHaveURL(/\/readarticle\//);
    await expect.poll(arrivals).toBeGreaterThan(0);
    const afterFirst = await arrivals();
    const firstArticle = page.url();
    await page.locator('#related-title ~ div a[href^="/readarticle/"]').first().click();
    await expect(page).not.toHaveURL(firstArticle);
    await expect.poll(arrivals).toBeGreaterThan(afterFirst);
  });

  test("with reduced motion, pages swap instantly", async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: "reduce" });
    const page = await context.newPage();
    await emulateCapableDevice(page);
    await expectInstantSwap(page);
    await context.close();
  });

  test("on a low-end device, pages swap instantly", async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, "hardwareConcurrency", { get: () => 2 });
    });
    await expectInstantSwap(page);
  });
});

type TransitionRecord = { started: number; maxHeadings: number; animations: { name: string; pseudo: string | null; delay: number; duration: number }[] };

/**
 * From the page's first script on: counts the view transitions the page starts, and every frame notes
 * the page-transition animations running on their snapshots and how many page headings the document holds.
 */
async function recordPageTransitions(page: Page) {
  await page.addInitScript(() => {
    const record: TransitionRecord = { started: 0, maxHeadings: 0, animations: [] };
    (window as unknown as { transitionRecord: TransitionRecord }).transitionRecord = record;
    const start = Document.prototype.startViewTransition;
    if (start) {
      Document.prototype.startViewTransition = function (this: Document, ...args: Parameters<typeof start>) {
        record.started += 1;
        return start.apply(this, args);
      };
    }
    const seen = new Set<Animation>();
    const frame = () => {
      record.maxHeadings = Math.max(record.maxHeadings, document.querySelectorAll("main h1").length);
      for (const animation of document.getAnimations()) {
        if (seen.has(animation) || !(animation instanceof CSSAnimation) || !animation.animationName.startsWith("page-")) continue;
        seen.add(animation);
        const effect = animation.effect as KeyframeEffect;
        const timing = effect.getComputedTiming();
        record.animations.push({ name: animation.animationName, pseudo: effect.pseudoElement, delay: Number(timing.delay), duration: Number(timing.duration) });
      }
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
}

const transitionRecord = (page: Page) => page.evaluate(() => (window as unknown as { transitionRecord: TransitionRecord }).transitionRecord);

/** Follows the main navigation from /about to /career, recording: that is one view transition. */
async function aboutToCareer(page: Page): Promise<TransitionRecord> {
  await recordPageTransitions(page);
  await page.goto("/about");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Career" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Do the best work of your career");
  const record = await transitionRecord(page);
  expect(record.started).toBe(1);
  return record;
}

/** A navigation is still a view transition, but no page animation runs in it. */
async function expectInstantSwap(page: Page) {
  expect((await aboutToCareer(page)).animations).toEqual([]);
}

test.describe("scrolling", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("scrollbars are hidden while wheel and keys still scroll the page", async ({ page }) => {
    await page.goto("/about");
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollbarWidth)).toBe("none");
    expect(await page.evaluate(() => window.innerWidth - document.documentElement.clientWidth)).toBe(0);

    const distanceToBottom = () =>
      page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight - window.scrollY);
    // Keyboard scrolling is animated, and a key pressed before the last animation has finished (even once
    // the page looks in place) can be cut short: each key waits until the page has stopped moving.
    const scrollY = () => page.evaluate(() => window.scrollY);
    const settled = async () => {
      let last = Number.NaN;
      for (let still = 0, checks = 0; still < 4 && checks < 50; checks += 1) {
        await page.waitForTimeout(100);
        const now = await scrollY();
        still = now === last ? still + 1 : 0;
        last = now;
      }
    };
    // Sections below the fold take their real height as they render on the way down, so the first End
    // can stop short of a bottom that has since moved; a second End reaches it.
    for (let press = 0; press < 3 && (press === 0 || (await distanceToBottom()) > 1); press += 1) {
      await page.keyboard.press("End");
      await settled();
    }
    expect(await distanceToBottom()).toBeLessThanOrEqual(1);
    await page.keyboard.press("Home");
    await settled();
    expect(await scrollY()).toBe(0);
    await page.mouse.move(640, 400);
    await page.mouse.wheel(0, 400);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
  });

});

test.describe("no sideways scrolling", () => {
  for (const path of allPublicRoutes) {
    test(`${path} fits 375, 768, 1024, 1280 and 1920 px`, async ({ page }) => {
      await page.goto(path);
      for (const width of [375, 768, 1024, 1280, 1920]) {
        await page.setViewportSize({ width, height: 900 });
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `${path} at ${width} px`).toBeLessThanOrEqual(0);
      }
    });
  }
});
