import { expect, type Browser, type Page, test } from "@playwright/test";
import { minimumFillMs } from "../lib/contact/spam";
import { operators } from "../scripts/emulators/seed-data.mjs";
import { closeOwnPages, ownPage, receivedMails, signedInPage } from "./support";

test.afterEach(closeOwnPages);

const admin = operators.find((operator) => operator.role === "admin");
if (!admin) throw new Error("the seed names an admin");

let visitorNumber = 0;
/** A visitor of their own (cookies, storage and, through the proxy header, an address no other spec uses). */
async function visitor(browser: Browser): Promise<Page> {
  visitorNumber += 1;
  return ownPage(browser, { extraHTTPHeaders: { "X-Forwarded-For": `198.18.${process.pid % 250}.${visitorNumber}` } });
}

const launcher = (page: Page) => page.getByRole("button", { name: "Open the assistant" });
const question = (page: Page) => page.getByRole("textbox", { name: "Your question" });
const answers = (page: Page) => page.getByTestId("assistant-answer");

/** Asks the assistant and waits for the whole answer. */
async function ask(page: Page, text: string) {
  const answered = page.waitForResponse((response) => response.url().endsWith("/api/assistant") && response.request().method() === "POST");
  await question(page).fill(text);
  await question(page).press("Enter");
  await (await answered).finished();
}

/** The current week's figure in a column of the console's weekly table (its first row: newest first). */
async function thisWeek(page: Page, column: string): Promise<number> {
  const table = page.getByRole("table", { name: /per week/ });
  await expect(table).toBeVisible();
  const headers = await table.locator("thead th").allTextContents();
  const index = headers.indexOf(column);
  expect(index).toBeGreaterThan(0);
  const cell = table.locator("tbody tr").first().locator("th, td").nth(index);
  return Number((await cell.textContent())?.replace(/[^\d]/g, "") || "0");
}

