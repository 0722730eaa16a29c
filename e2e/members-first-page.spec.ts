import { expect, type Page, type Route, test } from "@playwright/test";
import { demoMember, demoPassword, messages } from "../scripts/emulators/seed-data.mjs";
import { closeOwnPages, newMemberPage, openAccountMenu, ownPage, sendWhenAllowed } from "./support";

// The chat's newest page in the server's HTML, for a member with a server session (its cookie is set
// when they sign in): without JavaScript, and as the live chat's starting point.
test.afterEach(closeOwnPages);

const chat = (page: Page) => page.getByRole("list", { name: "Chat messages" });
const box = (page: Page) => page.getByRole("textbox", { name: "Message" });
const history = (page: Page) => page.getByRole("region", { name: "Chat history" });
const hasSession = async (page: Page) => (await page.context().cookies()).some((cookie) => cookie.name === "__session");
const newestSeeded = messages.at(-1)?.text ?? "";

/** Signs in as the demo member through the form at `path`, and waits for the server's session to be opened. */
async function signIn(page: Page, path: string) {
  await page.goto(path);
  const form = page.getByRole("region", { name: "Sign in" });
  await form.getByLabel("E-mail").fill(demoMember.email);
  await form.getByLabel("Password").fill(demoPassword);
  await form.getByRole("button", { name: "Sign in" }).click();
  await expect(chat(page).getByRole("listitem").first()).toBeVisible();
  await expect.poll(() => hasSession(page)).toBe(true);
}

test("a signed-in member gets the newest messages with the page, without JavaScript too, and none once signed out", async ({ browser }) => {
  const page = await ownPage(browser);
  await signIn(page, "/community-chat");

  const plain = await ownPage(browser, { javaScriptEnabled: false, storageState: await page.context().storageState() });
  const response = await plain.goto("/community-chat");
  expect(response?.headers()["cache-control"]).toMatch(/private.*no-store|no-store.*private/);
  // Who is signed in is in the bar's account menu, which needs the page's script.
  await expect(plain.getByRole("heading", { level: 1, name: "Community chat" })).toBeVisible();
  await expect(chat(plain).getByRole("listitem")).toHaveCount(20);
  // Other journeys may have posted since the seed; its newest message is still among the newest 20.
  await expect(chat(plain).getByText(newestSeeded, { exact: true })).toBeVisible();
  // The newest message is where the history opens, with no script to scroll it there.
  const last = chat(plain).getByRole("listitem").last();
  const [lastBox, historyBox] = [await last.boundingBox(), await history(plain).boundingBox()];
  expect(lastBox && historyBox && lastBox.y + lastBox.height <= historyBox.y + historyBox.height + 1 && lastBox.y >= historyBox.y).toBe(true);
  // The box takes typing from the first paint.
  await box(plain).fill("Typed with no script at all");
  await expect(box(plain)).toHaveValue("Typed with no script at all");
  // The dashboard's Community tab comes with them too; its other tabs do not.
  await plain.goto("/dashboard?tab=community");
  await expect(plain.getByRole("tab", { name: "Community" })).toHaveAttribute("aria-selected", "true");
  await expect(chat(plain).getByRole("listitem")).toHaveCount(20);
  await plain.goto("/dashboard");
  await expect(chat(plain)).toHaveCount(0);

  await openAccountMenu(page);
  await page.getByRole("button", { name: "Sign out", exact: true }).click();
  await expect(page.getByRole("region", { name: "Sign in" })).toBeVisible();
  await expect.poll(() => hasSession(page)).toBe(false);
  const after = await ownPage(browser, { javaScriptEnabled: false, storageState: await page.context().storageState() });
  await after.goto("/community-chat");
  await expect(after.getByRole("status").filter({ hasText: "Loading..." })).toBeVisible();
  await expect(chat(after)).toHaveCount(0);
  // A copy of the cookie saved before signing out is no session any more: it renders no message.
  await plain.goto("/community-chat");
  await expect(plain.getByRole("status").filter({ hasText: "Loading..." })).toBeVisible();
  await expect(chat(plain)).toHaveCount(0);
});

