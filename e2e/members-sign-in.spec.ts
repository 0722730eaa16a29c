import { expect, test, type Route } from "@playwright/test";
import { demoMember, demoPassword, messages } from "../scripts/emulators/seed-data.mjs";
import { accessibilityViolations, emulateCapableDevice, openAccountMenu, verificationLink } from "./support";

const demoMessages = messages.filter((message) => message.member === demoMember.key).length;

test.describe("signing in as the seeded demo member", () => {
  test("reaches the dashboard with the member's own data, stays signed in on reload, and signs out", async ({ page }) => {
    await page.goto("/dashboard");
    const form = page.getByRole("region", { name: "Sign in" });
    await form.getByLabel("E-mail").fill(demoMember.email);
    await form.getByLabel("Password").fill(demoPassword);
    await form.getByRole("button", { name: "Sign in" }).click();

    await expect(page.getByRole("heading", { name: `Welcome back, ${demoMember.name}` })).toBeVisible();
    await openAccountMenu(page);
    await expect(page.getByText(`Signed in as ${demoMember.email}`)).toBeVisible();
    const sent = page.getByRole("definition").first();
    await expect(sent).toHaveText(String(demoMessages));

    await page.reload();
    await expect(page.getByRole("heading", { name: `Welcome back, ${demoMember.name}` })).toBeVisible();

    await page.goto("/community-chat");
    const chat = page.getByRole("list", { name: "Chat messages" });
    // The newest 20, and any message another journey posts while the page is open.
    const atLeastThePage = () => expect.poll(() => chat.getByRole("listitem").count()).toBeGreaterThanOrEqual(20);
    await atLeastThePage();

    // The newest page is kept for the next visit, which shows it at once, marked as updating, while the
    // store has not answered (its requests are held here), and the live page once it has. (Other
    // journeys post meanwhile, so the newest message is whichever the page kept, not the seed's.)
    const storedChat = () => page.evaluate(() => JSON.parse(localStorage.getItem("chatMessages") ?? "null") as { messages: { text: string }[] } | null);
    await expect.poll(async () => (await storedChat())?.messages.length).toBe(20);
    const newest = (await storedChat())?.messages.filter((message) => message.text !== "").at(-1)?.text ?? "";
    await expect(chat.getByText(newest, { exact: true }).first()).toBeVisible();
    const store = "**/google.firestore.v1.Firestore/**";
    const held: Route[] = [];
    await page.route(store, (route) => void held.push(route));
    // Without the server's session (its cookie gone), as on a page opened before the session was: a
    // page with it comes with the newest messages (members-first-page.spec.ts).
    await page.context().clearCookies({ name: "__session" });
    await page.reload();
    await expect(page.getByRole("status").filter({ hasText: "Updating… these are the messages from your last visit." })).toBeVisible();
    await expect(chat).toHaveAttribute("aria-busy", "true");
    await expect(chat.getByRole("listitem")).toHaveCount(20);
    await expect(chat.getByText(newest, { exact: true }).first()).toBeVisible();
    await page.unroute(store);
    // A request the page gave up on meanwhile is already gone.
    await Promise.all(held.map((route) => route.continue().catch(() => undefined)));
    await expect(chat).not.toHaveAttribute("aria-busy");
    await atLeastThePage();

    // Signing out leaves nothing of the member or the community behind.
    await openAccountMenu(page);
    await page.getByRole("button", { name: "Sign out", exact: true }).click();
    await expect(page.getByRole("region", { name: "Sign in" })).toBeVisible();
    expect(await page.evaluate(() => [localStorage.getItem("chatMessages"), localStorage.getItem("user")])).toEqual([null, null]);
  });

  test("a wrong password gets a clear message and keeps what was typed", async ({ page }) => {
    await page.goto("/dashboard");
    const form = page.getByRole("region", { name: "Sign in" });
    await form.getByLabel("E-mail").fill(demoMember.email);
    await form.getByLabel("Password").fill("not-the-password");
    await form.getByRole("button", { name: "Sign in" }).click();
    await expect(form.getByRole("alert")).toHaveText(/password is not right/);
    await expect(form.getByLabel("E-mail")).toHaveValue(demoMember.email);
    await expect(form.getByLabel("E-mail")).toHaveAttribute("aria-invalid", "true");
  });

  test("an unknown e-mail address is named as such", async ({ page }) => {
    await page.goto("/dashboard");
    const form = page.getByRole("region", { name: "Sign in" });
    await form.getByLabel("E-mail").fill("nobody-here@example.com");
    await form.getByLabel("Password").fill("whatever-password");
    await form.getByRole("button", { name: "Sign in" }).click();
    await expect(form.getByRole("alert")).toHaveText(/no account with that e-mail/);
  });

  test("the sign-in form has no accessibility violations", async ({ page }) => {
    await page.goto("/dashboard");
    await expect(page.getByRole("region", { name: "Sign in" })).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);
  });
});

