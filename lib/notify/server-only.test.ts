import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

// The mention e-mails hold the unsubscribe secret, the members' addresses and firebase-admin: no module
// here may reach a browser's bundle, and each says so where the build checks it.
it("marks every module of lib/notify, and the mailer, server-only", () => {
  const folder = join(process.cwd(), "lib/notify");
  const modules = readdirSync(folder)
    .filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts"))
    .map((file) => join(folder, file));
  expect(modules.length).toBeGreaterThan(5);
  const unmarked = [...modules, join(process.cwd(), "lib/mail/send-mail.ts")].filter((path) => !/^import "server-only";$/m.test(readFileSync(path, "utf8")));
  expect(unmarked).toEqual([]);
});
