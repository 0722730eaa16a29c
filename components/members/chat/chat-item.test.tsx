import { cleanup, render, screen, within } from "@testing-library/react";
import type { ChatMessage } from "@/lib/community/message";
import { chatMessageFixture } from "@/test/chat-message-fixture";
import { ChatItem, type ChatItemProps } from "./chat-item";

const reader = "me";

function renderItem(message: ChatMessage, props: Partial<ChatItemProps> = {}) {
  render(
    <ol>
      <ChatItem
        message={message}
        mine={message.uid === reader}
        grouped={false}
        day={null}
        unreadDivider={false}
        highlighted={false}
        canReport={false}
        canReact={false}
        onReply={jest.fn()}
        loaded={() => undefined}
        onJump={jest.fn()}
        uid={reader}
        {...props}
      />
    </ol>,
  );
  return screen.getByRole("listitem");
}

describe("ChatItem mentions", () => {
  it("links each member mentioned to their directory entry, the rest of the text as it was", () => {
    const item = renderItem(
      chatMessageFixture({
        id: "m1",
        uid: "t1",
        name: "Tom Lee",
        text: "Thanks @Priya Shah and @Priyanka Rao! (@Someone else)",
        mentions: [
          { uid: "p1", name: "Priya Shah" },
          { uid: "p2", name: "Priyanka Rao" },
        ],
      }),
    );
    const text = within(item).getByText((_, element) => element?.hasAttribute("data-message-text") === true);
    expect(text).toHaveTextContent("Thanks @Priya Shah and @Priyanka Rao! (@Someone else)");
    const links = within(text).getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["@Priya Shah", "/dashboard?tab=community#member-p1"],
      ["@Priyanka Rao", "/dashboard?tab=community#member-p2"],
    ]);
    expect(links[0]).toHaveClass("text-accent");
    expect(item).not.toHaveAttribute("data-mentions-me");
  });

  it("marks a message that mentions the reader, their name standing out", () => {
    const item = renderItem(
      chatMessageFixture({ id: "m2", uid: "t1", name: "Tom Lee", text: "@Priya Patel over to you", mentions: [{ uid: reader, name: "Priya Patel" }] }),
    );
    expect(item).toHaveAttribute("data-mentions-me");
    expect(within(item).getByText("Mentions you")).toHaveClass("sr-only");
    const link = within(item).getByRole("link", { name: "@Priya Patel (you)" });
    expect(link).toHaveClass("bg-accent", "text-accent-ink");
    expect(link).toHaveAttribute("href", "/dashboard?tab=community#member-me");
  });

  it("marks a reply to one of the reader's messages", () => {
    const original = chatMessageFixture({ id: "mine", uid: reader, name: "Priya Patel" });
    const reply = chatMessageFixture({ id: "m3", uid: "t1", name: "Tom Lee", text: "Agreed", replyTo: "mine" });
    const item = renderItem(reply, { loaded: (id) => (id === "mine" ? original : undefined) });
    expect(item).toHaveAttribute("data-mentions-me");
    expect(within(item).getByText("Replies to you")).toBeInTheDocument();
  });

  it("leaves the reader's own messages, and a deleted one, unmarked", () => {
    const own = renderItem(chatMessageFixture({ id: "m4", uid: reader, text: "@Priya Patel me", mentions: [{ uid: reader, name: "Priya Patel" }] }));
    expect(own).not.toHaveAttribute("data-mentions-me");
    cleanup();
    const deleted = renderItem(chatMessageFixture({ id: "m5", uid: "t1", text: "", deleted: true, mentions: [{ uid: reader, name: "Priya Patel" }] }));
    expect(deleted).not.toHaveAttribute("data-mentions-me");
    expect(within(deleted).queryByRole("link")).toBeNull();
  });

  it("draws a message without mentions as plain text", () => {
    const item = renderItem(chatMessageFixture({ id: "m6", uid: "t1", text: "mail me@example.org @nobody" }));
    expect(within(item).getByText("mail me@example.org @nobody")).toBeInTheDocument();
    expect(within(item).queryByRole("link")).toBeNull();
  });
});