test("signing out everywhere ends the account's sessions on every device: another browser's cookie renders nothing", async ({ browser, baseURL }) => {
  // An account of its own: ending every session of a seeded one would sign other journeys out.
  const page = await newMemberPage(browser, baseURL ?? "", "Sasha Brook", "/community-chat");
  await expect(chat(page).getByRole("listitem").first()).toBeVisible();
  await expect.poll(() => hasSession(page)).toBe(true);
  // The other device: this session's cookie, without script, gets the chat from the server.
  const other = await ownPage(browser, { javaScriptEnabled: false, storageState: await page.context().storageState() });
  await other.goto("/community-chat");
  await expect(chat(other).getByRole("listitem")).toHaveCount(20);

  await openAccountMenu(page);
  await page.getByRole("button", { name: "Sign out everywhere" }).click();
  await expect(page.getByRole("region", { name: "Sign in" })).toBeVisible();
  await expect.poll(() => hasSession(page)).toBe(false);
  await other.goto("/community-chat");
  await expect(other.getByRole("status").filter({ hasText: "Loading..." })).toBeVisible();
  await expect(chat(other)).toHaveCount(0);
});

test("the live chat takes the server's page over in place: what was typed and where it was scrolled stay, an edit since shows, nothing twice or gone", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  // An author of its own: a seeded one may be blocked by a moderator's journey meanwhile.
  const author = await newMemberPage(browser, baseURL ?? "", "Lena Fischer", "/community-chat");
  const text = `Release notes are in the wiki (${Date.now()})`;
  await sendWhenAllowed(author, text);

  const page = await ownPage(browser);
  await signIn(page, "/community-chat");
  // The HTML alone: the page's scripts wait.
  const held: Route[] = [];
  const scripts = /\/_next\/static\/chunks\/.*\.js$/;
  await page.route(scripts, (route) => void held.push(route));
  await page.reload({ waitUntil: "domcontentloaded" });
  const posted = chat(page).locator("li[data-message-id]").filter({ hasText: text });
  await expect(posted).toBeVisible();
  const id = await posted.getAttribute("data-message-id");

  // Edited by its author after the page was rendered.
  const corrected = text.replace("wiki", "handbook");
  await chat(author).getByRole("listitem").filter({ hasText: text }).getByRole("button", { name: "Edit your message" }).click();
  const editor = author.getByRole("textbox", { name: "Your message" });
  await editor.fill(corrected);
  await editor.press("Enter");
  await expect(chat(author).getByText(corrected)).toBeVisible();

  // Before the page wakes: typed into the box, and the history scrolled up from the newest message.
  await box(page).click();
  await box(page).pressSequentially("Typed before the page woke");
  await history(page).evaluate((element) => (element.scrollTop -= 400));
  // From here on, every change to the page: the fewest messages shown at once, any shown twice, and
  // the view (the message at its top, its distance from the newest) in the first frame the live chat is there.
  type View = { id: string; offset: number; fromBottom: number };
  type Watch = { view: () => View | null; fewest: number; twice: string[]; atHandOver: View | null };
  await page.evaluate(() => {
    const view = (): View | null => {
      const element = document.querySelector<HTMLElement>('[role="region"][aria-label="Chat history"]');
      if (!element) return null;
      const top = element.getBoundingClientRect().top;
      const first = [...element.querySelectorAll<HTMLElement>("li[data-message-id]")].find((item) => item.getBoundingClientRect().top >= top);
      const reversed = getComputedStyle(element).flexDirection === "column-reverse";
      return {
        id: first?.dataset.messageId ?? "",
        offset: first ? first.getBoundingClientRect().top - top : NaN,
        fromBottom: reversed ? -element.scrollTop : element.scrollHeight - element.clientHeight - element.scrollTop,
      };
    };
    const watch: Watch = { view, fewest: Infinity, twice: [], atHandOver: null };
    new MutationObserver(() => {
      const ids = [...document.querySelectorAll<HTMLElement>('ol[aria-label="Chat messages"] li[data-message-id]')].map((item) => item.dataset.messageId ?? "");
      watch.fewest = Math.min(watch.fewest, ids.length);
      watch.twice.push(...ids.filter((item, index) => ids.indexOf(item) !== index));
      if (watch.atHandOver === null && document.querySelector("form[data-connected]")) watch.atHandOver = view();
    }).observe(document, { subtree: true, childList: true });
    (window as unknown as { handOver: Watch }).handOver = watch;
  });
  const before = await page.evaluate(() => (window as unknown as { handOver: Watch }).handOver.view());
  expect(before?.fromBottom).toBeCloseTo(400, -1);

  await page.unroute(scripts);
  await Promise.all(held.map((route) => route.continue().catch(() => undefined)));
  await expect(page.locator("form[data-connected]")).toBeVisible();
  await expect(box(page)).toHaveValue("Typed before the page woke");
  await expect(box(page)).toBeFocused();
  await expect(page.locator(`[data-message-id="${id}"]`)).toContainText(corrected);
  await expect(page.locator(`[data-message-id="${id}"]`)).toContainText("(edited)");
  await expect(page.locator(`[data-message-id="${id}"]`)).toHaveCount(1);
  const seen = await page.evaluate(() => {
    const { fewest, twice, atHandOver } = (window as unknown as { handOver: Watch }).handOver;
    return { fewest, twice, atHandOver };
  });
  expect(seen.fewest).toBeGreaterThanOrEqual(20);
  expect(seen.twice).toEqual([]);
  // No jump: the live chat opened where the reader was. The message at the top of the view stayed put
  // (or, had others posted meanwhile, the view kept its distance from the newest message).
  const handOver = seen.atHandOver;
  expect(handOver).not.toBeNull();
  const samePlace = handOver?.id === before?.id && Math.abs((handOver?.offset ?? Infinity) - (before?.offset ?? 0)) <= 4;
  const sameDistance = Math.abs((handOver?.fromBottom ?? Infinity) - (before?.fromBottom ?? 0)) <= 4;
  expect({ before, handOver, kept: samePlace || sameDistance }).toMatchObject({ kept: true });
});

