import { expect, test, type Browser, type Page } from "@playwright/test";
import { closeOwnPages, newMember, newMemberPage, newMemberPassword, ownPage, receivedMails, sendWhenAllowed, storedDocument, uidOf } from "./support";

test.afterEach(closeOwnPages);

/** The chat's list of messages on `page`. */
const messages = (page: Page) => page.getByRole("list", { name: "Chat messages" });

/** The id of the confirmed message showing `text` on `page`. */
async function messageId(page: Page, text: string): Promise<string> {
  const item = page.locator("[data-message-id]").filter({ hasText: text, hasNotText: "Sending…" }).last();
  await expect(item).toBeVisible();
  return (await item.getAttribute("data-message-id")) ?? "";
}

/** Writes "@" and the start of `name` in the send box and chooses them from the suggestions, with the keyboard. */
async function mention(page: Page, before: string, name: string): Promise<void> {
  const box = page.getByRole("textbox", { name: "Message" });
  await box.fill(before);
  await box.pressSequentially(`@${name.slice(0, 3)}`);
  const suggestions = page.getByRole("listbox");
  await expect(suggestions.getByRole("option", { name })).toBeVisible();
  // The list is announced, and the box says which option is active.
  await expect(page.getByRole("status").filter({ hasText: /^\d+ members? found$/ })).toHaveCount(1);
  while ((await suggestions.getByRole("option", { name, selected: true }).count()) === 0) await box.press("ArrowDown");
  await box.press("Enter");
  await expect(suggestions).toHaveCount(0);
  await expect(box).toHaveValue(`${before}@${name} `);
}

/**
 * Puts another tab in front of `page` (`shown` false) or brings it back, as the browser tells a page:
 * its visibility and the event that it changed.
 */
async function showPage(page: Page, shown: boolean): Promise<void> {
  await page.evaluate((visible) => {
    Object.defineProperty(document, "visibilityState", { configurable: true, get: () => (visible ? "visible" : "hidden") });
    Object.defineProperty(document, "hidden", { configurable: true, get: () => !visible });
    document.dispatchEvent(new Event("visibilitychange"));
  }, shown);
}

/** Mentions `name` from `author`'s page in a message ending with `text`, once sent; its id. */
async function mentionIn(author: Page, name: string, text: string): Promise<string> {
  await mention(author, "", name);
  await sendWhenAllowed(author, `${await author.getByRole("textbox", { name: "Message" }).inputValue()}${text}`);
  return messageId(author, text);
}

/** How long a member is gone before the stack counts them away (playwright.config.ts sets it). */
const awayMs = Number(process.env.MENTION_EMAIL_AWAY_MINUTES) * 60_000;

/** The mention e-mails the stack's mail sink holds for `address`. */
const mentionMailsTo = (address: string) => receivedMails().filter((mail) => mail.includes(`To: ${address}`) && /^Subject: .*mention/im.test(mail));

/** Two new members on the chat, one to mention the other: the author's page, and the reader's page, address and uid. */
async function authorAndReader(browser: Browser, baseURL: string, authorName: string, readerName: string) {
  const author = await newMemberPage(browser, baseURL, authorName, "/community-chat");
  const { page: reader, email: readerEmail } = await newMember(browser, baseURL, readerName, "/community-chat");
  return { author, reader, readerEmail, readerUid: await uidOf(baseURL, readerEmail, newMemberPassword) };
}

