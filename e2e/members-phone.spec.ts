import { type Browser, expect, type Locator, type Page, test } from "@playwright/test";
import { demoMember } from "../scripts/emulators/seed-data.mjs";
import { closeOwnPages, ownPage, signedInState } from "./support";

// On a phone the conversation has the screen: the chat fills the window under the members' bar, the send
// box at its bottom, with the account's controls in the bar's menu and a message's actions on a tap.
test.afterEach(closeOwnPages);

const chat = (page: Page) => page.getByRole("list", { name: "Chat messages" });
const history = (page: Page) => page.getByRole("region", { name: "Chat history" });
const sendForm = (page: Page) => page.getByRole("form", { name: "Send a message" });

/** The seeded member's live chat on a phone of this size, held in the hand (touch, no hover). */
async function phoneChat(browser: Browser, width: number, height: number): Promise<Page> {
  const page = await ownPage(browser, { storageState: signedInState(demoMember.email), viewport: { width, height }, isMobile: true, hasTouch: true });
  await page.goto("/community-chat");
  await expect(chat(page).getByRole("listitem").nth(5)).toBeVisible();
  // The live chat has taken over from the server's first page.
  await expect(sendForm(page)).toHaveAttribute("data-connected", "");
  return page;
}

/** How visible an element is drawn: its opacity times that of every box around it. */
const drawnOpacity = (element: Locator) =>
  element.evaluate((node) => {
    let opacity = 1;
    for (let box: Element | null = node; box; box = box.parentElement) opacity *= Number(getComputedStyle(box).opacity);
    return opacity;
  });

for (const { width, height, atLeast } of [
  { width: 390, height: 844, atLeast: 6 },
  { width: 360, height: 640, atLeast: 4 },
]) {
  test(`at ${width}×${height} the chat fills the screen: the newest messages and the whole send box in view, no page scroll, the logo whole, the account in the bar's menu`, async ({
    browser,
  }) => {
    const page = await phoneChat(browser, width, height);
    // The seeded messages run to several lines on a phone: each is cut to its first line here, so what is
    // measured is the room a one-line message takes. The chat opens at "New messages" when others have
    // posted since the member last read: the history goes to its newest message.
    await page.addStyleTag({ content: "[data-message-text] { white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }" });
    await history(page).evaluate((element) => element.scrollTo({ top: element.scrollHeight }));

    const screen = { top: 0, bottom: height, left: 0, right: width };
    const inside = (box: { x: number; y: number; width: number; height: number } | null, area: typeof screen) =>
      box !== null && box.y >= area.top - 1 && box.y + box.height <= area.bottom + 1 && box.x >= area.left - 1 && box.x + box.width <= area.right + 1;
    await expect.poll(async () => inside(await chat(page).getByRole("listitem").last().boundingBox(), screen)).toBe(true);
    expect(inside(await sendForm(page).boundingBox(), screen)).toBe(true);

    const layout = await history(page).evaluate((element) => {
      const area = element.getBoundingClientRect();
      const items = [...element.querySelectorAll("li[data-message-id]")].map((item) => item.getBoundingClientRect());
      const seen = items.filter((item) => item.bottom > area.top && item.top < area.bottom);
      return {
        firstTop: Math.max(seen[0]?.top ?? Infinity, area.top),
        whole: items.filter((item) => item.top >= area.top - 0.5 && item.bottom <= area.bottom + 0.5).length,
      };
    });
    expect(layout.firstTop).toBeLessThanOrEqual(160);
    expect(layout.whole).toBeGreaterThanOrEqual(atLeast);
    expect(await page.evaluate(() => (document.scrollingElement?.scrollHeight ?? Infinity) <= innerHeight + 1)).toBe(true);

    const logo = page.getByRole("link", { name: /home page$/ });
    expect(await logo.evaluate((link) => link.lastElementChild !== null && link.lastElementChild.scrollWidth <= link.lastElementChild.clientWidth)).toBe(true);

    // Who is signed in and the ways out are in the bar's account menu, closed until asked for.
    await expect(page.getByText(`Signed in as ${demoMember.email}`)).toBeHidden();
    const account = page.getByRole("button", { name: "Account" });
    await account.tap();
    await expect(account).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByText(`Signed in as ${demoMember.email}`)).toBeVisible();
    await expect(page.getByRole("button", { name: "Sign out", exact: true })).toBeInViewport();
    await expect(page.getByRole("button", { name: "Sign out everywhere" })).toBeInViewport();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("button", { name: "Sign out", exact: true })).toBeHidden();
    // A tap outside it closes it too.
    await account.tap();
    await history(page).tap({ position: { x: 4, y: 4 } });
    await expect(account).toHaveAttribute("aria-expanded", "false");
  });
}

test("a message's actions show on a tap and while the keyboard is in them, and Reply works from there", async ({ browser }) => {
  const page = await phoneChat(browser, 390, 844);
  const messages = chat(page).locator("li[data-message-id]");
  const message = messages.filter({ has: page.getByRole("button", { name: /^Reply to / }) }).last();
  const reply = message.getByRole("button", { name: /^Reply to / });
  await message.scrollIntoViewIfNeeded();
  await expect.poll(() => drawnOpacity(reply)).toBe(0);

  // A tap on the message shows its toolbar, and a tap elsewhere hides it again.
  // On its avatar's side: the text may hold a link, which a tap would follow.
  const tapMessage = () => message.locator("[data-message-body]").tap({ position: { x: 12, y: 12 } });
  await tapMessage();
  await expect.poll(() => drawnOpacity(reply)).toBe(1);
  await page.getByRole("heading", { level: 1 }).tap();
  await expect.poll(() => drawnOpacity(reply)).toBe(0);

  await tapMessage();
  await reply.tap();
  await expect(page.getByText(/^Replying to /)).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Message" })).toBeFocused();
  await page.getByRole("button", { name: "Cancel the reply" }).tap();
  await expect(page.getByText(/^Replying to /)).toHaveCount(0);
  await page.getByRole("heading", { level: 1 }).tap();
  await expect.poll(() => drawnOpacity(reply)).toBe(0);

  // From whatever takes the focus before the message, Tab reaches its toolbar's buttons, each shown while it has the focus.
  await message.evaluate((item) => {
    const focusable = [...document.querySelectorAll<HTMLElement>("a[href], button:not([disabled]), textarea, [tabindex='0']")];
    focusable[focusable.findIndex((element) => item.contains(element)) - 1]?.focus();
  });
  for (let presses = 0; presses < 6 && !(await reply.evaluate((button) => button === document.activeElement)); presses++) await page.keyboard.press("Tab");
  await expect(reply).toBeFocused();
  await expect.poll(() => drawnOpacity(reply)).toBe(1);
  await page.keyboard.press("Enter");
  await expect(page.getByText(/^Replying to /)).toBeVisible();
});
