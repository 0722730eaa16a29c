import { act, fireEvent, render, screen } from "@testing-library/react";
import type { Ref } from "react";
import { AssistantWidget } from "./assistant-widget";

jest.mock("next/navigation", () => ({ usePathname: () => "/services" }));

/** How the conversation's code behaves when the widget asks for it: loaded, or failing to load. */
const chatCode = { loads: 0, failNext: false };

jest.mock("./assistant-chat", () => {
  chatCode.loads += 1;
  if (chatCode.failNext) {
    chatCode.failNext = false;
    throw new Error("ChunkLoadError: Loading chunk failed");
  }
  return {
    AssistantChat: ({ inputRef }: { inputRef?: Ref<HTMLTextAreaElement> }) => <textarea ref={inputRef} aria-label="Your question" />,
  };
});

// The widget keeps the conversation's code once it has loaded it, for the life of the page: these
// tests run in order, failing loads first.
beforeEach(() => {
  chatCode.failNext = false;
});

it("fetches the conversation's code only when a visitor reaches for the button, and again after a failure", async () => {
  chatCode.failNext = true;
  render(<AssistantWidget />);
  await act(async () => {});
  expect(chatCode.loads).toBe(0);
  await act(async () => {
    fireEvent.pointerEnter(screen.getByRole("button", { name: "Open the assistant" }));
  });
  expect(chatCode.loads).toBe(1);
  // Closed, the failure shows nowhere.
  expect(screen.queryByRole("alert")).not.toBeInTheDocument();
});

it("says so when the conversation cannot be loaded, and Try again loads it", async () => {
  chatCode.failNext = true;
  render(<AssistantWidget />);
  fireEvent.click(screen.getByRole("button", { name: "Open the assistant" }));
  expect(screen.getByRole("dialog", { name: /Ask / })).toBeInTheDocument();
  expect(await screen.findByRole("alert")).toHaveTextContent("The assistant could not be loaded. Check your connection and try again.");
  fireEvent.click(screen.getByRole("button", { name: "Try again" }));
  expect(await screen.findByRole("textbox", { name: "Your question" })).toHaveFocus();
  expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  expect(chatCode.loads).toBe(3);
});

it("opens straight on the conversation once its code is loaded, with the focus in the question box", async () => {
  render(<AssistantWidget />);
  fireEvent.click(screen.getByRole("button", { name: "Open the assistant" }));
  expect(await screen.findByRole("textbox", { name: "Your question" })).toHaveFocus();
  expect(screen.queryByRole("status")).not.toBeInTheDocument();
  expect(chatCode.loads).toBe(3);
});
