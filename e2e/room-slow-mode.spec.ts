import { type Browser, expect, type Page, test } from "@playwright/test";
import { demoPassword, members, operators } from "../scripts/emulators/seed-data.mjs";
import { closeOwnPages, ownPage, sendWhenAllowed } from "./support";

// Slow mode holds the whole room, so this runs while no other journey posts: in the "room" project,
// beside the public pages' checks and before the members' journeys (which wait for the saved
// sign-ins, so this signs in through the form itself).
test.afterEach(closeOwnPages);

async function signedIn(browser: Browser, email: string, path: string): Promise<Page> {
  const page = await ownPage(browser);
  await page.goto(path);
  const form = page.getByRole("region", { name: "Sign in" });
  await form.getByLabel("E-mail").fill(email);
  await form.getByLabel("Password").fill(demoPassword);
  await form.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("button", { name: "Account" })).toBeVisible();
  return page;
}

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
  const mod = await signedIn(browser, moderator.email, "/dashboard?tab=moderation");
  await expect(mod.getByText("Now off.")).toBeVisible();
  await setSlowMode(mod, "30 seconds", "Slow mode is on: one message every 30 seconds for every member but staff.");
  try {
    await slowModeJourney(browser, mod, account.email);
  } finally {
    // Whatever happened, the room is left as it was found, for the journeys after this one.
    if (
      await mod
        .getByRole("radio", { name: "Off" })
        .isChecked()
        .then(
          (checked) => !checked,
          () => false,
        )
    )
      await setSlowMode(mod, "Off", "Slow mode is off.");
  }
});

async function slowModeJourney(browser: Browser, mod: Page, email: string) {
  // The member's chat says so, and holds them to it. (Opened after the change: the emulator can miss a
  // change written while a page's listener is still being set up. Turning it off below is seen live.)
  const member = await signedIn(browser, email, "/community-chat");
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

  // Off again: the member's open chat no longer mentions it.
  await setSlowMode(mod, "Off", "Slow mode is off.");
  await expect(member.getByText("Slow mode: one message every 30 seconds")).toHaveCount(0);
}
