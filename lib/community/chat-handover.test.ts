import { createChatHandover } from "./chat-handover";

const history = (scrollTop: number) => ({ scrollTop, scrollHeight: 2_000, clientHeight: 500 }) as HTMLElement;

describe("the hand-over from the chat drawn before connecting to the live one", () => {
  it("carries where the reader scrolled, once, and not after 30 seconds", () => {
    let now = 0;
    const handover = createChatHandover(() => now);
    handover.noteScroll(history(-300), true);
    expect(handover.takeScroll()).toBe(300);
    expect(handover.takeScroll()).toBeNull();
    handover.noteScroll(history(1_200), false);
    now = 30_000;
    expect(handover.takeScroll()).toBeNull();
  });

  it("carries the draft and its focus until the live box takes them", () => {
    const handover = createChatHandover();
    handover.noteDraft("Hello there", true);
    expect(handover.draft()).toEqual({ text: "Hello there", focused: true });
    handover.clearDraft();
    expect(handover.draft()).toEqual({ text: "", focused: false });
  });

  it("is one per page: a second hand-over starts empty", () => {
    createChatHandover().noteDraft("typed on another page", false);
    expect(createChatHandover().draft().text).toBe("");
  });
});
