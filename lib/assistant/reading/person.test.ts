import { asksForPerson } from "./person";
import { normalize } from "./question";

describe("asksForPerson", () => {
  it.each([
    "can I talk to someone",
    "a human please",
    "get me a person",
    "I'd like to speak with a real person",
    "is there anyone I can chat with?",
    "connect me to an agent",
    "we need to talk to your team about a project",
    "Human!",
    "please let me speak to somebody",
  ])("hears %p as asking for a person", (said) => expect(asksForPerson(normalize(said))).toBe(true));

  it.each([
    "who is on your team",
    "how many people work there",
    "does the team talk to clients directly?",
    "do you have people in Manchester",
    "what does a project manager do",
    "can your app talk to our CRM",
    "how much does an app cost",
    "do you build chat apps for people",
  ])("hears %p as a question, not a request for a person", (said) => expect(asksForPerson(normalize(said))).toBe(false));
});
