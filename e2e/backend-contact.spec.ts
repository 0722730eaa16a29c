import { expect, type Browser, type Page, test } from "@playwright/test";
import { minimumFillMs } from "../lib/contact/spam";
import { getJobs } from "../lib/content";
import { companyProfile } from "../lib/content/company";
import { closeOwnPages, ownPage, receivedMails } from "./support";

test.afterEach(closeOwnPages);

let visitorNumber = 0;
/**
 * Each test is a visitor of its own: its own cookies and, through the proxy header, its own address,
 * from a block no other spec uses (198.19.0.0/16, kept for tests), as another worker's spec may send
 * from 198.51.100.x at the same time and use up that address's messages for the day.
 */
async function visitor(browser: Browser, options: { javaScriptEnabled?: boolean } = {}): Promise<Page> {
  visitorNumber += 1;
  const address = `198.19.${process.pid % 250}.${visitorNumber}`;
  return ownPage(browser, { ...options, extraHTTPHeaders: { "X-Forwarded-For": address } });
}

async function fill(page: Page, overrides: Partial<Record<"name" | "email" | "subject" | "message", string>> = {}) {
  await page.getByLabel("Name *").fill(overrides.name ?? "Zoë Ångström");
  await page.getByLabel("E-mail *").fill(overrides.email ?? "zoe@example.com");
  await page.getByLabel("Subject *").fill(overrides.subject ?? "A booking app for our clinics");
  await page
    .getByLabel("Message *")
    .fill(overrides.message ?? "We run six physiotherapy clinics and want patients to book and pay online. <b>Budget</b> is flexible.");
}

const send = (page: Page) => page.getByRole("button", { name: "Send message" }).click();

test("a visitor sends a message: success is announced and the form is cleared", async ({ browser }) => {
  const page = await visitor(browser);
  await page.goto("/contact");
  await fill(page);
  await page.getByRole("checkbox", { name: "Mobile Apps" }).check();
  await send(page);
  await expect(page.getByRole("status").filter({ hasText: "Message Sent Successfully!" })).toBeVisible();
  await expect(page.getByLabel("Name *")).toHaveValue("");
  await expect(page.getByLabel("Message *")).toHaveValue("");
  await expect(page.getByRole("checkbox", { name: "Mobile Apps" })).not.toBeChecked();
});

test("invalid fields are named inline, focus moves to the first, and nothing typed is lost", async ({ browser }) => {
  const page = await visitor(browser);
  await page.goto("/contact");
  await page.getByLabel("E-mail *").fill("not-an-address");
  await page.getByLabel("Message *").fill("Too short");
  await send(page);
  const name = page.getByLabel("Name *");
  await expect(name).toBeFocused();
  await expect(name).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("Enter your name.")).toBeVisible();
  await expect(page.getByText("Enter a valid e-mail address, like name@example.com.")).toBeVisible();
  await expect(page.getByText("Your message needs at least 10 characters.")).toBeVisible();
  await expect(page.getByLabel("E-mail *")).toHaveAttribute("aria-describedby", "contact-email-error");
  await expect(page.getByLabel("E-mail *")).toHaveValue("not-an-address");
  await expect(page.getByLabel("Message *")).toHaveValue("Too short");
});

