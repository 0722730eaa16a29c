/** @jest-environment node */
import { getAbout } from "@/lib/content";
import { editWindowMs } from "./chat";
import { messageTextLimits } from "./message";
import { messageSpacing, slowModeChoices, spacingFor } from "./room";

const spelled = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"];
const seconds = (ms: number) => `${spelled[ms / 1000] ?? ms / 1000} seconds`;

it("the members' help states the chat's limits as the rules enforce them", () => {
  const rules = getAbout().memberFaq.find((entry) => /rules in the community chat/i.test(entry.question));
  if (!rules) throw new Error("the members' help has no entry on the chat's rules");
  expect(rules.answer).toContain(`up to ${messageTextLimits.max.toLocaleString("en-GB")} characters`);
  expect(rules.answer).toContain(`one every ${seconds(messageSpacing.ms)}`);
  expect(rules.answer).toContain(`one every ${seconds(messageSpacing.firstDayMs)} on your first day`);
  expect(rules.answer).toContain(`edit a message for ${editWindowMs / 60_000} minutes`);
  expect(rules.answer).toContain(`slow mode, up to one message a minute`);
  expect(Math.max(...slowModeChoices)).toBe(60);
  expect(rules.answer).not.toMatch(/cannot be edited|can't be edited|cannot be deleted/i);
});

it("holds a member to the longer of their own spacing and the room's slow mode", () => {
  const now = Date.UTC(2030, 0, 2);
  const established = new Date(now - 30 * 86_400_000);
  const today = new Date(now - 3_600_000);
  expect(spacingFor(established, 0, now)).toBe(messageSpacing.ms);
  expect(spacingFor(today, 0, now)).toBe(messageSpacing.firstDayMs);
  expect(spacingFor(established, 30, now)).toBe(30_000);
  expect(spacingFor(today, 10, now)).toBe(messageSpacing.firstDayMs);
  expect(spacingFor(null, 60, now)).toBe(60_000);
});
