import { readSmtpConfig } from "./smtp-config";

const agency = "hello@northbeam.studio";

describe("readSmtpConfig", () => {
  it("is off without SMTP_HOST, whatever else is set", () => {
    expect(readSmtpConfig({}, agency)).toEqual({ status: "off" });
    expect(readSmtpConfig({ SMTP_HOST: "  ", SMTP_USER: "u", SMTP_PASSWORD: "p" }, agency)).toEqual({ status: "off" });
  });

  it.each([
    [{ SMTP_HOST: "smtp.example.org" }, { host: "smtp.example.org", port: 587, secure: false, from: agency, to: [agency] }],
    [
      { SMTP_HOST: "smtp.example.org", SMTP_PORT: "465" },
      { port: 465, secure: true },
    ],
    [
      { SMTP_HOST: "smtp.example.org", SMTP_PORT: "465", SMTP_SECURE: "false" },
      { port: 465, secure: false },
    ],
    [
      { SMTP_HOST: "smtp.example.org", SMTP_PORT: "2525", SMTP_SECURE: "TRUE" },
      { port: 2525, secure: true },
    ],
    [
      { SMTP_HOST: "smtp.example.org", SMTP_USER: "site@example.org", SMTP_PASSWORD: "pw" },
      { auth: { user: "site@example.org", pass: "pw" }, from: "site@example.org" },
    ],
    [
      { SMTP_HOST: "smtp.example.org", SMTP_USER: "apikey", SMTP_PASSWORD: "pw" },
      { auth: { user: "apikey", pass: "pw" }, from: agency },
    ],
    [{ SMTP_HOST: "smtp.example.org", SMTP_FROM: "Northbeam <web@example.org>" }, { from: "Northbeam <web@example.org>" }],
    [{ SMTP_HOST: "smtp.example.org", SMTP_TO: " a@example.org ,b@example.org, " }, { to: ["a@example.org", "b@example.org"] }],
  ])("reads %j", (env, expected) => {
    const config = readSmtpConfig(env, agency);
    expect(config.status).toBe("on");
    if (config.status === "on") expect(config.settings).toMatchObject(expected);
  });

  it.each([
    [{ SMTP_PORT: "0" }, "SMTP_PORT must be a port number"],
    [{ SMTP_PORT: "70000" }, "SMTP_PORT must be a port number"],
    [{ SMTP_PORT: "25a" }, "SMTP_PORT must be a port number"],
    [{ SMTP_SECURE: "yes" }, "SMTP_SECURE must be true or false"],
    [{ SMTP_USER: "someone" }, "Set SMTP_USER and SMTP_PASSWORD together"],
    [{ SMTP_PASSWORD: "secret" }, "Set SMTP_USER and SMTP_PASSWORD together"],
    [{ SMTP_FROM: "not an address" }, "SMTP_FROM must be an e-mail address"],
    [{ SMTP_FROM: "Name <bad>" }, "SMTP_FROM must be an e-mail address"],
    [{ SMTP_TO: "sales@example.org, nobody" }, "SMTP_TO must list e-mail addresses"],
  ])("refuses %j", (env, problem) => {
    const config = readSmtpConfig({ SMTP_HOST: "smtp.example.org", ...env }, agency);
    expect(config.status).toBe("invalid");
    if (config.status === "invalid") expect(config.problems.join(" ")).toContain(problem);
  });

  it("never repeats the password in a problem", () => {
    const config = readSmtpConfig({ SMTP_HOST: "smtp.example.org", SMTP_PASSWORD: "hunter2-secret" }, agency);
    expect(JSON.stringify(config)).not.toContain("hunter2-secret");
  });
});
