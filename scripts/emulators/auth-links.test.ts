/** @jest-environment node */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { watchAuthLinks } from "./auth-links.mjs";

type Link = { email: string; oobCode: string; oobLink: string; requestType: string };

let server: Server;
let links: Link[] = [];
let origin = "";

beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.url !== "/emulator/v1/projects/demo-links/oobCodes") return void response.writeHead(404).end();
    response.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify({ oobCodes: links }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const link = (code: string, email: string, requestType = "VERIFY_EMAIL"): Link => ({
  email,
  oobCode: code,
  requestType,
  oobLink: `${origin}/emulator/action?mode=x&oobCode=${code}`,
});

it("prints each link the emulator issues once, not the ones it held before", async () => {
  links = [link("old", "old@example.com")];
  const lines: string[] = [];
  const stop = watchAuthLinks({ origin, projectId: "demo-links", say: (line: string) => lines.push(line), intervalMs: 20 });
  await new Promise((resolve) => setTimeout(resolve, 100));
  links = [...links, link("new", "new@example.com"), link("reset", "new@example.com", "PASSWORD_RESET")];
  await new Promise((resolve) => setTimeout(resolve, 200));
  stop();
  expect(lines).toEqual([
    `Verify the e-mail address of new@example.com: ${origin}/emulator/action?mode=x&oobCode=new`,
    `Reset the password of new@example.com: ${origin}/emulator/action?mode=x&oobCode=reset`,
  ]);
});
