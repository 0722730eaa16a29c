/**
 * @jest-environment node
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

// `npm run lint` runs dependency-cruiser with .dependency-cruiser.cjs over app/, components/ and lib/.
// These cases show what that configuration refuses: a circle of imports, even one of types only.
const root = process.cwd();
let folder: string;

beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), "import-circles-"));
});
afterEach(() => rmSync(folder, { recursive: true, force: true }));

function lintImports(files: Record<string, string>) {
  for (const [name, text] of Object.entries(files)) writeFileSync(join(folder, name), text);
  const run = spawnSync(join(root, "node_modules/.bin/depcruise"), ["--config", ".dependency-cruiser.cjs", folder], { cwd: root, encoding: "utf8" });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

test("a circle made only of type imports fails", () => {
  const { status, output } = lintImports({
    "message.ts": 'import type { Room } from "./room";\nexport type Message = { room?: Room };\n',
    "room.ts": 'import type { Message } from "./message";\nexport type Room = { newest?: Message };\n',
  });
  expect(status).not.toBe(0);
  expect(output).toContain("no-import-circle");
  expect(output).toMatch(/message\.ts →\s+\S*room\.ts →\s+\S*message\.ts/);
}, 30_000);

test("a circle through a value import and an inline type import fails", () => {
  const { status, output } = lintImports({
    "reader.ts": 'import { type Writer } from "./writer";\nexport const read = (writer: Writer) => writer;\n',
    "writer.ts": 'import { read } from "./reader";\nexport type Writer = { name: string };\nexport const check = read;\n',
  });
  expect(status).not.toBe(0);
  expect(output).toContain("no-import-circle");
}, 30_000);

test("the same types kept in a module below both pass", () => {
  const { status, output } = lintImports({
    "model.ts": "export type Message = { id: string };\nexport type Room = { newest?: Message };\n",
    "message.ts": 'import type { Message, Room } from "./model";\nexport const inRoom = (room: Room): Message | undefined => room.newest;\n',
    "room.ts": 'import type { Room } from "./model";\nimport { inRoom } from "./message";\nexport const newest = (room: Room) => inRoom(room);\n',
  });
  expect(output).not.toContain("no-import-circle");
  expect(status).toBe(0);
}, 30_000);
