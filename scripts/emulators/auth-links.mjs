// The Auth emulator sends no e-mail: it keeps the links it would have sent (verify an address, reset a
// password) and lists them at /emulator/v1/projects/<project>/oobCodes. This prints each new one, so a
// member signing up on `npm run dev` can verify their address offline.

/** The links the emulator holds now, oldest first; [] when it cannot be asked. */
async function readAuthLinks(origin, projectId) {
  try {
    const response = await fetch(`${origin}/emulator/v1/projects/${projectId}/oobCodes`, { signal: AbortSignal.timeout(2_000) });
    if (!response.ok) return [];
    const body = await response.json();
    return Array.isArray(body.oobCodes) ? body.oobCodes : [];
  } catch {
    return [];
  }
}

const purposes = { VERIFY_EMAIL: "Verify the e-mail address of", PASSWORD_RESET: "Reset the password of", EMAIL_SIGNIN: "Sign in as" };

/** Prints every link the emulator issues from now on through `say`; returns the function that stops it. */
export function watchAuthLinks({ origin, projectId, say, intervalMs = 1_500 }) {
  const seen = new Set();
  let stopped = false;
  let timer;
  const poll = async (announce) => {
    for (const link of await readAuthLinks(origin, projectId)) {
      if (seen.has(link.oobCode)) continue;
      seen.add(link.oobCode);
      if (announce) say(`${purposes[link.requestType] ?? link.requestType} ${link.email}: ${link.oobLink}`);
    }
    if (!stopped) timer = setTimeout(() => void poll(true), intervalMs);
  };
  // Links issued before this run (kept in the saved data) are not news.
  void poll(false);
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