test("when the settings cannot be fetched, the members' area says so and tries again on request", async ({ page }) => {
  // A capable desktop on a fast connection: 3 quick retries of 1 s, then the failure shows.
  await emulateCapableDevice(page);
  await page.route("**/api/credentials.json", (route) => route.abort("internetdisconnected"));
  await page.goto("/dashboard");
  const failure = page.getByRole("alert").filter({ hasText: "Error loading content" });
  await expect(failure).toBeVisible({ timeout: 15_000 });
  await page.unroute("**/api/credentials.json");
  await failure.getByRole("button", { name: "Try Again" }).click();
  await expect(page.getByRole("region", { name: "Sign in" })).toBeVisible();
});

test.describe("new members", () => {
  test("sign up with e-mail: the account, profile and stats exist, the directory entry once the address is verified, and the weak password is named first", async ({
    page,
    baseURL,
  }) => {
    const email = `new.member.${Date.now()}@example.com`;
    await page.goto("/dashboard");
    await page.getByRole("button", { name: "Create an account" }).click();
    const form = page.getByRole("region", { name: "Create account" });
    await form.getByLabel("Name").fill("Robin Hale");
    await form.getByLabel("E-mail").fill(email);
    await form.getByLabel("Password").fill("short");
    await form.getByRole("button", { name: "Create account" }).click();
    await expect(form.getByText(/at least 8 characters/i).last()).toBeVisible();
    await expect(form.getByLabel("E-mail")).toHaveValue(email);
    await form.getByLabel("Password").fill("a-long-enough-password");
    await form.getByRole("button", { name: "Create account" }).click();
    await expect(page.getByRole("heading", { name: "Welcome back, Robin Hale" })).toBeVisible();
    await expect(page.getByRole("definition").first()).toHaveText("0");
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem("user") ?? "null"))).toMatchObject({ email, name: "Robin Hale" });

    // Unverified, the community is closed to them, and they are not in it.
    await page.getByRole("tab", { name: "Community" }).click();
    await expect(page.getByRole("heading", { name: "Verify your e-mail address to join the community" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Members" }).getByRole("status")).toContainText("The community opens once your e-mail address is verified");
    await expect(page.getByRole("list", { name: "Members" })).toHaveCount(0);
    // Verified (the link in the e-mail), they join the directory.
    await page.goto(await verificationLink(baseURL ?? "", email));
    await page.getByRole("tab", { name: "Community" }).click();
    // Live, after a reload, a fresh token, the profile's read and the entry's write: with a core taken
    // by another process, that chain has taken longer than the usual wait.
    await expect(page.getByRole("list", { name: "Members" }).getByText("Robin Hale")).toBeVisible({ timeout: 15_000 });

    await openAccountMenu(page);
    await page.getByRole("button", { name: "Sign out", exact: true }).click();
    await expect(page.getByRole("region", { name: "Sign in" })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("user"))).toBeNull();

    await page.getByRole("button", { name: "Create an account" }).click();
    const again = page.getByRole("region", { name: "Create account" });
    await again.getByLabel("Name").fill("Robin Hale");
    await again.getByLabel("E-mail").fill(email);
    await again.getByLabel("Password").fill("a-long-enough-password");
    await again.getByRole("button", { name: "Create account" }).click();
    await expect(again.getByText(/already/i).first()).toBeVisible();
  });
});
