/**
 * @jest-environment node
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { isModerator, mayReadChat, mirroredClauses, readerOf, visible } from "./chat-visibility";

const rules = readFileSync(join(process.cwd(), "firestore.rules"), "utf8");

describe("the mirror of the rules' chat visibility", () => {
  it.each(Object.entries(mirroredClauses).flatMap(([check, clauses]) => clauses.map((clause) => [check, clause])))(
    "%s mirrors a clause firestore.rules holds word for word: %s",
    (_, clause) => {
      expect(rules).toContain(clause);
    },
  );

  const member = readerOf({ uid: "ann", email: "ann@example.com", firebase: { sign_in_provider: "password" } }, true);
  const moderator = readerOf({ uid: "mo", role: "moderator", firebase: { sign_in_provider: "google.com" } }, true);

  it("reads a verified, signed-in account as a member, and no other", () => {
    expect(mayReadChat(member)).toBe(true);
    expect(mayReadChat(readerOf({ uid: "una", firebase: { sign_in_provider: "password" } }, false))).toBe(false);
    expect(mayReadChat(readerOf({ uid: "anon", firebase: { sign_in_provider: "anonymous" } }, true))).toBe(false);
  });

  it("takes the role from the claim, and makes a moderator only when the role mirror agrees", () => {
    expect(readerOf({ uid: "x", role: "owner" }, true).role).toBeNull();
    expect(isModerator(moderator, new Map([["mo", "moderator"]]))).toBe(true);
    expect(isModerator(moderator, new Map())).toBe(false);
    expect(isModerator(member, new Map([["ann", "admin"]]))).toBe(false);
  });

  it("shows what is not hidden, the reader's own, and everything to a moderator", () => {
    expect(visible({ hidden: false, uid: "bo" }, member, false)).toBe(true);
    expect(visible({ hidden: true, uid: "bo" }, member, false)).toBe(false);
    expect(visible({ hidden: true, uid: "ann" }, member, false)).toBe(true);
    expect(visible({ hidden: true, uid: "bo" }, moderator, true)).toBe(true);
    // A message without the field is not `hidden == false` to the rules either.
    expect(visible({ uid: "bo" }, member, false)).toBe(false);
    expect(visible(undefined, moderator, true)).toBe(false);
  });
});
