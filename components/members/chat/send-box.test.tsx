import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRef } from "react";
import type { CommunityMember } from "@/lib/community/directory";
import { searchDirectory } from "@/lib/community/directory";
import { mentionsMax } from "@/lib/community/mention-model";
import type { PostingBlockState } from "@/lib/community/use-posting-block";
import { MemberSessionProvider, type MemberSession } from "../member-session";
import { ChatHandoverProvider } from "./chat-handover-context";
import { SendBox } from "./send-box";

// The directory's search is the test's own: members whose name starts with what was asked.
jest.mock("@/lib/community/directory", () => ({ searchDirectory: jest.fn() }));
const search = jest.mocked(searchDirectory);

const member = (id: string, name: string): CommunityMember => ({ id, name, photoURL: "", joinedAt: null });
const directory = [
  member("me", "Priya Patel"),
  member("p1", "Priya Shah"),
  member("p2", "Priyanka Rao"),
  member("t1", "Tom Lee"),
  ...Array.from({ length: 11 }, (_, index) => member(`m${index}`, `Member ${String(index).padStart(2, "0")}`)),
];

const session = { db: {}, user: { uid: "me" }, role: null, verified: true } as unknown as MemberSession;
const block: PostingBlockState = { blocked: null, isBlocked: () => false, explainRefusal: async () => false, onLifted: () => () => undefined };
const pace = { spacingMs: 0, slowModeSeconds: 0, lastPostedAt: null };

/** The options' names (the avatar beside each is decorative). */
const offered = () => screen.getAllByRole("option").map((option) => option.lastChild?.textContent);

function renderBox(onSend = jest.fn(async (): Promise<void> => undefined)) {
  const onCancelReply = jest.fn();
  render(
    <MemberSessionProvider session={session}>
      <ChatHandoverProvider>
        <SendBox onSend={onSend} block={block} pace={pace} textarea={createRef()} replyingTo={null} onCancelReply={onCancelReply} />
      </ChatHandoverProvider>
    </MemberSessionProvider>,
  );
  return { box: screen.getByRole("textbox", { name: "Message" }), onSend, onCancelReply };
}

beforeEach(() => {
  search.mockReset();
  search.mockImplementation(async (_db, prefix, max = 50) =>
    directory.filter((entry) => entry.name.toLowerCase().startsWith(prefix.trim().toLowerCase())).slice(0, max),
  );
});

