import type { Studio } from "../schema";
import { dayRate } from "./engagements";

/** The studio's own figures: what a day costs, how soon a message is answered, how many people work here. */
export const studio: Studio = {
  dayRate,
  replyTime: { min: 1, max: 1, unit: "working day" },
  timeZone: "Europe/London",
  teamSize: 40,
  projectTeam: { min: 3, max: 6 },
};
