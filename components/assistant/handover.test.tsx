import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { fetchOnceForDevice } from "@/lib/resilience/fetch-for-device";
import { privacyPolicy } from "@/lib/content/data/legal";
import { replyPromise } from "@/lib/content/company";
import { AssistantChat } from "./assistant-chat";
import { handoverLimits as serverLimits } from "@/lib/assistant/handover/handover-request";
import { handoverLimits, handoverPrivacyHref, resetHandoverForTests } from "./handover";

// The conversation as the chat library would hold it: each test sets the messages and the status.
const mockChat: { messages: unknown[]; status: string } = { messages: [], status: "ready" };
jest.mock("@ai-sdk/react", () => ({
  Chat: class {},
  useChat: () => ({
    messages: mockChat.messages,
    status: mockChat.status,
    error: undefined,
    sendMessage: jest.fn(),
    regenerate: jest.fn(),
    clearError: jest.fn(),
    setMessages: jest.fn(),
  }),
}));
jest.mock("ai", () => ({ DefaultChatTransport: class {} }));
jest.mock("@/lib/resilience/fetch-for-device", () => ({ fetchOnceForDevice: jest.fn(), fetchForDevice: jest.fn() }));
const sent = jest.mocked(fetchOnceForDevice);

const offer = "Send this question to the team";
const user = (id: string, text: string) => ({ id, role: "user", parts: [{ type: "text", text }] });
const answer = (id: string, text: string, metadata: Record<string, unknown>) => ({
  id,
  role: "assistant",
  parts: [{ type: "text", text }],
  metadata: { answerId: `a_${id}_0123456789`, provider: "built-in", ...metadata },
});
const reply = (status: number, body: unknown = {}, headers: Record<string, string> = {}) =>
  ({ status, ok: status >= 200 && status < 300, json: async () => body, headers: { get: (name: string) => headers[name] ?? null } }) as unknown as Response;

const asked = "Do you build apps for the NHS?";
const conversation = [
  user("u1", "What services do you offer?"),
  answer("a1", "We design and build web and mobile apps.", { kind: "fact", offer: false }),
  user("u2", asked),
  answer("a2", "These pages come closest: [Healthcare](/industry/healthcare)", { kind: "page", offer: true }),
];

function show(messages: unknown[] = conversation, status = "ready") {
  mockChat.messages = messages;
  mockChat.status = status;
  return render(<AssistantChat />);
}
const form = () => screen.getByRole("form", { name: offer });
const field = (name: RegExp) => within(form()).getByLabelText(name);
const bodySent = (call = 0) => JSON.parse(String(sent.mock.calls[call]?.[1]?.body)) as Record<string, unknown>;

function openForm() {
  fireEvent.click(screen.getByRole("button", { name: offer }));
  return form();
}

beforeEach(() => {
  resetHandoverForTests();
  sent.mockReset();
  window.localStorage.clear();
});

it("holds the form to the server's own limits", () => {
  expect({ email: handoverLimits.email, name: handoverLimits.name, question: handoverLimits.question, messages: handoverLimits.messages }).toEqual({
    email: serverLimits.email,
    name: serverLimits.name,
    question: serverLimits.question,
    messages: serverLimits.messages,
  });
});

it("offers the team only under an answer whose metadata offers it", () => {
  show();
  const [first, second] = screen.getAllByTestId("assistant-answer");
  expect(within(first as HTMLElement).queryByRole("button", { name: offer })).not.toBeInTheDocument();
  expect(within(second as HTMLElement).getByRole("button", { name: offer })).toBeInTheDocument();
  expect(screen.getAllByRole("button", { name: offer })).toHaveLength(1);
  expect(screen.queryByRole("form")).not.toBeInTheDocument();
});

it("offers nothing under an answer still streaming, or kept from before answers said whether to", () => {
  show([user("u1", asked), answer("a1", "These pages", { offer: true })], "streaming");
  expect(screen.queryByRole("button", { name: offer })).not.toBeInTheDocument();
  resetHandoverForTests();
  show([user("u1", asked), answer("a1", "We build apps.", {})]);
  expect(screen.queryByRole("button", { name: offer })).not.toBeInTheDocument();
});

it("opens a labelled form below the conversation with the answer's question, the reply promise and what is kept", () => {
  show();
  openForm();
  expect(screen.getByRole("button", { name: offer })).toHaveAttribute("aria-expanded", "true");
  const email = field(/E-mail/);
  expect(email).toHaveFocus();
  expect(email).toHaveAttribute("type", "email");
  expect(email).toHaveAttribute("autocomplete", "email");
  expect(email).toBeRequired();
  expect(field(/Name/)).toHaveAttribute("autocomplete", "name");
  expect(field(/Question for the team/)).toHaveValue(asked);
  expect(form()).toHaveTextContent(`We reply within ${replyPromise}.`);
  expect(form()).toHaveTextContent("We keep your e-mail, name, question and this conversation to answer you.");
  expect(within(form()).getByRole("link", { name: "How we handle them" })).toHaveAttribute("href", handoverPrivacyHref);
  // The honeypot is there for scripts only: out of sight, out of the tab order and hidden from screen readers.
  const honeypot = form().querySelector<HTMLInputElement>('input[name="website"]');
  expect(honeypot).toHaveAttribute("tabindex", "-1");
  expect(honeypot?.closest('[aria-hidden="true"]')).not.toBeNull();
  // Outside the live conversation log, so typing and its messages are not read out as conversation.
  expect(screen.getByRole("log").contains(form())).toBe(false);
});