test("Enter pressed before the page's scripts have run sends the message at once, through the server", async ({ browser, baseURL }) => {
  // A member of its own: a seeded one may be made a moderator by the console's journey meanwhile.
  const page = await newMemberPage(browser, baseURL ?? "", "Ravi Menon", "/community-chat");
  await expect(chat(page).getByRole("listitem").first()).toBeVisible();
  await expect.poll(() => hasSession(page)).toBe(true);
  const held: Route[] = [];
  const scripts = /\/_next\/static\/chunks\/.*\.js$/;
  await page.route(scripts, (route) => void held.push(route));
  await page.reload({ waitUntil: "domcontentloaded" });
  const text = `Sent before the page woke (${Date.now()})`;
  await box(page).fill(text);
  const posted = page.waitForResponse((response) => response.url().endsWith("/api/community/messages") && response.request().method() === "POST");
  await box(page).press("Enter");
  // With none of the page's own scripts run, the message went to the server, and the box says so.
  expect((await posted).status()).toBe(201);
  await expect(box(page)).toHaveValue("");
  await expect(page.getByText("Sending your message…")).toBeVisible();
  await page.unroute(scripts);
  await Promise.all(held.map((route) => route.continue().catch(() => undefined)));
  // Once the scripts run, the chat shows it, once.
  await expect(chat(page).locator("li[data-message-id]").filter({ hasText: text })).toHaveCount(1);
  await expect(page.getByText("Sending your message…")).toBeHidden();
});
