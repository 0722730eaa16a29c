import { expect, test as setup } from "@playwright/test";
import { writeFileSync } from "node:fs";
import { demoMember, demoPassword, members, operators } from "../scripts/emulators/seed-data.mjs";
import { openAccountMenu, signedInState } from "./support";

// Every seeded account signs in once, through the form, before the members' journeys start; each
// journey then opens the members' area already signed in, as a returning member does. (Signing in
// itself, right and wrong, is the subject of members-sign-in.spec.ts.) Two pages share the accounts,
// each signing in, keeping the session and signing out again, one account after another.
const accounts = [demoMember, ...members, ...operators];

for (const half of [0, 1]) {
  setup(`the seeded accounts sign in (${half + 1} of 2)`, async ({ page }) => {
    await page.goto("/dashboard");
    const form = page.getByRole("region", { name: "Sign in" });
    for (const account of accounts.filter((_, index) => index % 2 === half)) {
      await form.getByLabel("E-mail").fill(account.email);
      await form.getByLabel("Password").fill(demoPassword);
      await form.getByRole("button", { name: "Sign in" }).click();
      await openAccountMenu(page);
      const signOut = page.getByRole("button", { name: "Sign out", exact: true });
      await expect(signOut).toBeEnabled();
      // Firebase Auth keeps the session in IndexedDB. Only the session is kept: whatever else the page
      // stored (caches, the theme) is not part of being signed in.
      const state = (await page.context().storageState({ indexedDB: true })) as { origins: { origin: string; indexedDB?: { name: string }[] }[] };
      const origins = state.origins.map((origin) => ({
        ...origin,
        localStorage: [],
        indexedDB: origin.indexedDB?.filter((database) => database.name === "firebaseLocalStorageDb"),
      }));
      expect(
        origins.flatMap((origin) => origin.indexedDB ?? []),
        account.email,
      ).toHaveLength(1);
      writeFileSync(signedInState(account.email), JSON.stringify({ cookies: [], origins }));
      await signOut.click();
      await expect(form).toBeVisible();
    }
  });
}