it("links the privacy policy's section on questions sent to the team", () => {
  const [, id] = handoverPrivacyHref.split("#");
  const section = privacyPolicy.sections.find((candidate) => candidate.id === id);
  expect(section).toBeDefined();
  expect(section?.list?.join(" ")).toMatch(/e-mail/);
});

it("asks for the e-mail inline before sending anything, keeping what was typed", async () => {
  show();
  openForm();
  fireEvent.change(field(/Question for the team/), { target: { value: "Do you build apps for NHS trusts, and how long does it take?" } });
  fireEvent.click(within(form()).getByRole("button", { name: "Send" }));
  const email = field(/E-mail/);
  await waitFor(() => expect(email).toHaveAttribute("aria-invalid", "true"));
  expect(email).toHaveAccessibleDescription("Enter your e-mail address, so the team can reply.");
  await waitFor(() => expect(email).toHaveFocus());
  expect(field(/Question for the team/)).toHaveValue("Do you build apps for NHS trusts, and how long does it take?");
  expect(sent).not.toHaveBeenCalled();
  // Typing an address clears its message.
  fireEvent.change(email, { target: { value: "ada@example.com" } });
  expect(email).not.toHaveAttribute("aria-invalid");
});

it("shows the server's field messages beside their fields and focuses the first", async () => {
  sent.mockResolvedValueOnce(
    reply(400, {
      error: "Please correct the highlighted fields.",
      fields: { name: "Your name contains characters we cannot accept.", question: "Your question needs at least 10 characters." },
    }),
  );
  show();
  openForm();
  fireEvent.change(field(/E-mail/), { target: { value: "ada@example.com" } });
  fireEvent.change(field(/Name/), { target: { value: "Ada Lovelace" } });
  fireEvent.click(within(form()).getByRole("button", { name: "Send" }));
  const name = field(/Name/);
  await waitFor(() => expect(name).toHaveAccessibleDescription("Your name contains characters we cannot accept."));
  expect(name).toHaveAttribute("aria-invalid", "true");
  expect(field(/Question for the team/)).toHaveAccessibleDescription("Your question needs at least 10 characters.");
  expect(field(/E-mail/)).not.toHaveAttribute("aria-invalid");
  await waitFor(() => expect(name).toHaveFocus());
  expect(field(/E-mail/)).toHaveValue("ada@example.com");
  expect(name).toHaveValue("Ada Lovelace");
  expect(field(/Question for the team/)).toHaveValue(asked);
});

