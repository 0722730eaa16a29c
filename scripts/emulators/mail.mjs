// A local mail sink for the development stack: an SMTP server on 127.0.0.1 that accepts every message,
// keeps it as an .eml file and prints one line about it, so the contact form's notification can be
// seen without a real mail account. Nothing is relayed anywhere.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { SMTPServer } from "smtp-server";
import { freePort } from "../free-port.mjs";

/** The Subject and To header lines of a raw message, unfolded (enough for a one-line summary). */
function summary(raw) {
  const head = raw.split(/\r?\n\r?\n/, 1)[0].replace(/\r?\n[ \t]+/g, " ");
  const header = (name) => head.match(new RegExp(`^${name}:\\s*(.*)$`, "im"))?.[1] ?? "";
  return { subject: header("Subject"), to: header("To") };
}

/**
 * Starts the sink; every message lands in `directory` as `<time>-<n>.eml`. `onMessage` hears of each.
 * `password` is what the site will sign in with (its own SMTP_PASSWORD when set, so it stays as is).
 * Resolves to { host, port, env, stop }, where env holds the SMTP_* variables that point the site at it.
 */
export async function startMailSink({ directory, password, onMessage = () => {} }) {
  mkdirSync(directory, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    // Any user name and password will do: the sink only checks that the site signs in when told to.
    authOptional: true,
    allowInsecureAuth: true,
    onAuth(auth, session, callback) {
      callback(null, { user: auth.username });
    },
    disabledCommands: ["STARTTLS"],
    banner: "Northbeam local mail sink",
    size: 1024 * 1024,
    onData(stream, session, callback) {
      const chunks = [];
      stream.on("data", (chunk) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        count += 1;
        const file = join(directory, `${Date.now()}-${count}.eml`);
        writeFileSync(file, raw);
        onMessage({ file, ...summary(raw) });
        callback();
      });
    },
  });
  server.on("error", (error) => console.error(`[mail] ${error.message}`));
  const port = await freePort();
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", resolve);
  });
  return {
    host: `127.0.0.1:${port}`,
    env: { SMTP_HOST: "127.0.0.1", SMTP_PORT: String(port), SMTP_SECURE: "false", SMTP_USER: "local-sink", SMTP_PASSWORD: password || "local-sink" },
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
