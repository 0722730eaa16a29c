import { expect, type Browser, type Page, test } from "@playwright/test";
import { initializeApp } from "firebase/app";
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword } from "firebase/auth";
import { collection, connectFirestoreEmulator, getDocs, getFirestore, limit, query, setLogLevel } from "firebase/firestore";
import { readFileSync } from "node:fs";
import { minimumFillMs } from "../lib/contact/spam";
import { demoMember, demoPassword, members, operators } from "../scripts/emulators/seed-data.mjs";
import { accessibilityViolations, closeOwnPages, heldToken, moderationWrite, ownPage, signedInPage, uidOf } from "./support";
import { collections } from "@/lib/firebase/collections.mjs";

test.afterEach(closeOwnPages);

// The staff accounts the local stack seeds (README names them).
const admin = operators.find((operator) => operator.role === "admin");
const moderator = operators.find((operator) => operator.role === "moderator");
if (!admin || !moderator) throw new Error("the seed names an admin and a moderator");

let visitorNumber = 0;
/** A visitor of their own: cookies and, through the proxy header, address. */
async function visitor(browser: Browser): Promise<Page> {
  visitorNumber += 1;
  return ownPage(browser, { extraHTTPHeaders: { "X-Forwarded-For": `192.0.2.${(process.pid % 100) + visitorNumber}` } });
}

const tab = (page: Page, name: string | RegExp) => page.getByRole("tab", { name });
const chat = (page: Page) => page.getByRole("list", { name: "Chat messages" });
const box = (page: Page) => page.getByRole("textbox", { name: "Message" });

test("a visitor's message reaches the operator on the leads tab live; noted, handled and exported", async ({ browser }) => {
  test.setTimeout(90_000);
  const ops = await signedInPage(browser, admin.email, "/dashboard?tab=leads");
  await expect(tab(ops, /^Leads/)).toHaveAttribute("aria-selected", "true");
  const leads = ops.getByRole("list", { name: "Leads" });
  await expect(leads.getByRole("listitem").first()).toBeVisible();

  const stamp = Date.now();
  const subject = `Warehouse scanning app ${stamp}`;
  const email = `nadia.${stamp}@example.com`;
  const page = await visitor(browser);
  // A person takes longer than the form's spam threshold to fill it in: the page's date stands that far
  // back, so the form was shown (by its own record) that long before it is sent. Only the date is
  // fixed: the page's timers and animation frames run as they do for a visitor.
  await page.clock.setFixedTime(Date.now() - minimumFillMs - 1_000);
  await page.goto("/contact");
  await page.getByLabel("Name *").fill("Nadia Karim");
  await page.getByLabel("E-mail *").fill(email);
  await page.getByLabel("Subject *").fill(subject);
  await page.getByLabel("Message *").fill("We pick 3,000 orders a day and want a scanning app for our warehouse team, with offline mode.");
  await page.getByRole("checkbox", { name: "Mobile Apps" }).check();
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Message Sent Successfully!" })).toBeVisible();

  // It arrives on the operator's open tab without a reload.
  const row = leads.getByRole("button", { name: new RegExp(subject) });
  await expect(row).toBeVisible();
  await row.click();
  const detail = ops.getByRole("region", { name: "Lead from Nadia Karim" });
  await expect(detail.getByText("We pick 3,000 orders a day")).toBeVisible();
  await expect(detail.getByText("Mobile Apps")).toBeVisible();
  await expect(detail.getByRole("link", { name: "Reply by e-mail" })).toHaveAttribute(
    "href",
    new RegExp(`^mailto:${email.replace(".", "\\.")}\\?subject=Re%3A%20Warehouse`),
  );

  await detail.getByLabel("Add a note (only staff see it)").fill("Called Nadia: demo of the offline mode next Tuesday.");
  await detail.getByRole("button", { name: "Add note" }).click();
  const notes = detail.getByRole("region", { name: "Internal notes" }).getByRole("listitem");
  await expect(notes.filter({ hasText: "Called Nadia: demo of the offline mode next Tuesday." }).getByText(new RegExp(`^${admin.name} ·`))).toBeVisible();
  await expect(detail.getByLabel("Add a note (only staff see it)")).toHaveValue("");

  await detail.getByRole("button", { name: "Mark handled" }).click();
  await expect(leads.getByRole("button", { name: new RegExp(subject) }).getByText("Handled")).toBeVisible();

  // The export is the list as filtered: search for the lead, then download.
  await ops.getByLabel("Search leads by name, e-mail or subject").fill("Karim");
  await ops.getByRole("button", { name: "Search", exact: true }).click();
  await expect(leads.locator(":scope > li")).toHaveCount(1);
  const download = ops.waitForEvent("download");
  await ops.getByRole("button", { name: "Export CSV" }).click();
  const file = await (await download).path();
  const csv = readFileSync(file, "utf8");
  const lines = csv.trim().split("\r\n");
  expect(lines[0]).toContain("Received (UTC),Status,Name,E-mail");
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(`Handled,Nadia Karim,${email}`);
  expect(lines[1]).toContain(subject);
  expect(lines[1]).toContain("Mobile Apps");
});

