import { act, renderHook } from "@testing-library/react";
import type { MemberBlock } from "./member-documents";
import type { MentionRef } from "./mention-model";
import { MentionChangedError, SignedOutError } from "./chat";
import { useComposer } from "./use-composer";
import type { PostingPace } from "./use-posting-pace";

const pace: PostingPace = { spacingMs: 2_000, slowModeSeconds: 0, lastPostedAt: null };
const moderated: MemberBlock = { blocked: true, reason: "spam", at: null };
const refusal = Object.assign(new Error("Missing or insufficient permissions."), { code: "permission-denied" });

/** A block the test sets by hand, telling the composer when it is lifted as the real one does. */
function fakeBlock(initial: MemberBlock | null = null) {
  const lifted = new Set<() => void>();
  const state = {
    blocked: initial,
    isBlocked: () => state.blocked !== null,
    explainRefusal: jest.fn(async () => false),
    onLifted: (listener: () => void) => {
      lifted.add(listener);
      return () => lifted.delete(listener);
    },
  };
  const lift = () => {
    state.blocked = null;
    for (const listener of lifted) listener();
  };
  return { state, lift };
}

function setup(post: (text: string, mentions: MentionRef[]) => Promise<void>, block = fakeBlock()) {
  const hook = renderHook(() => useComposer({ post, block: { ...block.state }, pace }));
  const type = (text: string) => act(() => hook.result.current.edit(text));
  const send = () => act(() => hook.result.current.send());
  return { ...hook, type, send, block };
}

beforeEach(() => jest.useFakeTimers({ now: new Date(Date.UTC(2026, 0, 1, 9)) }));
afterEach(() => jest.useRealTimers());

it("posts the trimmed text and empties the box", async () => {
  const post = jest.fn(async () => undefined);
  const { result, type, send } = setup(post);
  await type("  hello  ");
  await send();
  expect(post).toHaveBeenCalledWith("hello", []);
  expect(result.current).toMatchObject({ text: "", problem: null, sending: false });
});

it("refuses a blocked member's message, keeps it, and says nothing more once the block is lifted", async () => {
  const post = jest.fn(async () => undefined);
  const block = fakeBlock(moderated);
  const { result, type, send, rerender } = setup(post, block);
  await type("Is anyone there?");
  await send();
  expect(post).not.toHaveBeenCalled();
  expect(result.current).toMatchObject({ text: "Is anyone there?", problem: { reason: "blocked" } });
  act(() => block.lift());
  rerender();
  expect(result.current.problem).toBeNull();
});

it("explains the store's refusal by a block the page had not heard of yet", async () => {
  const block = fakeBlock();
  block.state.explainRefusal.mockImplementation(async () => {
    block.state.blocked = moderated;
    return true;
  });
  const { result, type, send } = setup(async () => Promise.reject(refusal), block);
  await type("Is anyone there?");
  await send();
  expect(result.current).toMatchObject({ text: "Is anyone there?", problem: { reason: "blocked" } });
});

it("holds the member to the spacing, and lets them post again once it has passed", async () => {
  const { result, type, send } = setup(jest.fn(async () => undefined));
  await type("first");
  await send();
  await type("second");
  await send();
  expect(result.current).toMatchObject({ text: "second", problem: { reason: "tooFast" } });
  await act(async () => jest.advanceTimersByTime(pace.spacingMs));
  expect(result.current.problem).toBeNull();
});

it("says why a message was not sent: signed out, or a failure", async () => {
  const signedOut = setup(async () => Promise.reject(new SignedOutError()));
  await signedOut.type("hello");
  await signedOut.send();
  expect(signedOut.result.current).toMatchObject({ text: "hello", problem: { reason: "signedOut" } });

  const failed = setup(async () => Promise.reject(new Error("offline")));
  await failed.type("hello");
  await failed.send();
  expect(failed.result.current).toMatchObject({ text: "hello", problem: { reason: "failed" } });
});

it("says which member named has another name now, keeps the text, and lets them be chosen again", async () => {
  const ann = { uid: "a", name: "Ann" };
  const bo = { uid: "b", name: "Bo" };
  const post = jest.fn(async (_text: string, mentions: MentionRef[]) => {
    if (mentions.some((mention) => mention.uid === "b")) throw new MentionChangedError([{ ...bo, now: "Bo Kim" }]);
  });
  const { result, send } = setup(post);
  act(() => result.current.mention(ann, "@Ann "));
  act(() => result.current.mention(bo, "@Ann @Bo hi"));
  await send();
  expect(result.current).toMatchObject({ text: "@Ann @Bo hi", chosen: [ann], problem: { reason: "mentionChanged", names: ["Bo"] } });
  // Sent again as it is, it names only Ann: Bo's old name is plain text now.
  await act(async () => jest.advanceTimersByTime(pace.spacingMs));
  await send();
  expect(post).toHaveBeenLastCalledWith("@Ann @Bo hi", [ann]);
  expect(result.current.problem).toBeNull();
});

it("drops a refusal for the length once the text is short enough again", async () => {
  const { result, type, send } = setup(jest.fn(async () => undefined));
  await type("x".repeat(1001));
  await send();
  expect(result.current).toMatchObject({ problem: { reason: "tooLong" }, left: -1 });
  await type("x".repeat(1000));
  expect(result.current.problem).toBeNull();
});

const priya: MentionRef = { uid: "p1", name: "Priya Shah" };
const tom: MentionRef = { uid: "t1", name: "Tom Lee" };

it("sends the mentions the text still makes, and forgets who was chosen once it is sent", async () => {
  const post = jest.fn(async () => undefined);
  const { result, send } = setup(post);
  act(() => result.current.mention(priya, "@Priya Shah "));
  act(() => result.current.mention(tom, "@Priya Shah @Tom Lee "));
  await act(async () => result.current.edit("@Priya Shah, see you"));
  await send();
  expect(post).toHaveBeenCalledWith("@Priya Shah, see you", [priya]);
  expect(result.current).toMatchObject({ text: "", chosen: [] });
});

it("keeps who was chosen with the text when a send fails", async () => {
  const post = jest.fn(async (): Promise<void> => Promise.reject(new Error("offline")));
  const { result, send } = setup(post);
  act(() => result.current.mention(priya, "hi @Priya Shah "));
  await send();
  expect(post).toHaveBeenCalledWith("hi @Priya Shah", [priya]);
  expect(result.current).toMatchObject({ text: "hi @Priya Shah", chosen: [priya], problem: { reason: "failed" } });
  post.mockResolvedValueOnce(undefined);
  await act(async () => jest.advanceTimersByTime(pace.spacingMs));
  await send();
  expect(post).toHaveBeenLastCalledWith("hi @Priya Shah", [priya]);
});
