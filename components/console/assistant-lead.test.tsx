import { render, screen, within } from "@testing-library/react";
import { AssistantConversation, FromAssistantBadge, leadName } from "./assistant-lead";

const fromAssistant = {
  id: "h1",
  source: "assistant" as const,
  page: "/services/mobile-apps",
  conversation: [
    { role: "user" as const, content: "do you build mobile apps?" },
    { role: "assistant" as const, content: "Yes: see [Mobile Apps](/services/mobile-apps).\nAsk me more." },
    { role: "user" as const, content: "<b>Could someone</b> look at our app?" },
  ],
};

it("marks a lead from the assistant in words, and nothing else", () => {
  const { container, rerender } = render(<FromAssistantBadge lead={{ source: "assistant" }} />);
  expect(screen.getByText("From the assistant")).toBeVisible();
  rerender(<FromAssistantBadge lead={{ source: "contact" }} />);
  expect(container).toBeEmptyDOMElement();
});

it("names a visitor who gave no name as such", () => {
  expect(leadName({ name: "  " })).toBe("No name given");
  expect(leadName({ name: "Tom Haddad" })).toBe("Tom Haddad");
});

it("shows the page asked from and the conversation, each message labelled, as plain text, oldest first", () => {
  render(<AssistantConversation lead={fromAssistant} />);
  const section = screen.getByRole("region", { name: "The visitor’s chat with the assistant" });
  expect(within(section).getByRole("link", { name: "/services/mobile-apps" })).toHaveAttribute("href", "/services/mobile-apps");
  const messages = within(within(section).getByRole("list", { name: "The visitor’s chat with the assistant" })).getAllByRole("listitem");
  expect(messages.map((message) => message.textContent)).toEqual([
    "Visitordo you build mobile apps?",
    "AssistantYes: see [Mobile Apps](/services/mobile-apps).\nAsk me more.",
    "Visitor<b>Could someone</b> look at our app?",
  ]);
  // Plain text: neither markdown nor markup is rendered.
  expect(within(section).getAllByRole("link")).toHaveLength(1);
  expect(section.querySelector("b")).toBeNull();
  // The list scrolls, and a keyboard can reach it to scroll.
  expect(within(section).getByRole("list")).toHaveAttribute("tabindex", "0");
});

it("says when the page was not recorded or no conversation came, links no other host, and shows nothing for a contact-form lead", () => {
  const { rerender, container } = render(<AssistantConversation lead={{ ...fromAssistant, page: null, conversation: [] }} />);
  expect(screen.getByText(/the page was not recorded/)).toBeInTheDocument();
  expect(screen.getByText("No conversation came with the question.")).toBeInTheDocument();
  rerender(<AssistantConversation lead={{ ...fromAssistant, page: "//evil.example/path" }} />);
  expect(screen.queryByRole("link")).not.toBeInTheDocument();
  expect(screen.getByText("//evil.example/path")).toBeInTheDocument();
  rerender(<AssistantConversation lead={{ ...fromAssistant, source: "contact" }} />);
  expect(container).toBeEmptyDOMElement();
});