test("a member mentions another through the suggestions; the other sees it and the count live, is e-mailed once away, and one click stops the e-mails", async ({
  browser,
  baseURL,
}) => {
  // Two new members, the stack's away delay and the sweep's turns.
  test.setTimeout(240_000);
  if (!baseURL) throw new Error("no base URL");
  const stamp = Date.now().toString(36);
  const [authorName, readerName] = ["Mira Quill", "Basil Fern"];
  const { author, reader, readerEmail, readerUid } = await authorAndReader(browser, baseURL, authorName, readerName);
  const nav = reader.getByRole("navigation", { name: "Members" });
  await expect(nav.getByRole("link", { name: "Mentions" })).toBeVisible();
  // Another tab in front of the reader's chat: a mention shown there would be read at once.
  await showPage(reader, false);

  // Through the suggestions, with the keyboard; the message names the reader as structure.
  const first = `are you coming to the meetup? (${stamp})`;
  await mention(author, "Hello ", readerName);
  await author.getByRole("textbox", { name: "Message" }).pressSequentially(first);
  await author.getByRole("textbox", { name: "Message" }).press("Enter");
  const firstId = await messageId(author, first);
  await expect(
    messages(author)
      .getByRole("link", { name: `@${readerName}` })
      .first(),
  ).toBeVisible();

  // The reader, signed in elsewhere, finds it marked as theirs and the count risen, live, in the
  // navigation and the tab's title.
  const mine = reader.locator(`[data-message-id="${firstId}"]`);
  await expect(mine).toHaveAttribute("data-mentions-me", "");
  await expect(nav.getByRole("link", { name: /^Mentions\W+1 unread$/ })).toBeVisible();
  await expect(reader).toHaveTitle(/^\(1\) /);

  // The Mentions page lists it (the reader back on this tab, away from the chat); opening it goes to
  // the message in the chat and marks it read.
  await nav.getByRole("link", { name: /^Mentions/ }).click();
  const listed = reader.getByRole("list", { name: "Your mentions, newest first" }).getByRole("link");
  await expect(listed).toHaveCount(1);
  await showPage(reader, true);
  await expect(nav.getByRole("link", { name: /^Mentions\W+1 unread$/ })).toBeVisible();
  await expect(listed.first()).toContainText(authorName);
  await expect(listed.first()).toContainText("mentioned you");
  await expect(listed.first()).toContainText(first);
  await listed.first().click();
  await expect(reader).toHaveURL(new RegExp(`/community-chat\\?message=${firstId}$`));
  await expect(reader.locator(`[data-message-id="${firstId}"]`)).toBeFocused();
  await expect(nav.getByRole("link", { name: "Mentions" })).toBeVisible();
  await expect(reader).not.toHaveTitle(/^\(\d+\+?\) /);
  const firstRecord = await storedDocument(baseURL, `mention_inbox/${readerUid}/mentions/${firstId}`);
  expect(firstRecord.read).toEqual({ booleanValue: true });

  // The reader leaves. Once they have been away the stack's delay, a further mention reaches them in
  // the mail sink, with the one-click unsubscribe headers.
  await reader.context().close();
  const second = `the slides are up, have a look (${stamp})`;
  await expect
    .poll(
      async () => {
        const presence = await storedDocument(baseURL, `presence/${readerUid}`);
        const lastSeen = Date.parse(String((presence.lastSeen as { timestampValue?: string }).timestampValue));
        return Date.now() - lastSeen;
      },
      { timeout: awayMs + 30_000, intervals: [1_000] },
    )
    .toBeGreaterThan(awayMs);
  await mention(author, "", readerName);
  await sendWhenAllowed(author, `${await author.getByRole("textbox", { name: "Message" }).inputValue()}${second}`);
  // A ceiling: a page that could not say it left counts as here until its heartbeat expires (2 minutes).
  await expect.poll(() => mentionMailsTo(readerEmail).length, { timeout: 150_000 }).toBe(1);
  const mail = mentionMailsTo(readerEmail)[0] ?? "";
  // Header lines as one (a long one may be folded).
  const head = mail.split(/\r?\n\r?\n/, 1)[0]?.replace(/\r?\n(?=[ \t])/g, "") ?? "";
  expect(mail).toContain(authorName);
  expect(mail).toContain(second);
  expect(mail).not.toContain(first);
  expect(head).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
  // The site's own address: https when hosted (the sweep sends nothing otherwise), the local stack's here.
  const unsubscribe = head.match(/^List-Unsubscribe: <(https?:\/\/[^>]+\?token=[^>]+)>\r?$/m)?.[1] ?? "";
  expect(unsubscribe).not.toBe("");

  // The link opened in a browser, without signing in: a page that asks first (opening it changes
  // nothing) and sends no Referer; its button turns the e-mails off, and the page says so.
  const { pathname, search } = new URL(unsubscribe);
  const unsubscribing = await ownPage(browser);
  await unsubscribing.goto(`${pathname}${search}`);
  await expect(unsubscribing.getByRole("heading", { level: 1, name: "Stop mention e-mails?" })).toBeVisible();
  await expect(unsubscribing.locator('meta[name="referrer"]')).toHaveAttribute("content", "no-referrer");
  await expect(unsubscribing.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  expect((await storedDocument(baseURL, `users/${readerUid}`)).mentionEmails).toBeUndefined();
  await unsubscribing.getByRole("button", { name: "Stop these e-mails" }).click();
  await expect(unsubscribing.getByRole("heading", { level: 1, name: "Mention e-mails are off" })).toBeVisible();
  expect((await storedDocument(baseURL, `users/${readerUid}`)).mentionEmails).toEqual({ booleanValue: false });
  const third = `one more thing (${stamp})`;
  await mention(author, "", readerName);
  await sendWhenAllowed(author, `${await author.getByRole("textbox", { name: "Message" }).inputValue()}${third}`);
  const thirdId = await messageId(author, third);
  // The sweep has looked at it and will never mail it; nothing more reached the sink.
  await expect
    .poll(async () => (await storedDocument(baseURL, `mention_inbox/${readerUid}/mentions/${thirdId}`)).mail, { timeout: 60_000 })
    .toEqual({ stringValue: "off" });
  expect(mentionMailsTo(readerEmail)).toHaveLength(1);
});

test("a mention shown in the open chat is read there and never mailed; one that comes while the page is hidden waits to be seen", async ({
  browser,
  baseURL,
}) => {
  // Two new members, the stack's away delay and the sweep's turns.
  test.setTimeout(240_000);
  if (!baseURL) throw new Error("no base URL");
  const stamp = Date.now().toString(36);
  const [authorName, readerName] = ["Tamsin Rowe", "Otto Brandt"];
  const { author, reader, readerEmail, readerUid } = await authorAndReader(browser, baseURL, authorName, readerName);
  const record = (id: string) => storedDocument(baseURL, `mention_inbox/${readerUid}/mentions/${id}`);
  const mentionsLink = reader.getByRole("navigation", { name: "Members" }).getByRole("link", { name: /^Mentions/ });
  await expect(mentionsLink).toHaveAttribute("data-unread-mentions", "0");

  // The reader has the chat in front, at its newest message: the mention shows there, at least half of
  // it, and is read without being opened from the Mentions page.
  const seen = `the call moved to three (${stamp})`;
  const seenId = await mentionIn(author, readerName, seen);
  const seenItem = reader.locator(`[data-message-id="${seenId}"]`);
  await expect(seenItem).toHaveAttribute("data-mentions-me", "");
  await expect(seenItem).toBeInViewport({ ratio: 0.5 });
  await expect.poll(async () => (await record(seenId)).read).toEqual({ booleanValue: true });
  await expect(mentionsLink).toHaveAttribute("data-unread-mentions", "0");
  await expect(reader).not.toHaveTitle(/^\(\d+\+?\) /);

  // Another tab in front: the next mention is drawn in the history but not seen, and counts.
  await showPage(reader, false);
  const later = `notes from the workshop (${stamp})`;
  const laterId = await mentionIn(author, readerName, later);
  await expect(reader.locator(`[data-message-id="${laterId}"]`)).toHaveAttribute("data-mentions-me", "");
  await expect(mentionsLink).toHaveAttribute("data-unread-mentions", "1");
  await expect(reader).toHaveTitle(/^\(1\) /);
  expect((await record(laterId)).read).toEqual({ booleanValue: false });
  // The chat in front again, it is seen: the count goes down and the mention is stored read.
  await showPage(reader, true);
  await expect(mentionsLink).toHaveAttribute("data-unread-mentions", "0");
  await expect(reader).not.toHaveTitle(/^\(\d+\+?\) /);
  await expect.poll(async () => (await record(laterId)).read).toEqual({ booleanValue: true });

  // Hidden once more, a last mention comes, and the reader leaves without having seen it. Once they
  // are away, the e-mail tells them of that one alone: the two seen in the chat are never mailed.
  await showPage(reader, false);
  const unseen = `one more for when you are back (${stamp})`;
  const unseenId = await mentionIn(author, readerName, unseen);
  await expect(mentionsLink).toHaveAttribute("data-unread-mentions", "1");
  await reader.context().close();
  // A ceiling: a page that could not say it left counts as here until its heartbeat expires (2 minutes).
  await expect.poll(() => mentionMailsTo(readerEmail).length, { timeout: 150_000 }).toBe(1);
  const mail = mentionMailsTo(readerEmail)[0] ?? "";
  expect(mail).toContain(unseen);
  expect(mail).not.toContain(seen);
  expect(mail).not.toContain(later);
  expect((await record(unseenId)).mail).toEqual({ stringValue: "sent" });
  expect((await record(unseenId)).read).toEqual({ booleanValue: false });
  for (const id of [seenId, laterId]) expect((await record(id)).mail).toBeUndefined();
});