test("a visitor rates an answer not helpful with what they were looking for, and the operator sees both", async ({ browser }) => {
  test.setTimeout(90_000);
  const page = await visitor(browser);
  await page.goto("/services");
  await page.getByRole("button", { name: "Open the assistant" }).click();
  const question = `Can you run a penetration test on our payroll system? (${Date.now()})`;
  await page.getByRole("textbox", { name: "Your question" }).fill(question);
  await page.getByRole("textbox", { name: "Your question" }).press("Enter");
  const answer = page.getByTestId("assistant-answer").last();
  const rated = page.waitForResponse((reply) => reply.url().endsWith("/api/assistant/feedback"));
  await answer.getByRole("button", { name: "Not helpful" }).click();
  expect((await rated).status()).toBe(201);
  const reason = "A security testing partner for payroll";
  await answer.getByRole("textbox", { name: "What were you looking for? (optional)" }).fill(reason);
  await answer.getByRole("button", { name: "Send" }).click();
  await expect(answer.getByText("Thank you: the team reads every one of these.")).toBeVisible();

  const ops = await signedInPage(browser, admin.email, "/dashboard?tab=assistant");
  const ratings = ops.getByRole("list", { name: "Ratings" });
  const item = ratings.getByRole("listitem").filter({ hasText: question });
  await expect(item).toBeVisible();
  await expect(item.getByText("Not helpful")).toBeVisible();
  await expect(item.getByText(reason)).toBeVisible();
  // Reviewed, it leaves the list of ratings to review.
  await item.getByRole("button", { name: "Mark reviewed" }).click();
  await expect(ratings.getByRole("listitem").filter({ hasText: question })).toHaveCount(0);
  await expect(ops.getByRole("table").filter({ hasText: "Question" }).first()).toBeVisible();
});