test("a question the site does not answer reaches the team, who teach the assistant the answer for the next visitor", async ({ browser }) => {
  test.setTimeout(180_000);
  const stamp = `${process.pid}${Date.now()}`;
  const email = `ines.${stamp}@example.com`;
  const asked = `Can your developers sign our supplier code of conduct before kickoff? (ref ${stamp})`;

  const ops = await signedInPage(browser, admin.email, "/console/assistant");
  const handedBefore = await thisWeek(ops, "Handed to the team");
  const taughtBefore = await thisWeek(ops, "Taught answers used");

  // A visitor asks what the site does not say, and is offered the team.
  const page = await visitor(browser);
  // A person takes longer than the form's spam threshold to fill it in: the page's date stands that far back.
  await page.clock.setFixedTime(Date.now() - minimumFillMs - 1_000);
  await page.goto("/services");
  await launcher(page).click();
  await ask(page, asked);
  await page.getByRole("button", { name: "Send this question to the team" }).last().click();
  const form = page.getByRole("form", { name: "Send this question to the team" });
  await expect(form.getByLabel("Question for the team")).toHaveValue(asked);
  // Sent without an address: told so beside the field, and nothing typed is lost.
  await form.getByLabel("Name (optional)").fill("Inês Duarte");
  await form.getByRole("button", { name: "Send" }).click();
  await expect(form.getByLabel("E-mail (required)")).toHaveAttribute("aria-invalid", "true");
  await expect(form.getByLabel("Name (optional)")).toHaveValue("Inês Duarte");
  await form.getByLabel("E-mail (required)").fill(email);
  const sent = page.waitForResponse((response) => response.url().endsWith("/api/assistant/handover"));
  await form.getByRole("button", { name: "Send" }).click();
  expect((await sent).status()).toBe(201);
  await expect(page.getByRole("status").filter({ hasText: email })).toBeVisible();

  // The lead reaches the console with the conversation, marked as the assistant's.
  await ops.goto("/console/leads");
  const lead = ops.getByRole("list", { name: "Leads" }).getByRole("button", { name: /Inês Duarte/ });
  await expect(lead).toBeVisible();
  await expect(lead).toContainText("From the assistant");
  await lead.click();
  const conversation = ops.getByRole("list", { name: "The visitor’s chat with the assistant" });
  await expect(conversation).toContainText(asked);

  // A staff member teaches the answer from the lead, with another way of asking it.
  await ops.getByRole("button", { name: "Teach an answer" }).click();
  const teach = ops.getByRole("form", { name: "Teach the assistant an answer to this question" });
  await expect(teach.getByLabel("Question", { exact: true })).toHaveValue(asked);
  await teach.getByLabel("Other wording 1").fill("Will your engineers follow our vendor code of conduct?");
  const answer = `Yes: our engineers sign a client's supplier code of conduct before work starts. Send it with your brief through the [contact page](/contact). (${stamp})`;
  await teach.getByLabel("Answer").fill(answer);
  await teach.getByRole("button", { name: "Save the answer" }).click();
  await expect(teach).toBeHidden();

  // A second visitor asks the same thing in other words and, within a minute, gets the team's answer.
  const next = await visitor(browser);
  await next.goto("/about");
  await launcher(next).click();
  await expect
    .poll(
      async () => {
        await ask(next, "would your engineers follow a vendor code of conduct?");
        return (await answers(next).last().textContent()) ?? "";
      },
      { timeout: 60_000, intervals: [1_000, 3_000, 5_000] },
    )
    .toContain(`From the Northbeam team`);
  await expect(answers(next).last()).toContainText(stamp);
  await expect(answers(next).last().getByRole("link", { name: "contact page" })).toHaveAttribute("href", "/contact");

  // Both e-mails are in the mail sink: the agency's with the conversation, the visitor's quoting the question.
  await expect.poll(() => receivedMails().filter((mail) => mail.includes(`ref ${stamp}`)).length, { timeout: 15_000 }).toBe(2);
  const mails = receivedMails().filter((mail) => mail.includes(`ref ${stamp}`));
  const [staffMail = ""] = mails.filter((mail) => mail.includes("A visitor sent a question to the team"));
  expect(staffMail).toMatch(/^Reply-To: .*<ines\.\d+@example\.com>/m);
  expect(staffMail).toContain(`> ${asked}`);
  const [confirmation = ""] = mails.filter((mail) => new RegExp(`^To: ${email.replace(/\./g, "\\.")}`, "m").test(mail));
  expect(confirmation).toContain("Thank you for your question.");
  expect(confirmation).toContain(`> ${asked}`);

  // The week's figures moved: the question handed to the team, the taught answer used. (A page of its
  // own: the console keeps the figures it read for five minutes.)
  const later = await signedInPage(browser, admin.email, "/console/assistant");
  expect(await thisWeek(later, "Handed to the team")).toBeGreaterThanOrEqual(handedBefore + 1);
  expect(await thisWeek(later, "Taught answers used")).toBeGreaterThan(taughtBefore);
});

test("on a phone the form fits the panel, scrolls within it and never covers the question box", async ({ browser }) => {
  const page = await ownPage(browser, {
    viewport: { width: 375, height: 667 },
    isMobile: true,
    hasTouch: true,
    extraHTTPHeaders: { "X-Forwarded-For": `198.18.${process.pid % 250}.200` },
  });
  await page.goto("/services");
  await launcher(page).click();
  await question(page).fill("a human please");
  await question(page).press("Enter");
  // Asked for a person, the visitor gets the form at once.
  const form = page.getByRole("form", { name: "Send this question to the team" });
  await expect(form).toBeVisible();
  await expect(form.getByLabel("E-mail (required)")).toBeFocused();
  const composer = await question(page).boundingBox();
  const send = form.getByRole("button", { name: "Send" });
  await send.scrollIntoViewIfNeeded();
  const sendBox = await send.boundingBox();
  if (!composer || !sendBox) throw new Error("the question box and the form's Send are on screen");
  // The form's Send sits above the question box, inside the viewport, and the question box stays usable.
  expect(sendBox.y + sendBox.height).toBeLessThanOrEqual(composer.y);
  expect(composer.y + composer.height).toBeLessThanOrEqual(667);
  await expect(question(page)).toBeEditable();
  // Escape closes the form alone; the panel stays open.
  await page.keyboard.press("Escape");
  await expect(form).toBeHidden();
  await expect(question(page)).toBeVisible();
});
