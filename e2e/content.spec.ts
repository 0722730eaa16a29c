import { expect, type Page, test } from "@playwright/test";
import { getArticles, getAbout, getIndustries, getJobs, getPresalesFaq, getProjects, getServices } from "../lib/content";
import { presalesTopics } from "../lib/content/schema";

/** Marks the current document so a test can tell a client-side update from a reload. */
async function markDocument(page: Page) {
  await page.evaluate(() => ((window as unknown as { marker: string }).marker = "kept"));
}
const documentKept = (page: Page) => page.evaluate(() => (window as unknown as { marker?: string }).marker === "kept");

test("home shows the hero, services, process, work, testimonials, articles and a call to action", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Software that ships on time");
  const services = page.locator("#services-title").locator("xpath=ancestor::section[1]");
  await expect(services.getByRole("link")).toHaveText(getServices().map((service) => service.title));
  await expect(page.getByRole("tablist", { name: "Process steps" }).getByRole("tab")).toHaveCount(getAbout().process.length);
  const work = page.locator("#work-title").locator("xpath=ancestor::section[1]");
  await expect(work.locator('a[href^="/projectdetail/"]')).toHaveCount(3);
  await expect(work.locator("img")).toHaveCount(3);
  await expect(page.locator("#testimonials-title").locator("xpath=ancestor::section[1]").locator("blockquote, figure")).not.toHaveCount(0);
  const articles = page.locator("#articles-title").locator("xpath=ancestor::section[1]");
  await expect(articles.locator('a[href^="/readarticle/"]').first()).toHaveText(getArticles()[0]?.title ?? "");
  await expect(page.getByRole("link", { name: /start a project|get in touch|contact/i }).first()).toBeVisible();
});

test("process steps move with previous, next and go-to-step", async ({ page }) => {
  const steps = getAbout().process;
  await page.goto("/");
  const panel = page.getByRole("tabpanel");
  await expect(panel.getByRole("heading")).toHaveText(steps[0]?.title ?? "");
  await page.getByRole("button", { name: "Next step" }).click();
  await expect(panel.getByRole("heading")).toHaveText(steps[1]?.title ?? "");
  await page.getByRole("tab", { name: new RegExp(`Step ${steps.length}:`) }).click();
  await expect(panel.getByRole("heading")).toHaveText(steps.at(-1)?.title ?? "");
  await expect(page.getByRole("button", { name: "Next step" })).toHaveAttribute("aria-disabled", "true");
  await page.getByRole("button", { name: "Previous step" }).click();
  await expect(panel.getByRole("heading")).toHaveText(steps.at(-2)?.title ?? "");
  await page.getByRole("tab", { name: /Step 1:/ }).press("End");
  await expect(panel.getByRole("heading")).toHaveText(steps.at(-1)?.title ?? "");
});

test.describe("process steps on a 320 px phone", () => {
  test.use({ viewport: { width: 320, height: 640 } });

  /** Whether the (pill-shaped) element is what the visitor sees at its centre and at each of its four ends. */
  const shownInFull = (element: Element) => {
    const { left, right, top, bottom, height } = element.getBoundingClientRect();
    const x = (left + right) / 2;
    const y = (top + bottom) / 2;
    const inset = 3;
    const points = [
      [x, y],
      [left + height / 2, y],
      [right - height / 2, y],
      [x, top + inset],
      [x, bottom - inset],
    ] as const;
    return points.every(([pointX, pointY]) => {
      const target = document.elementFromPoint(pointX, pointY);
      return target !== null && element.contains(target);
    });
  };

  for (const path of ["/", "/about"]) {
    test(`${path} shows the previous and next buttons in full`, async ({ page }) => {
      const steps = getAbout().process;
      await page.goto(path);
      for (const name of ["Next step", "Previous step"]) {
        const button = page.getByRole("button", { name });
        // In the middle of the screen, clear of the chat button; its section renders once near the viewport.
        await button.evaluate((element) => element.scrollIntoView({ block: "center", behavior: "instant" }));
        const box = await button.boundingBox();
        expect(box, name).not.toBeNull();
        expect(box?.x ?? -1, name).toBeGreaterThanOrEqual(0);
        expect((box?.x ?? 0) + (box?.width ?? 321), name).toBeLessThanOrEqual(320);
        await expect.poll(() => button.evaluate(shownInFull), { message: `${name} is not clipped or covered` }).toBe(true);
      }
      await page.getByRole("button", { name: "Next step" }).click();
      await expect(page.getByRole("tabpanel").getByRole("heading")).toHaveText(steps[1]?.title ?? "");
    });
  }
});