test("a reported message hidden by a moderator leaves another member's open chat live; its author, blocked, cannot post", async ({ browser }) => {
  test.setTimeout(120_000);
  const [authorAccount, readerAccount] = [members[4], members[5]];
  if (!authorAccount || !readerAccount) throw new Error("no seeded members");
  const [author, reader, mod] = await Promise.all([
    signedInPage(browser, authorAccount.email, "/community-chat"),
    signedInPage(browser, readerAccount.email, "/community-chat"),
    signedInPage(browser, moderator.email, "/dashboard?tab=moderation"),
  ]);
  await expect(tab(mod, "Moderation")).toHaveAttribute("aria-selected", "true");
  await expect(tab(mod, /^Leads/)).toHaveCount(0);

  const text = `Cheap followers for your startup, DM me ${Date.now()}`;
  await box(author).fill(text);
  await box(author).press("Enter");
  const seen = chat(reader).getByRole("listitem").filter({ hasText: text });
  await expect(seen).toBeVisible();

  await seen.getByRole("button", { name: /^Report/ }).click();
  const report = seen.getByRole("form", { name: "Report this message" });
  await report.getByRole("button", { name: "Send report" }).click();
  await expect(report.getByText("Choose what is wrong with the message.")).toBeVisible();
  await report.getByRole("radio", { name: "Spam or advertising" }).check();
  await report.getByLabel("Anything the moderators should know? (optional)").fill("Posted the same link in three threads.");
  await report.getByRole("button", { name: "Send report" }).click();
  await expect(seen.getByText("Reported. A moderator will review this message.")).toBeVisible();
  // Never their own: the author has no Report button on it.
  await expect(
    chat(author)
      .getByRole("listitem")
      .filter({ hasText: text })
      .getByRole("button", { name: /^Report/ }),
  ).toHaveCount(0);

  // The moderator's queue has it live, with the conversation around it.
  const queued = mod.getByRole("list", { name: "Reports" }).getByRole("listitem").filter({ hasText: text }).first();
  await expect(queued).toBeVisible();
  await expect(queued.getByText("Posted the same link in three threads.")).toBeVisible();
  await queued.getByRole("button", { name: "Hide message" }).click();
  await queued.getByLabel("Why hide it?").fill("Advertising");
  await queued.getByRole("button", { name: "Hide for everyone" }).click();
  await expect(mod.getByRole("status").filter({ hasText: "Its reports are closed." })).toContainText(`Hidden: ${authorAccount.name}'s message`);
  await expect(queued).toHaveCount(0);

  // Gone from the other member's open chat, without a reload; its author sees why.
  await expect(chat(reader).getByText(text)).toHaveCount(0);
  await expect(chat(author).getByRole("listitem").filter({ hasText: text }).getByText("Hidden by a moderator")).toBeVisible();

  // Blocked from the members tab, the author is told why and their send is refused, text kept.
  await tab(mod, "Members").click();
  const row = mod.getByRole("row").filter({ hasText: authorAccount.name });
  await row.getByRole("button", { name: "Block" }).click();
  await row.getByLabel(`Why block ${authorAccount.name}?`).fill("Repeated advertising after a warning");
  await row.getByRole("button", { name: "Block" }).last().click();
  await expect(row.getByText("Blocked: Repeated advertising after a warning")).toBeVisible();

  // Refused as blocked, not for the spacing between messages, whether the block reached the page live
  // first or the store's refusal did (a listener can lag): either way the page shows why.
  await box(author).fill("Is anyone there?");
  await box(author).press("Enter");
  await expect(author.getByRole("alert").filter({ hasText: "You can't post: a moderator has blocked your account from posting." })).toBeVisible();
  await expect(box(author)).toHaveValue("Is anyone there?");
  const notice = author.getByRole("status").filter({ hasText: "A moderator has blocked your account from posting" });
  await expect(notice).toBeVisible();
  await expect(author.getByText("Reason: Repeated advertising after a warning")).toBeVisible();

  // Unblocked, they can post again.
  await row.getByRole("button", { name: "Unblock" }).click();
  await expect(row.getByText("Active")).toBeVisible();
  await expect(notice).toHaveCount(0);
  await expect(author.getByRole("alert").filter({ hasText: "You can't post" })).toHaveCount(0);
});

