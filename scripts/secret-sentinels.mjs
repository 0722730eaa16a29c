// Values given to every server-only secret during `npm test`'s build and browser tests. A test fails
// if any of them shows up in the built client files, prerendered HTML or /api/credentials.json.
export const secretSentinels = {
  OPENROUTER_API_KEY: "sentinel-openrouter-key-7d1f0c",
  GEMINI_API_KEY: "sentinel-gemini-key-93be4a",
  SMTP_PASSWORD: "sentinel-smtp-password-2c6e81",
};