test("about shows the team with portraits, values, process, testimonials and FAQ", async ({ page }) => {
  const company = getAbout();
  await page.goto("/about");
  for (const member of company.team) {
    await expect(page.getByRole("img", { name: member.avatar.alt })).toBeVisible();
    await expect(page.getByRole("heading", { name: member.name })).toBeVisible();
  }
  await expect(page.getByText(company.values[0]?.title ?? "", { exact: true })).toBeVisible();
  const faq = company.faq[0];
  await page.locator("summary", { hasText: faq?.question ?? "" }).click();
  await expect(page.getByText(faq?.answer ?? "", { exact: true })).toBeVisible();
});

test("services list every service and each service page has scope, process, cost and timeline, technologies and FAQ", async ({ page, request }) => {
  await page.goto("/services");
  for (const service of getServices()) {
    await expect(page.getByRole("heading", { level: 2, name: service.title, exact: true })).toBeVisible();
  }
  const service = getServices()[0];
  if (!service) throw new Error("no services");
  await page.getByRole("link", { name: `Explore ${service.title}` }).click();
  await expect(page).toHaveURL(new RegExp(`/services/${service.id}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(service.title);
  await expect(page.getByText(service.deliverables[0] ?? "", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: service.process[0]?.title ?? "", exact: true })).toBeVisible();
  const cost = page.getByRole("region", { name: "What it costs and how long it takes" });
  for (const work of service.engagements) await expect(cost.getByRole("heading", { name: work.title, exact: true })).toBeVisible();
  await expect(page.locator("summary", { hasText: service.faq[0]?.question ?? "" })).toBeVisible();
  expect((await request.get(`/og/services/${service.id}`)).headers()["content-type"]).toBe("image/png");
});

test("proficiency lists the expertise areas and links every industry page", async ({ page }) => {
  await page.goto("/ourexpertise");
  for (const industry of getIndustries()) {
    await expect(page.getByRole("link", { name: industry.name, exact: true })).toHaveAttribute("href", `/industry/${industry.id}`);
  }
  const industry = getIndustries()[0];
  if (!industry) throw new Error("no industries");
  await page.goto(`/industry/${industry.id}`);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(industry.name);
  await expect(page.getByText(industry.challenges[0] ?? "", { exact: true })).toBeVisible();
  await expect(page.locator('main a[href^="/projectdetail/"]').first()).toBeVisible();
  await expect(page.locator('main a[href^="/services/"]').first()).toBeVisible();
});

test("portfolio filters by industry and technology in the URL, without a reload", async ({ page }) => {
  const projects = getProjects();
  await page.goto("/portfolio");
  const cards = page.locator('main li a[href^="/projectdetail/"]');
  await expect(cards).toHaveCount(projects.length);
  await markDocument(page);

  const industry = getIndustries().find((candidate) => projects.some((project) => project.industryId === candidate.id));
  if (!industry) throw new Error("no industry with projects");
  await page.getByRole("group", { name: "Filter by industry" }).getByRole("button", { name: industry.name }).click();
  await expect(page).toHaveURL(new RegExp(`\\?industry=${industry.id}$`));
  await expect(cards).toHaveCount(projects.filter((project) => project.industryId === industry.id).length);

  await page.getByRole("group", { name: "Filter by industry" }).getByRole("button", { name: "All" }).click();
  const technology = "React Native";
  await page.getByLabel("Technology").selectOption(technology);
  await expect(page).toHaveURL(/\?tech=React\+Native$/);
  await expect(cards).toHaveCount(projects.filter((project) => project.technologies.includes(technology)).length);
  expect(await documentKept(page)).toBe(true);

  await page.goBack();
  await expect(page).toHaveURL(/\/portfolio$/);
  await expect(cards).toHaveCount(projects.length);

  await page.goto(`/portfolio?industry=${industry.id}&tech=${encodeURIComponent("No such tech")}`);
  await expect(cards).toHaveCount(projects.filter((project) => project.industryId === industry.id).length);
});

test("a project page shows the case study, its screenshot and both links", async ({ page }) => {
  const project = getProjects()[0];
  if (!project) throw new Error("no projects");
  await page.goto(`/projectdetail/${project.id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(project.title);
  const screenshot = page.getByRole("img", { name: project.screenshot.alt });
  await expect(screenshot).toBeVisible();
  expect(await screenshot.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await expect(page.getByText(project.results[0] ?? "", { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: /Live demo/ })).toHaveAttribute("href", project.liveUrl);
  await expect(page.getByRole("link", { name: /Source code/ })).toHaveAttribute("href", project.sourceUrl);
  await expect(page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Portfolio" })).toBeVisible();
});

test("list pages fetch their first card picture with the page and the rest lazily, with no image preloads", async ({ page }) => {
  for (const path of ["/portfolio", "/blog"]) {
    await page.goto(path);
    const loading = await page
      .locator("main ul.grid > li article img:first-of-type")
      .evaluateAll((images) => images.map((image) => image.getAttribute("loading")));
    expect(loading.length, path).toBeGreaterThan(3);
    expect(loading[0], path).toBe("eager");
    expect(new Set(loading.slice(1)), path).toEqual(new Set(["lazy"]));
    await expect(page.locator('link[rel="preload"][as="image"]'), path).toHaveCount(0);
  }
  const project = getProjects()[0];
  const article = getArticles()[0];
  if (!project || !article) throw new Error("no content");
  for (const path of [`/projectdetail/${project.id}`, `/readarticle/${article.id}`, "/"]) {
    await page.goto(path);
    await expect(page.locator('link[rel="preload"][as="image"]'), path).toHaveCount(0);
  }
});

test("blog filters by tag and searches titles, summaries and tags", async ({ page }) => {
  const articles = getArticles();
  await page.goto("/blog");
  const cards = page.locator('main li a[href^="/readarticle/"]');
  await expect(cards).toHaveCount(articles.length);
  await markDocument(page);

  await page.getByRole("group", { name: "Filter by tag" }).getByRole("button", { name: "DevOps", exact: true }).click();
  await expect(page).toHaveURL(/\?tag=DevOps$/);
  await expect(cards).toHaveCount(articles.filter((article) => article.tags.includes("DevOps")).length);

  await page.getByRole("group", { name: "Filter by tag" }).getByRole("button", { name: "All" }).click();
  await page.getByLabel("Search articles").fill("firestore");
  await expect(page).toHaveURL(/\?q=firestore$/);
  const matching = articles.filter((article) => `${article.title} ${article.summary} ${article.tags.join(" ")}`.toLowerCase().includes("firestore"));
  await expect(cards).toHaveCount(matching.length);
  await expect(cards.first()).toHaveText(matching[0]?.title ?? "");

  await page.getByLabel("Search articles").fill("zzzz nothing matches");
  await expect(page.getByText(/No articles match/)).toBeVisible();
  await page.getByRole("button", { name: "Clear filters" }).click();
  await expect(cards).toHaveCount(articles.length);
  expect(await documentKept(page)).toBe(true);

  await page.goto("/blog?tag=Design");
  await expect(cards).toHaveCount(articles.filter((article) => article.tags.includes("Design")).length);
});

test("an article has its author, dates, reading time, tags, contents, highlighted code and related articles", async ({ page }) => {
  const article = getArticles().find((candidate) => candidate.body.includes("```ts"));
  if (!article) throw new Error("no article with TypeScript code");
  await page.goto(`/readarticle/${article.id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(article.title);
  const header = page.locator("article header");
  await expect(header).toContainText(article.author.name);
  await expect(header).toContainText(`${article.readingMinutes} min read`);
  await expect(header.locator(`time[datetime="${article.publishedAt}"]`)).toBeVisible();
  await expect(page.getByRole("img", { name: article.cover.alt })).toBeVisible();
  await expect(page.getByRole("list", { name: "Tags" }).getByRole("link")).toHaveText(article.tags);

  const code = page.locator('pre[data-language="ts"]').first();
  await expect(code).toBeVisible();
  const colours = await code.locator("span[style*='color']").evaluateAll((spans) => new Set(spans.map((span) => getComputedStyle(span).color)).size);
  expect(colours).toBeGreaterThan(2);

  await expect(page.getByRole("heading", { name: "Related articles" })).toBeVisible();
  await expect(page.locator('#related-title ~ div a[href^="/readarticle/"]').first()).toBeVisible();
});

test("the table of contents lists every section and jumps to it", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const article = getArticles()[1];
  if (!article) throw new Error("no articles");
  await page.goto(`/readarticle/${article.id}`);
  const toc = page.getByRole("navigation", { name: "On this page" });
  await expect(toc.getByRole("link")).toHaveText(article.headings.map((heading) => heading.text));
  const target = article.headings.at(-1);
  if (!target) throw new Error("no headings");
  await toc.getByRole("link", { name: target.text, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`#${target.id}$`));
  const heading = page.locator(`[id="${target.id}"]`);
  await expect(heading).toBeInViewport();
  const top = await heading.evaluate((element) => element.getBoundingClientRect().top);
  expect(top).toBeGreaterThanOrEqual(0);
  await expect(heading.getByRole("link")).toHaveAttribute("href", `#${target.id}`);
});

test("without a backend the reader shows no view count and no error", async ({ page }) => {
  const article = getArticles()[0];
  if (!article) throw new Error("no articles");
  // Every other test reads articles from this machine too; an address of its own keeps this visit under the per-address limit.
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": `198.51.100.${Math.floor(Math.random() * 250) + 1}` });
  const answered = page.waitForResponse((response) => response.url().endsWith(`/api/articles/${article.id}/views`));
  await page.goto(`/readarticle/${article.id}`);
  expect((await answered).status()).toBe(503);
  await expect(page.getByTestId("article-views")).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(article.title);
});

test("career openings show pay and lead to the contact form with the subject filled in", async ({ page }) => {
  const job = getJobs()[0];
  if (!job) throw new Error("no openings");
  await page.goto("/career");
  for (const opening of getJobs()) await expect(page.getByRole("heading", { name: opening.title, exact: true })).toBeVisible();
  await expect(page.locator(`[id="${job.id}"]`)).toContainText("£");
  await page.getByRole("link", { name: `Apply for ${job.title}` }).click();
  await expect(page).toHaveURL(/\/contact\?subject=/);
  expect(new URL(page.url()).searchParams.get("subject")).toBe(`Application: ${job.title}`);
});

// One test per opening, so each page's checks have a test's time of their own.
for (const job of getJobs()) {
  test(`the ${job.title} opening has its own page, linked from /career, with pay, closing date and the same apply link`, async ({ page }) => {
    await page.goto("/career");
    await page.getByRole("heading", { name: job.title, exact: true }).getByRole("link").click();
    await expect(page).toHaveURL(new RegExp(`/career/${job.id}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(job.title);
    await expect(page.getByText(job.summary, { exact: true })).toBeVisible();
    await expect(page.locator("dl")).toContainText(job.location);
    await expect(page.locator("dl")).toContainText("£");
    await expect(page.locator(`time[datetime="${job.validThrough}"]`)).toBeVisible();
    for (const line of [...job.responsibilities, ...job.requirements]) await expect(page.getByText(line, { exact: true })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Career" })).toHaveAttribute("href", "/career");
    await page.getByRole("link", { name: `Apply for ${job.title}` }).click();
    await expect(page).toHaveURL(/\/contact\?subject=/);
    expect(new URL(page.url()).searchParams.get("subject")).toBe(`Application: ${job.title}`);
  });
}

test("community explains the offer and invites visitors to join on the dashboard", async ({ page }) => {
  await page.goto("/community");
  await expect(page.getByRole("link", { name: "Join the community" })).toHaveAttribute("href", "/dashboard");
  await expect(page.getByRole("heading", { name: "Why members stay" })).toBeVisible();
  await expect(page.getByTestId("member-count")).toHaveCount(0);
});

test("the FAQ answers every pre-sales question under its topic, at an anchor of its own", async ({ page }) => {
  await page.goto("/faq");
  for (const topic of presalesTopics) await expect(page.getByRole("heading", { level: 2, name: topic, exact: true })).toBeVisible();
  for (const entry of getPresalesFaq()) {
    const item = page.locator(`[id="${entry.id}"]`);
    await expect(item.getByRole("heading", { level: 3 })).toHaveText(entry.question);
    await expect(item.getByText(entry.answer, { exact: true })).toBeVisible();
  }
  const last = getPresalesFaq().at(-1);
  if (!last) throw new Error("no questions");
  await page.goto(`/faq#${last.id}`);
  await expect(page.locator(`[id="${last.id}"]`).getByRole("heading")).toBeInViewport();
});

test("services and contact show a few questions, each linking to its full answer on the FAQ", async ({ page }) => {
  for (const path of ["/services", "/contact"]) {
    await page.goto(path);
    const section = page.locator("#faq-title").locator("xpath=ancestor::section[1]");
    await expect(section.getByRole("link", { name: "All questions before you hire us" })).toHaveAttribute("href", "/faq");
    const first = section.locator('a[href^="/faq#"]').first();
    const id = (await first.getAttribute("href"))?.split("#")[1] ?? "";
    const entry = getPresalesFaq().find((candidate) => candidate.id === id);
    if (!entry) throw new Error(`${path} links to an unknown question: ${id}`);
    await expect(first).toHaveText(entry.question);
    await expect(section.getByText(entry.short, { exact: true })).toBeVisible();
    await first.click();
    await expect(page).toHaveURL(new RegExp(`/faq#${id}$`));
    await expect(page.locator(`[id="${id}"]`).getByText(entry.answer, { exact: true })).toBeVisible();
  }
});

test("privacy policy and terms are complete documents", async ({ page }) => {
  for (const path of ["/privacypolicy", "/termsofuse"]) {
    await page.goto(path);
    expect((await page.locator("main").innerText()).split(/\s+/).length, path).toBeGreaterThan(1500);
    await expect(page.locator("main")).toContainText("Firebase");
  }
});