test("a role granted in the console reaches the member's open dashboard without signing in again; taken away, it goes at once", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const account = members[6];
  if (!account) throw new Error("no seeded member");
  const ops = await signedInPage(browser, admin.email, "/dashboard?tab=members");
  const row = ops.getByRole("row").filter({ hasText: account.name });
  // A retry starts from a member, whatever the attempt before it left.
  await expect(row.getByRole("button", { name: /^(Make|Remove) moderator$/ })).toBeVisible();
  if (await row.getByRole("button", { name: "Remove moderator" }).isVisible()) {
    await row.getByRole("button", { name: "Remove moderator" }).click();
    await expect(row.getByRole("button", { name: "Make moderator" })).toBeVisible();
  }
  const member = await signedInPage(browser, account.email, "/dashboard");
  await expect(tab(member, "Overview")).toBeVisible();
  await expect(tab(member, "Moderation")).toHaveCount(0);
  // The tabs show once the role's record has answered, so the page is listening for its change by now.
  // (The emulator can miss a change written while a listener is still being set up.)

  await row.getByRole("button", { name: "Make moderator" }).click();
  await expect(row.getByRole("cell", { name: "Moderator", exact: true })).toBeVisible();
  await expect(tab(member, "Moderation")).toBeVisible({ timeout: 15_000 });
  // Staff wear a badge: in the console's list, and live in the members' directory.
  await expect(row.getByText("Staff")).toBeVisible();
  await tab(member, "Community").click();
  const ownEntry = member.getByRole("list", { name: "Members" }).getByRole("listitem").filter({ hasText: account.name });
  await expect(ownEntry.getByText("Staff")).toBeVisible();
  // The new moderator opens the queue; once it answers, the page's store connection carries the new
  // token (the store reconnects on every token change, and the emulator can miss a write made while
  // it does).
  await tab(member, "Moderation").click();
  await expect(member.getByText("No open reports.").or(member.getByRole("list", { name: "Reports" }))).toBeVisible();
  // The token the page holds now carries the role, and the store takes a moderator's write from it.
  const uid = await uidOf(baseURL ?? "", account.email);
  const held = await heldToken(member);
  expect(await moderationWrite(baseURL ?? "", held, uid)).toBe(200);

  // Taken away: the open console loses its tabs without a reload, and the same token, still unexpired,
  // no longer writes (the rules go by the role's record as well as the token).
  await row.getByRole("button", { name: "Remove moderator" }).click();
  await expect(tab(member, "Moderation")).toHaveCount(0, { timeout: 15_000 });
  await expect(tab(member, "Overview")).toHaveAttribute("aria-selected", "true");
  expect(await moderationWrite(baseURL ?? "", held, uid)).toBe(403);
  await expect(row.getByText("Staff")).toHaveCount(0);
  await tab(member, "Community").click();
  await expect(ownEntry).toBeVisible();
  await expect(ownEntry.getByText("Staff")).toHaveCount(0);
});

test("a member asking for a console tab gets the overview, and the store refuses them the leads", async ({ browser, baseURL }) => {
  const page = await signedInPage(browser, demoMember.email, "/dashboard?tab=leads");
  await expect(tab(page, "Overview")).toHaveAttribute("aria-selected", "true");
  await expect(tab(page, /^Leads/)).toHaveCount(0);
  await expect(page.getByRole("tabpanel", { name: "Overview" })).toBeVisible();

  // Straight to the store with the web SDK, as that member: denied. As the admin: allowed.
  setLogLevel("silent");
  const credentials = (await (await fetch(`${baseURL}/api/credentials.json`)).json()) as {
    firebase: Record<string, string>;
    emulators: { auth: string; firestore: string };
  };
  const readLeads = async (email: string) => {
    const app = initializeApp(credentials.firebase, `console-${email}-${Date.now()}`);
    const auth = getAuth(app);
    connectAuthEmulator(auth, credentials.emulators.auth, { disableWarnings: true });
    const db = getFirestore(app);
    const [host = "127.0.0.1", port = "8080"] = credentials.emulators.firestore.split(":");
    connectFirestoreEmulator(db, host, Number(port));
    await signInWithEmailAndPassword(auth, email, demoPassword);
    return getDocs(query(collection(db, collections.leads), limit(5)));
  };
  await expect(readLeads(demoMember.email)).rejects.toMatchObject({ code: "permission-denied" });
  await expect(readLeads(admin.email)).resolves.toMatchObject({ empty: false });
});

test("the console's tabs have no accessibility violations", async ({ browser }) => {
  test.setTimeout(90_000);
  const page = await signedInPage(browser, admin.email, "/dashboard?tab=leads");
  const headings: Record<string, string> = { Leads: "Leads", Assistant: "Assistant ratings", Moderation: "Reported messages", Members: "Members" };
  for (const [name, heading] of Object.entries(headings)) {
    await tab(page, new RegExp(`^${name}`)).click();
    const panel = page.getByRole("tabpanel");
    await expect(panel.getByRole("heading", { name: heading, exact: true })).toBeVisible();
    await expect(panel.getByText("Loading...")).toHaveCount(0);
    if (name === "Leads") await panel.getByRole("list", { name: "Leads" }).getByRole("button").first().click();
    expect(await accessibilityViolations(page, { include: '[role="tabpanel"]', rules: "all" }), name).toEqual([]);
  }
});
