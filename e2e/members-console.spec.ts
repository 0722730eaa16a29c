import { expect, type Browser, type Page, test } from "@playwright/test";
import { initializeApp } from "firebase/app";
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword } from "firebase/auth";
import { collection, connectFirestoreEmulator, getDocs, getFirestore, limit, query, setLogLevel, where, type Firestore } from "firebase/firestore";
import { readFileSync } from "node:fs";
import { minimumFillMs } from "../lib/contact/spam";
import { demoMember, demoPassword, leads as seededLeads, members, operators } from "../scripts/emulators/seed-data.mjs";
import { groupReports } from "../lib/console/moderation";
import { parseReport } from "../lib/console/records";
import { replyDue } from "../lib/console/reply-promise";
import { replyPromiseTerms } from "../lib/content/company";
import { accessibilityViolations, closeOwnPages, heldToken, moderatorRead, ownPage, signedInPage } from "./support";
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
/** A link of the console's own navigation. */
const section = (page: Page, name: string | RegExp) => page.getByRole("navigation", { name: "Console" }).getByRole("link", { name });
/** The figure on one of the overview's tiles. */
const tile = (page: Page, name: string) => page.getByRole("link", { name: new RegExp(`^${name}`) }).locator("[data-count]");

/** The store as a seeded account's browser reaches it, through the web SDK, for checks beside the page. */
async function storeAs(baseURL: string, email: string): Promise<Firestore> {
  setLogLevel("silent");
  const credentials = (await (await fetch(`${baseURL}/api/credentials.json`)).json()) as {
    firebase: Record<string, string>;
    emulators: { auth: string; firestore: string };
  };
  const app = initializeApp(credentials.firebase, `console-${email}-${Date.now()}-${Math.random()}`);
  const auth = getAuth(app);
  connectAuthEmulator(auth, credentials.emulators.auth, { disableWarnings: true });
  const db = getFirestore(app);
  const [host = "127.0.0.1", port = "8080"] = credentials.emulators.firestore.split(":");
  connectFirestoreEmulator(db, host, Number(port));
  await signInWithEmailAndPassword(auth, email, demoPassword);
  return db;
}
const chat = (page: Page) => page.getByRole("list", { name: "Chat messages" });
const box = (page: Page) => page.getByRole("textbox", { name: "Message" });

test("a visitor's message reaches the operator on the leads tab live; noted, handled and exported", async ({ browser }) => {
  test.setTimeout(90_000);
  const ops = await signedInPage(browser, admin.email, "/console/leads");
  await expect(section(ops, /^Leads/)).toHaveAttribute("aria-current", "page");
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
  expect(lines[0]).toContain("Received (UTC),Status,Source,Name,E-mail");
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(`Handled,Contact form,Nadia Karim,${email}`);
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
  await answer.getByRole("button", { name: "Send", exact: true }).click();
  await expect(answer.getByText("Thank you: the team reads every one of these.")).toBeVisible();

  const ops = await signedInPage(browser, admin.email, "/console/assistant");
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
    signedInPage(browser, moderator.email, "/console/moderation"),
  ]);
  await expect(section(mod, /^Moderation/)).toHaveAttribute("aria-current", "page");
  await expect(section(mod, /^Leads/)).toHaveCount(0);

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
  await section(mod, "Members").click();
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

test("a role granted in the console reaches the member's open pages without signing in again; taken away, it goes at once", async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  const account = members[6];
  if (!account) throw new Error("no seeded member");
  const ops = await signedInPage(browser, admin.email, "/console/members");
  const row = ops.getByRole("row").filter({ hasText: account.name });
  // A retry starts from a member, whatever the attempt before it left.
  await expect(row.getByRole("button", { name: /^(Make|Remove) moderator$/ })).toBeVisible();
  if (await row.getByRole("button", { name: "Remove moderator" }).isVisible()) {
    await row.getByRole("button", { name: "Remove moderator" }).click();
    await expect(row.getByRole("button", { name: "Make moderator" })).toBeVisible();
  }
  const member = await signedInPage(browser, account.email, "/dashboard");
  await expect(tab(member, "Overview")).toBeVisible();
  const way = member.getByRole("link", { name: "Open the staff console" });
  await expect(way).toHaveCount(0);
  // The tabs show once the role's record has answered, so the page is listening for its change by now.
  // (The emulator can miss a change written while a listener is still being set up.)

  await row.getByRole("button", { name: "Make moderator" }).click();
  await expect(row.getByRole("cell", { name: "Moderator", exact: true })).toBeVisible();
  await expect(way).toBeVisible({ timeout: 15_000 });
  // Staff wear a badge: in the console's list, and live in the members' directory.
  await expect(row.getByText("Staff")).toBeVisible();
  await tab(member, "Community").click();
  const ownEntry = member.getByRole("list", { name: "Members" }).getByRole("listitem").filter({ hasText: account.name });
  await expect(ownEntry.getByText("Staff")).toBeVisible();
  // The new moderator opens the console and its queue; once it answers, the page's store connection
  // carries the new token (the store reconnects on every token change, and the emulator can miss a
  // write made while it does).
  await way.click();
  await section(member, /^Moderation/).click();
  await expect(member.getByText("No open reports.").or(member.getByRole("list", { name: "Reports" }))).toBeVisible();
  await expect(section(member, /^Leads/)).toHaveCount(0);
  // The token the page holds now carries the role, and the store answers a moderator's query from it.
  const held = await heldToken(member);
  expect(await moderatorRead(baseURL ?? "", held)).toBe(200);

  // Taken away: the open console closes without a reload, and the same token, still unexpired, no
  // longer reads what moderators read (the rules go by the role's record as well as the token).
  await row.getByRole("button", { name: "Remove moderator" }).click();
  await expect(member.getByRole("heading", { name: "This console is for Northbeam's staff" })).toBeVisible({ timeout: 15_000 });
  await expect(member.getByRole("navigation", { name: "Console" })).toHaveCount(0);
  expect(await moderatorRead(baseURL ?? "", held)).toBe(403);
  await expect(row.getByText("Staff")).toHaveCount(0);
  await member.getByRole("link", { name: "Go to your dashboard" }).click();
  await tab(member, "Community").click();
  await expect(ownEntry).toBeVisible();
  await expect(ownEntry.getByText("Staff")).toHaveCount(0);
});

