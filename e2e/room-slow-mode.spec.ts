import { expect, type Page, test } from "@playwright/test";
import { members, operators } from "../scripts/emulators/seed-data.mjs";
import { closeOwnPages, sendWhenAllowed, signedInPage } from "./support";

// Slow mode holds the whole room, so this runs after the members' journeys (the "room" project).
test.afterEach(closeOwnPages);

const moderator = operators.find((operator) => operator.role === "moderator");
if (!moderator) throw new Error("the seed names a moderator");
const box = (page: Page) => page.getByRole("textbox", { name: "Message" });

async function setSlowMode(page: Page, choice: string, said: string) {
  await page.getByRole("radio", { name: choice }).check();
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByRole("status").filter({ hasText: said })).toBeVisible();
}

test("a moderator turns slow mode on: a member's second message within it is refused with the time left, and staff are not held", async ({ browser }) => {
  const account = members[0];
  if (!account) throw new Error("no seeded member");
  const [mod, member] = await Promise.all([signedInPage(browser, moderator.email, "/dashboard?tab=moderation"), signedInPage(browser, account.email, "/community-chat")]);
  await expect(box(member)).toBeVisible();
  await expect(mod.getByText("Now off.")).toBeVisible();

  await setSlowMode(mod, "30 seconds", "Slow mode is on: one message every 30 seconds for every member but staff.");
  // The member's open chat says so at once, and holds them to it.
  await expect(member.getByText("Slow mode: one message every 30 seconds")).toBeVisible();
  const first = `Under slow mode ${Date.now()}`;
  await sendWhenAllowed(member, first);
  await box(member).fill("And one more straight away");
  await box(member).press("Enter");
  await expect(member.getByRole("alert").filter({ hasText: /^Slow mode is on: you can post again in (30|[12]?\d) seconds?\.$/ })).toBeVisible();
  await expect(box(member)).toHaveValue("And one more straight away");

  // Staff are not held back: the moderator posts twice in a row.
  const chat = await mod.context().newPage();
  await chat.goto("/community-chat");
  await expect(chat.getByText("Slow mode: one message every")).toHaveCount(0);
  for (const text of [`Staff note ${Date.now()}`, `Staff note again ${Date.now()}`]) await sendWhenAllowed(chat, text);

  // Off again: the member's box no longer mentions it.
  await setSlowMode(mod, "Off", "Slow mode is off.");
  await expect(member.getByText("Slow mode: one message every 30 seconds")).toHaveCount(0);
});