test("past the daily limit the visitor is told, with other ways to reach us, before and after sending", async ({ browser }) => {
  const page = await visitor(browser);
  await page.goto("/contact");
  for (let sent = 1; sent <= 3; sent++) {
    await fill(page, { subject: `Question number ${sent}` });
    await send(page);
    await expect(page.getByRole("status").filter({ hasText: "Message Sent Successfully!" })).toBeVisible();
  }
  await fill(page, { subject: "One more question" });
  await send(page);
  const limit = page.getByRole("alert").filter({ hasText: "Message Limit Reached" });
  await expect(limit).toBeVisible();
  await expect(limit.getByRole("link", { name: /@/ })).toHaveAttribute("href", /^mailto:/);
  await expect(limit.getByRole("link", { name: /\d/ })).toHaveAttribute("href", /^tel:/);
  await expect(page.getByLabel("Subject *")).toHaveValue("One more question");

  await page.reload();
  await expect(page.getByRole("alert").filter({ hasText: "Message Limit Reached" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Send message" })).toBeDisabled();
});

test("when the server cannot be reached, the visitor is told and keeps everything typed", async ({ browser }) => {
  const page = await visitor(browser);
  await page.goto("/contact");
  await page.route("**/api/contact", (route) => (route.request().method() === "POST" ? route.abort("connectionrefused") : route.continue()));
  await fill(page);
  await send(page);
  await expect(page.getByRole("alert").filter({ hasText: "Failed to send message. Please try again." })).toBeVisible();
  await expect(page.getByLabel("Name *")).toHaveValue("Zoë Ångström");
  await expect(page.getByRole("button", { name: "Send message" })).toBeEnabled();
});

test("without JavaScript the form posts and the answer page says it was sent", async ({ browser }) => {
  const page = await visitor(browser, { javaScriptEnabled: false });
  await page.goto("/contact");
  await fill(page);
  await send(page);
  await expect(page.getByRole("heading", { level: 1, name: "Message Sent Successfully!" })).toBeVisible();
  await expect(page).toHaveURL(/\/api\/contact$/);
});

test("a career opening's apply link fills in the subject", async ({ browser }) => {
  const job = getJobs()[0];
  if (!job) throw new Error("no openings");
  const page = await visitor(browser);
  await page.goto("/career");
  await page
    .getByRole("link", { name: new RegExp(`Apply`) })
    .first()
    .click();
  await expect(page).toHaveURL(/\/contact\?subject=/);
  await expect(page.getByLabel("Subject *")).toHaveValue(`Application: ${job.title}`);
});

const mailAbout = (subject: string) => receivedMails().filter((mail) => mail.includes(`Subject: Website enquiry: ${subject}`));

test("each message reaches the agency's inbox as an e-mail, and caught spam does not", async ({ browser }) => {
  const page = await visitor(browser);
  const stamp = `${process.pid}-${Date.now()}`;
  // The page's date stands back by more than the minimum fill time, so by the form's own record the
  // visitor took that long: the time a person takes, without the test waiting it out. Only the date is
  // fixed: the page's timers and animation frames run as they do for a visitor.
  await page.clock.setFixedTime(Date.now() - minimumFillMs - 1_000);
  await page.goto("/contact");

  // A script fills the field people never see: it is told the message was sent, and nothing is mailed.
  await fill(page, { subject: `Cheap pills ${stamp}` });
  await page.locator("#contact-website").evaluate((input: HTMLInputElement) => (input.value = "https://spam.example"));
  await send(page);
  await expect(page.getByRole("status").filter({ hasText: "Message Sent Successfully!" })).toBeVisible();

  // A person, who never sees the hidden field.
  await page.locator("#contact-website").evaluate((input: HTMLInputElement) => (input.value = ""));
  await fill(page, { subject: `Clinic booking ${stamp}` });
  await page.getByRole("checkbox", { name: "Mobile Apps" }).check();
  await send(page);
  await expect(page.getByRole("status").filter({ hasText: "Message Sent Successfully!" })).toBeVisible();

  await expect.poll(() => mailAbout(`Clinic booking ${stamp}`).length, { timeout: 15_000 }).toBe(1);
  const [mail = ""] = mailAbout(`Clinic booking ${stamp}`);
  expect(mail).toMatch(new RegExp(`^To: ${companyProfile.email.replace(/\./g, "\\.")}`, "m"));
  expect(mail).toMatch(/^Reply-To: .*<zoe@example\.com>/m);
  expect(mail).toContain("Services: Mobile Apps");
  // The visitor's words arrive as typed, markup included, quoted on lines of their own in a plain-text mail.
  expect(mail).toContain("> We run six physiotherapy clinics and want patients to book and pay online. <b>Budget</b> is flexible.");
  expect(mail).toContain("> From: Zoë Ångström <zoe@example.com>");
  expect(mail).toMatch(/^Content-Type: text\/plain/m);
  expect(mailAbout(`Cheap pills ${stamp}`)).toHaveLength(0);
});
