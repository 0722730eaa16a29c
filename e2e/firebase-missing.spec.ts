import { expect, test } from "@playwright/test";

// The "site" project's server has every Firebase variable set to the text "undefined".
test.describe("without a Firebase configuration", () => {
  test("/api/credentials.json says so, with no emulators and no cache", async ({ request }) => {
    const response = await request.get("/api/credentials.json");
    expect(response.status()).toBe(200);
    expect(response.headers()["cache-control"]).toBe("no-store");
    const body = await response.json();
    expect(body.firebase).toBeNull();
    expect(body).not.toHaveProperty("emulators");
  });

  for (const path of ["/dashboard", "/community-chat"]) {
    test(`${path} says the members' area is unavailable and warns once`, async ({ page }) => {
      const warnings: string[] = [];
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "warning" && message.text().includes("[firebase]")) warnings.push(message.text());
        if (message.type() === "error") errors.push(message.text());
      });
      await page.goto(path);
      await expect(page.getByRole("status").filter({ hasText: "The members' area is unavailable right now" })).toBeVisible();
      await expect(page.getByRole("region", { name: "Sign in" })).toHaveCount(0);
      expect(warnings).toHaveLength(1);
      expect(errors).toEqual([]);
    });
  }
});
