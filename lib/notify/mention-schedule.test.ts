/**
 * @jest-environment node
 */
import { getAdmin } from "@/lib/firebase/admin";
import { startMentionSweeps } from "./mention-schedule";
import { runMentionSweep } from "./mention-sweep";

jest.mock("@/lib/firebase/admin", () => ({ getAdmin: jest.fn() }));
jest.mock("./mention-sweep", () => ({ runMentionSweep: jest.fn() }));

const admin = { db: {}, auth: {} };
const sweep = jest.mocked(runMentionSweep);

function start(env: Record<string, string>, services: unknown = admin) {
  jest.mocked(getAdmin).mockReturnValue(services as ReturnType<typeof getAdmin>);
  delete (globalThis as Record<symbol, unknown>)[Symbol.for("northbeam.mentionSweep")];
  Object.assign(process.env, { MENTION_EMAILS: "", MENTION_SWEEP_SECONDS: "", ...env });
  startMentionSweeps();
}

beforeEach(() => {
  jest.useFakeTimers();
  sweep.mockReset();
});
afterEach(() => jest.useRealTimers());

it("sweeps every MENTION_SWEEP_SECONDS, one run at a time, and logs a failed run without stopping", async () => {
  let finish: () => void = () => undefined;
  sweep.mockImplementation(() => new Promise((resolve) => (finish = () => resolve({} as never))));
  start({ MENTION_SWEEP_SECONDS: "10" });
  expect(sweep).not.toHaveBeenCalled();
  await jest.advanceTimersByTimeAsync(10_000);
  expect(sweep).toHaveBeenCalledTimes(1);
  expect(sweep).toHaveBeenCalledWith(admin.db, admin.auth);
  // Still running: the next tick waits.
  await jest.advanceTimersByTimeAsync(10_000);
  expect(sweep).toHaveBeenCalledTimes(1);
  finish();
  sweep.mockRejectedValueOnce(new Error("store down"));
  const logged = jest.spyOn(console, "error").mockImplementation(() => undefined);
  await jest.advanceTimersByTimeAsync(10_000);
  expect(logged).toHaveBeenCalledWith("[mentions] the sweep failed: store down");
  logged.mockRestore();
  sweep.mockResolvedValue({} as never);
  await jest.advanceTimersByTimeAsync(10_000);
  expect(sweep).toHaveBeenCalledTimes(3);
});

it("does not sweep with MENTION_EMAILS=off, nor without a Firebase project", async () => {
  start({ MENTION_EMAILS: "off" });
  start({}, null);
  await jest.advanceTimersByTimeAsync(120_000);
  expect(sweep).not.toHaveBeenCalled();
});