it.each([
  ["the store is down", () => Promise.resolve(reply(503, { error: "The service is unavailable." })), /could not take your question just now.*try again/],
  ["the hourly limit is reached", () => Promise.resolve(reply(429, { error: "Too many messages." }, { "Retry-After": "1200" })), /try again in 20 minutes/],
  ["the question is too long to send", () => Promise.resolve(reply(413, { error: "Too large." })), /too long to send/],
  ["the connection drops", () => Promise.reject(new TypeError("Failed to fetch")), /Check your connection and try again/],
])("keeps everything typed when %s, says so above the buttons, and sends again", async (_case, failure, message) => {
  sent.mockImplementationOnce(failure).mockResolvedValueOnce(reply(201, { ok: true, id: "lead1" }));
  show();
  openForm();
  fireEvent.change(field(/E-mail/), { target: { value: "ada@example.com" } });
  fireEvent.change(field(/Name/), { target: { value: "Ada" } });
  const send = within(form()).getByRole("button", { name: "Send" });
  fireEvent.click(send);
  const alert = await within(form()).findByRole("alert");
  expect(alert).toHaveTextContent(message);
  expect(alert.compareDocumentPosition(send) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  expect(field(/E-mail/)).toHaveValue("ada@example.com");
  expect(field(/Name/)).toHaveValue("Ada");
  expect(field(/Question for the team/)).toHaveValue(asked);
  expect(send).toBeEnabled();
  fireEvent.click(send);
  expect(await screen.findByText(/^Sent\./)).toBeInTheDocument();
  expect(sent).toHaveBeenCalledTimes(2);
});

it("sends the form with the conversation and the page, shows Sending… meanwhile, then confirms and focuses the confirmation", async () => {
  let answered: (response: Response) => void = () => undefined;
  sent.mockReturnValueOnce(new Promise<Response>((resolve) => (answered = resolve)));
  const long = Array.from({ length: 30 }, (_, index) =>
    index % 2 === 0 ? user(`q${index}`, `Question ${index}`) : answer(`r${index}`, `Answer ${index}`, { kind: "fact", offer: false }),
  );
  show([...long, ...conversation]);
  openForm();
  fireEvent.change(field(/E-mail/), { target: { value: "  ada@example.com " } });
  fireEvent.click(within(form()).getByRole("button", { name: "Send" }));
  await waitFor(() => expect(within(form()).getByRole("button", { name: /Sending…/ })).toBeDisabled());

  expect(sent.mock.calls[0]?.[0]).toBe("/api/assistant/handover");
  const body = bodySent();
  expect(body).toMatchObject({ email: "ada@example.com", name: "", question: asked, page: window.location.pathname, website: "" });
  expect(typeof body.startedAt).toBe("number");
  const messages = body.conversation as { role: string; content: string }[];
  expect(messages).toHaveLength(20);
  expect(messages.at(-1)).toEqual({ role: "assistant", content: "These pages come closest: [Healthcare](/industry/healthcare)" });
  expect(messages.at(-2)).toEqual({ role: "user", content: asked });
  expect(Object.keys(messages[0] ?? {}).sort()).toEqual(["content", "role"]);

  await act(async () => answered(reply(201, { ok: true, id: "lead1" })));
  const confirmation = screen.getByText(/^Sent\./);
  expect(confirmation).toHaveTextContent(`Sent. We'll reply to ada@example.com within ${replyPromise}; a copy of your question is on its way to your inbox.`);
  expect(confirmation).toHaveAttribute("role", "status");
  expect(confirmation).toHaveFocus();
  expect(screen.queryByRole("form")).not.toBeInTheDocument();
  // That question is with the team: it is not offered again.
  expect(screen.queryByRole("button", { name: offer })).not.toBeInTheDocument();
});

it("cancels the form with Escape (not the panel) and returns the focus to the offer", () => {
  const panelEscape = jest.fn((event: KeyboardEvent) => event.defaultPrevented);
  document.addEventListener("keydown", panelEscape);
  show();
  openForm();
  fireEvent.keyDown(field(/E-mail/), { key: "Escape" });
  document.removeEventListener("keydown", panelEscape);
  expect(panelEscape).toHaveReturnedWith(true);
  expect(screen.queryByRole("form")).not.toBeInTheDocument();
  const button = screen.getByRole("button", { name: offer });
  expect(button).toHaveFocus();
  expect(button).toHaveAttribute("aria-expanded", "false");
  openForm();
  fireEvent.click(within(form()).getByRole("button", { name: "Cancel" }));
  expect(screen.getByRole("button", { name: offer })).toHaveFocus();
});

it("keeps what was typed when the panel closes and opens again", () => {
  const first = show();
  openForm();
  fireEvent.change(field(/E-mail/), { target: { value: "ada@example.com" } });
  fireEvent.change(field(/Question for the team/), { target: { value: "Do you work with NHS trusts in Wales?" } });
  first.unmount();
  show();
  expect(field(/E-mail/)).toHaveValue("ada@example.com");
  expect(field(/Question for the team/)).toHaveValue("Do you work with NHS trusts in Wales?");
});

describe("asking for a person", () => {
  const person = answer("a3", "Of course: leave your e-mail below and a person on our team will reply.", { kind: "person", offer: true });

  it("opens the form as the answer arrives, with the question asked before", () => {
    const view = show([...conversation, user("u3", "can I talk to someone?")], "submitted");
    expect(screen.queryByRole("form")).not.toBeInTheDocument();
    mockChat.messages = [...conversation, user("u3", "can I talk to someone?"), person];
    mockChat.status = "ready";
    view.rerender(<AssistantChat />);
    expect(field(/Question for the team/)).toHaveValue(asked);
    expect(field(/E-mail/)).toHaveFocus();
  });

  it("opens it empty when nothing was asked before, and skips a greeting", () => {
    const before = [user("u1", "hi"), answer("a1", "Hello! What would you like to know?", { kind: "chat", offer: false }), user("u2", "talk to a human")];
    const view = show(before, "submitted");
    mockChat.messages = [...before, answer("a2", "Of course.", { kind: "person", offer: true })];
    mockChat.status = "ready";
    view.rerender(<AssistantChat />);
    expect(field(/Question for the team/)).toHaveValue("");
  });

  it("does not open by itself for an answer kept from an earlier visit", () => {
    show([...conversation, user("u3", "can I talk to someone?"), person]);
    expect(screen.queryByRole("form")).not.toBeInTheDocument();
    expect(screen.getAllByRole("button", { name: offer })).toHaveLength(2);
  });
});