test("a member is refused the console, where the old console tabs now lead, and the store refuses them the leads", async ({ browser, baseURL }) => {
  const page = await signedInPage(browser, demoMember.email, "/dashboard?tab=leads");
  await expect(page).toHaveURL(/\/console\/leads$/);
  await expect(page.getByRole("heading", { level: 1, name: "Leads" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "This console is for Northbeam's staff" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Console" })).toHaveCount(0);
  await expect(page.getByRole("list", { name: "Leads" })).toHaveCount(0);
  for (const path of ["/console", "/console/moderation", "/console/audit"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { name: "This console is for Northbeam's staff" })).toBeVisible();
  }
  // The members' own pages carry no way in and no assistant over the console's pages.
  await page.goto("/dashboard");
  await expect(tab(page, "Overview")).toBeVisible();
  await expect(page.getByRole("link", { name: "Open the staff console" })).toHaveCount(0);

  // Straight to the store with the web SDK, as that member: denied. As the admin: allowed.
  const readLeads = async (email: string) => getDocs(query(collection(await storeAs(baseURL ?? "", email), collections.leads), limit(5)));
  await expect(readLeads(demoMember.email)).rejects.toMatchObject({ code: "permission-denied" });
  await expect(readLeads(admin.email)).resolves.toMatchObject({ empty: false });
});

test("a visitor who opens the console gets the sign-in form, and no assistant", async ({ browser }) => {
  const page = await visitor(browser);
  await page.goto("/console/leads");
  await expect(page.getByRole("heading", { level: 1, name: "Leads" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Console" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Open the assistant" })).toHaveCount(0);
});

test("a moderator sees only the community's sections, and the old moderation link leads there", async ({ browser }) => {
  const mod = await signedInPage(browser, moderator.email, "/dashboard?tab=moderation");
  await expect(mod).toHaveURL(/\/console\/moderation$/);
  await expect(section(mod, /^Moderation/)).toHaveAttribute("aria-current", "page");
  const names = await mod.getByRole("navigation", { name: "Console" }).getByRole("link").allInnerTexts();
  expect(names.map((name) => name.replace(/\d+\+?$/, "").trim())).toEqual(["Overview", "Moderation", "Members"]);
  await section(mod, "Overview").click();
  await expect(tile(mod, "Open reports")).toHaveAttribute("data-count", /\d+/);
  await expect(tile(mod, "New leads")).toHaveCount(0);
  await expect(tile(mod, "Waiting past the promise")).toHaveCount(0);
  for (const [path, name] of [
    ["/console/leads", "Leads"],
    ["/console/assistant", "Assistant"],
    ["/console/audit", "Audit log"],
  ] as const) {
    await mod.goto(path);
    await expect(mod.getByRole("heading", { name: `${name} is for admins` })).toBeVisible();
  }
  await mod.goto("/dashboard?tab=members");
  await expect(mod).toHaveURL(/\/console\/members$/);
  await expect(mod.getByRole("table").first()).toBeVisible();
});

test("the admin's morning: the overview counts what is waiting; an overdue lead is assigned and handled, and the count drops live", async ({
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  // What the store holds now, read beside the page: new leads, those past the reply promise, open reports.
  const db = await storeAs(baseURL ?? "", admin.email);
  const now = Date.now();
  const newLeads = (await getDocs(query(collection(db, collections.leads), where("status", "==", "new")))).docs;
  const overdue = newLeads.filter((lead) => replyDue(lead.get("createdAt").toMillis(), replyPromiseTerms) <= now);
  const reports = (await getDocs(query(collection(db, collections.reports), where("status", "==", "open")))).docs;
  const openReports = groupReports(reports.map((report) => parseReport(report.id, report.data()))).length;
  // On a fresh stack, exactly the seeded leads that are past the promise (ages as the seed wrote them).
  if (testInfo.retry === 0) {
    const seededOverdue = seededLeads.filter((lead) => lead.status === "new" && replyDue(now - lead.hoursAgo * 3_600_000, replyPromiseTerms) <= now);
    expect(overdue.map((lead) => lead.id).sort()).toEqual(seededOverdue.map((lead) => lead.id).sort());
  }
  expect(overdue.length).toBeGreaterThan(0);

  const morning = await signedInPage(browser, admin.email, "/console");
  // A second window on the overview: its count drops live, without a reload.
  const wall = await signedInPage(browser, admin.email, "/console");
  await expect(tile(morning, "Waiting past the promise")).toHaveAttribute("data-count", String(overdue.length));
  await expect(tile(morning, "Open reports")).toHaveAttribute("data-count", String(openReports));
  // New leads come in from other journeys meanwhile: the tile counts what the store has.
  const newCount = Number(await tile(morning, "New leads").getAttribute("data-count"));
  expect(newCount).toBeGreaterThanOrEqual(seededLeads.filter((lead) => lead.status === "new").length - (testInfo.retry === 0 ? 0 : 1));
  await expect(morning).toHaveTitle(new RegExp(`^\\(${newCount + openReports}\\) Overview · Staff console`));
  await expect(tile(morning, "Unanswered questions")).toHaveAttribute("data-count", /^[1-9]\d*$/);
  await expect(tile(morning, "Not helpful")).toHaveAttribute("data-count", /^[1-9]\d*$/);

  await morning.getByRole("link", { name: /^Waiting past the promise/ }).click();
  await expect(morning).toHaveURL(/\/console\/leads\?status=overdue$/);
  const list = morning.getByRole("list", { name: "Leads" });
  await expect(list.locator(":scope > li")).toHaveCount(overdue.length);
  await expect(list.getByText(/^Overdue by /)).toHaveCount(overdue.length);

  // The oldest waiting lead nobody has taken: assign it to me, then mark it handled.
  await morning.getByRole("group", { name: "Assigned to" }).getByRole("button", { name: "Unassigned" }).click();
  await expect(morning).toHaveURL(/assignee=unassigned/);
  const row = list.locator(":scope > li").last();
  const subject = (await row.getByRole("button").locator("span.font-semibold").first().innerText()).trim();
  await row.getByRole("button").first().click();
  const detail = row.getByRole("region");
  await expect(detail.getByText("Assigned to: Nobody yet")).toBeVisible();
  await detail.getByRole("button", { name: "Assign to me" }).click();
  // Mine now: it leaves the unassigned list at once, and is in mine.
  await expect(list.getByRole("button", { name: new RegExp(subject) })).toHaveCount(0);
  await morning.getByRole("group", { name: "Assigned to" }).getByRole("button", { name: "Mine" }).click();
  const mine = list.locator(":scope > li").filter({ hasText: subject });
  await expect(mine.getByText("Yours")).toBeVisible();
  // Still open where it moved to: the admin carries on with it.
  await expect(mine.getByRole("button").first()).toHaveAttribute("aria-expanded", "true");
  await mine.getByRole("region").getByRole("button", { name: "Mark handled" }).click();
  await expect(list.getByRole("button", { name: new RegExp(subject) })).toHaveCount(0);

  // The other window's count dropped live; so did the navigation's and the title's.
  await expect(tile(wall, "Waiting past the promise")).toHaveAttribute("data-count", String(overdue.length - 1));
  await expect(wall).toHaveTitle(new RegExp(`^\\(${newCount - 1 + openReports}\\) Overview`));
  // The assignment is in the audit log, naming the lead.
  await section(morning, "Audit log").click();
  const logged = morning
    .getByRole("row")
    .filter({ hasText: "Assigned a lead" })
    .filter({ hasText: `Assigned to ${admin.name}` });
  await expect(logged.first()).toBeVisible();
});

test("every console page has no accessibility violations at 1280 and 375 px", async ({ browser }) => {
  test.setTimeout(120_000);
  const page = await signedInPage(browser, admin.email, "/console");
  for (const name of ["Overview", "Leads", "Assistant", "Moderation", "Members", "Audit log"]) {
    await section(page, new RegExp(`^${name}`)).click();
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    await expect(page.getByText("Loading...")).toHaveCount(0);
    if (name === "Leads") await page.getByRole("list", { name: "Leads" }).getByRole("button").first().click();
    if (name === "Overview") {
      // The trends, each with its table of figures open.
      await expect(page.getByRole("figure")).toHaveCount(5);
      for (const summary of await page.getByText("The figures as a table").all()) await summary.click();
      await expect(page.getByRole("table")).toHaveCount(5);
    }
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      expect(await accessibilityViolations(page), `${name} at ${width} px`).toEqual([]);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${name} scrolls sideways at ${width} px`).toBeLessThanOrEqual(0);
    }
    await page.setViewportSize({ width: 1280, height: 900 });
  }
});
