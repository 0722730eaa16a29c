/** @jest-environment node */
import { getCompany } from "@/lib/content";
import { editWindowMs, maxMessageLength, messageSpacing } from "./chat";

const spelled = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"];
const seconds = (ms: number) => `${spelled[ms / 1000] ?? ms / 1000} seconds`;

it("the members' help states the chat's limits as the rules enforce them", () => {
  const rules = getCompany().memberFaq.find((entry) => /rules in the community chat/i.test(entry.question));
  if (!rules) throw new Error("the members' help has no entry on the chat's rules");
  expect(rules.answer).toContain(`up to ${maxMessageLength.toLocaleString("en-GB")} characters`);
  expect(rules.answer).toContain(`one every ${seconds(messageSpacing.ms)}`);
  expect(rules.answer).toContain(`one every ${seconds(messageSpacing.firstDayMs)} on your first day`);
  expect(rules.answer).toContain(`edit a message for ${editWindowMs / 60_000} minutes`);
  expect(rules.answer).not.toMatch(/cannot be edited|can't be edited|cannot be deleted/i);
});