describe("SendBox mentions", () => {
  it("offers the members whose name starts with what follows @, never the member themself, and says how many", async () => {
    const { box } = renderBox();
    await userEvent.type(box, "Hello @pri");
    const list = await screen.findByRole("listbox", { name: "Members to mention" });
    const options = screen.getAllByRole("option");
    expect(offered()).toEqual(["Priya Shah", "Priyanka Rao"]);
    expect(screen.getByRole("status")).toHaveTextContent("2 members found");
    expect(box).toHaveAttribute("aria-autocomplete", "list");
    expect(box).toHaveAttribute("aria-controls", list.id);
    expect(box).toHaveAttribute("aria-activedescendant", options[0]?.id);
    expect(options[0]).toHaveAttribute("aria-selected", "true");
    // Read a few at a time, once typing paused.
    expect(search).toHaveBeenCalledTimes(1);
    expect(search).toHaveBeenCalledWith(session.db, "pri", 9);
  });

  it("moves with the arrows and chooses with Enter, without sending, the name then in the text", async () => {
    const { box, onSend } = renderBox();
    await userEvent.type(box, "Hi @pri");
    await screen.findByRole("listbox");
    await userEvent.keyboard("{ArrowDown}");
    const second = screen.getByRole("option", { name: "Priyanka Rao" });
    expect(second).toHaveAttribute("aria-selected", "true");
    expect(box).toHaveAttribute("aria-activedescendant", second.id);
    await userEvent.keyboard("{ArrowDown}");
    expect(screen.getByRole("option", { name: "Priya Shah" })).toHaveAttribute("aria-selected", "true");
    await userEvent.keyboard("{ArrowUp}{Enter}");
    expect(onSend).not.toHaveBeenCalled();
    expect(box).toHaveValue("Hi @Priyanka Rao ");
    expect(screen.queryByRole("listbox")).toBeNull();
    expect(box).not.toHaveAttribute("aria-activedescendant");
    expect(box).toHaveFocus();
    // Typing on after the name, the member's name stays chosen and Enter sends it.
    await userEvent.type(box, "welcome!{Enter}");
    expect(onSend).toHaveBeenCalledWith("Hi @Priyanka Rao welcome!", [{ uid: "p2", name: "Priyanka Rao" }]);
  });

  it("chooses with Tab, and keeps looking while the name typed has a space in it", async () => {
    const { box } = renderBox();
    await userEvent.type(box, "@priya s");
    expect(await screen.findByRole("option", { name: "Priya Shah" })).toBeInTheDocument();
    expect(screen.getAllByRole("option")).toHaveLength(1);
    await userEvent.keyboard("{Tab}");
    expect(box).toHaveValue("@Priya Shah ");
    expect(box).toHaveFocus();
  });

  it("closes with Escape and leaves the text as it was", async () => {
    const { box, onSend } = renderBox();
    await userEvent.type(box, "ask @tom");
    await screen.findByRole("listbox");
    await userEvent.keyboard("{Escape}");
    expect(screen.queryByRole("listbox")).toBeNull();
    expect(box).toHaveValue("ask @tom");
    expect(box).not.toHaveAttribute("aria-controls");
    // Closed for that @: Enter sends the text as typed.
    await userEvent.keyboard("{Enter}");
    expect(onSend).toHaveBeenCalledWith("ask @tom", []);
  });

  it("says when no member has the name, and stops offering once the text moves on", async () => {
    const { box } = renderBox();
    await userEvent.type(box, "@zed");
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent("No member named “zed”"));
    expect(screen.queryByRole("listbox")).toBeNull();
    await userEvent.type(box, " and all");
    expect(screen.getByRole("status")).toHaveTextContent("");
  });

  it("chooses a member pressed in the list, the box keeping focus", async () => {
    const { box } = renderBox();
    await userEvent.type(box, "@to");
    await userEvent.click(await screen.findByRole("option", { name: "Tom Lee" }));
    expect(box).toHaveValue("@Tom Lee ");
    expect(box).toHaveFocus();
  });

  it("reads nothing again for a start already read in full", async () => {
    const { box } = renderBox();
    await userEvent.type(box, "@pri");
    await screen.findByRole("listbox");
    await userEvent.type(box, "yan");
    expect(offered()).toEqual(["Priyanka Rao"]);
    await userEvent.type(box, "{Backspace}{Backspace}{Backspace}");
    expect(screen.getAllByRole("option")).toHaveLength(2);
    await act(async () => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(search).toHaveBeenCalledTimes(1);
  });

  it("offers no more once the message mentions the most members it may", async () => {
    const { box } = renderBox();
    for (let index = 0; index < mentionsMax; index += 1) {
      await userEvent.type(box, `@member ${String(index).padStart(2, "0")}`);
      await userEvent.click(await screen.findByRole("option", { name: `Member ${String(index).padStart(2, "0")}` }));
    }
    await userEvent.type(box, "@pri");
    expect(await screen.findByRole("status")).toHaveTextContent(`A message can mention at most ${mentionsMax} members.`);
    expect(screen.queryByRole("listbox")).toBeNull();
  });

  it("keeps the text and the members chosen when a send fails", async () => {
    const onSend = jest.fn(async (): Promise<void> => Promise.reject(new Error("offline")));
    const { box } = renderBox(onSend);
    await userEvent.type(box, "@tom");
    await userEvent.click(await screen.findByRole("option", { name: "Tom Lee" }));
    await userEvent.type(box, "hi{Enter}");
    expect(onSend).toHaveBeenCalledWith("@Tom Lee hi", [{ uid: "t1", name: "Tom Lee" }]);
    expect(await screen.findByRole("alert")).not.toBeEmptyDOMElement();
    expect(box).toHaveValue("@Tom Lee hi");
    onSend.mockResolvedValueOnce(undefined);
    await userEvent.click(screen.getByRole("button", { name: "Send" }));
    expect(onSend).toHaveBeenLastCalledWith("@Tom Lee hi", [{ uid: "t1", name: "Tom Lee" }]);
  });
});
