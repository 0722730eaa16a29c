import { Timestamp } from "firebase/firestore";
import { parseModeratedMessage } from "./records";

describe("parseModeratedMessage", () => {
  it("reads a chat message as moderators see it, its time as a Date", () => {
    const sentAt = new Date("2026-11-20T09:15:00Z");
    expect(
      parseModeratedMessage("m1", { uid: "u1", name: "Priya", text: "Hello", timestamp: Timestamp.fromDate(sentAt), hidden: true, photoURL: "x" }),
    ).toEqual({
      id: "m1",
      uid: "u1",
      name: "Priya",
      text: "Hello",
      sentAt,
      hidden: true,
    });
  });

  it("reads a malformed field as empty, without losing the message", () => {
    expect(parseModeratedMessage("m2", { uid: 7, text: null, timestamp: "yesterday", hidden: "yes" })).toEqual({
      id: "m2",
      uid: "",
      name: "",
      text: "",
      sentAt: null,
      hidden: false,
    });
  });
});
