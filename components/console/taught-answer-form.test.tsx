import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { draftOf, type TaughtValues } from "@/lib/console/taught";
import { TaughtAnswerForm } from "./taught-answer-form";

// jsdom has no fetch: each test that reaches the link check puts in the one it needs.
const pages = (statuses: Record<string, number>) => {
  const fetch = jest.fn(async (path: string) => ({ status: statuses[path] ?? 404 }) as unknown as Response);
  global.fetch = fetch as unknown as typeof global.fetch;
  return fetch;
};

function renderForm(options: { question?: string; onSubmit?: (values: TaughtValues) => Promise<void> } = {}) {
  const onSubmit = jest.fn(options.onSubmit ?? (async () => undefined));
  const onCancel = jest.fn();
  render(
    <TaughtAnswerForm
      heading="Teach an answer"
      initial={draftOf(null, options.question ?? "")}
      submitLabel="Save the answer"
      onSubmit={onSubmit}
      onCancel={onCancel}
    />,
  );
  return { onSubmit, onCancel };
}

const field = (label: string) => screen.getByLabelText(label);
const save = () => userEvent.click(screen.getByRole("button", { name: "Save the answer" }));

afterEach(() => jest.clearAllMocks());

describe("TaughtAnswerForm", () => {
  it("says each field's problem beside it, moves focus to the first, and keeps what was typed", async () => {
    const { onSubmit } = renderForm();
    expect(field("Question")).toHaveFocus();
    await userEvent.type(field("Question"), "Hi");
    await userEvent.type(field("Other wording 1"), "no");
    await userEvent.type(field("Answer"), "Yes.");
    await save();

    expect(field("Question")).toHaveAttribute("aria-invalid", "true");
    expect(field("Question")).toHaveAccessibleDescription("Write the question: at least 3 characters.");
    expect(field("Other wording 1")).toHaveAccessibleDescription("Write the wording: at least 3 characters.");
    expect(field("Answer")).toHaveAccessibleDescription(expect.stringContaining("Write the answer: at least 10 characters."));
    expect(field("Question")).toHaveFocus();
    expect(field("Question")).toHaveValue("Hi");
    expect(field("Other wording 1")).toHaveValue("no");
    expect(field("Answer")).toHaveValue("Yes.");
    expect(onSubmit).not.toHaveBeenCalled();
    // Nothing for the store to say: no alert.
    expect(screen.getByRole("alert")).toHaveTextContent("");

    // Changing a field takes its problem away.
    await userEvent.type(field("Question"), " there, do you sign NDAs?");
    expect(field("Question")).not.toHaveAttribute("aria-invalid");
    expect(screen.queryByText("Write the question: at least 3 characters.")).toBeNull();
  });

  it("refuses a link to another site on the answer's field, before asking for any page", async () => {
    const fetch = pages({});
    const { onSubmit } = renderForm({ question: "Do you sign NDAs?" });
    const typed = "Yes: read [our policy](https://example.com/nda) first.";
    // The question came filled in: the answer takes the focus.
    expect(field("Answer")).toHaveFocus();
    await userEvent.type(field("Answer"), typed.replaceAll("[", "[["));
    await save();
    expect(field("Answer")).toHaveAccessibleDescription(expect.stringContaining("“https://example.com/nda” is not a page of this site"));
    expect(field("Answer")).toHaveFocus();
    expect(field("Answer")).toHaveValue(typed);
    expect(fetch).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("asks for each linked page and names the one that leads nowhere, keeping the text", async () => {
    const fetch = pages({ "/process": 200 });
    const { onSubmit } = renderForm({ question: "Do you sign NDAs?" });
    const typed = "Yes: see [how we work](/process) and [our NDA](/legal/nda#terms).";
    await userEvent.type(field("Answer"), typed.replaceAll("[", "[["));
    await save();
    expect(await screen.findByText("The link to /legal/nda#terms (no such page) does not lead to a page: fix or remove it.")).toBeInTheDocument();
    expect(field("Answer")).toHaveAttribute("aria-invalid", "true");
    expect(field("Answer")).toHaveValue(typed);
    expect(fetch.mock.calls).toEqual([
      ["/process", { method: "HEAD", cache: "no-store" }],
      ["/legal/nda", { method: "HEAD", cache: "no-store" }],
    ]);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("saves the checked answer: trimmed, blank wordings left out, its links listed", async () => {
    pages({ "/process": 200, "/contact": 308 });
    const { onSubmit } = renderForm({ question: "  Do you sign NDAs?  " });
    await userEvent.click(screen.getByRole("button", { name: "Add another wording" }));
    await userEvent.type(field("Other wording 2"), "will you sign an nda");
    await userEvent.type(field("Answer"), "Yes: see [[how we work](/process) or [[write to us](/contact).");
    await userEvent.type(field("Review by (optional)"), "2026-09-30");
    await save();
    expect(onSubmit).toHaveBeenCalledWith({
      question: "Do you sign NDAs?",
      wordings: ["will you sign an nda"],
      answer: "Yes: see [how we work](/process) or [write to us](/contact).",
      links: ["/process", "/contact"],
      reviewBy: "2026-09-30",
    });
    expect(screen.getByRole("alert")).toHaveTextContent("");
  });

  it("shows the store's failure as an alert and keeps everything typed, to try again", async () => {
    pages({});
    let fail = true;
    const { onSubmit } = renderForm({
      question: "Are you ISO 27001 certified?",
      onSubmit: async () => {
        if (fail) throw new Error("unavailable");
      },
    });
    await userEvent.type(field("Other wording 1"), "iso certification");
    await userEvent.type(field("Answer"), "Not yet: we follow its controls.");
    await save();
    expect(await screen.findByRole("alert")).toHaveTextContent("The answer was not saved. Check your connection and try again; what you wrote is still here.");
    expect(field("Question")).toHaveValue("Are you ISO 27001 certified?");
    expect(field("Other wording 1")).toHaveValue("iso certification");
    expect(field("Answer")).toHaveValue("Not yet: we follow its controls.");
    fail = false;
    await save();
    expect(onSubmit).toHaveBeenCalledTimes(2);
    expect(screen.getByRole("alert")).toHaveTextContent("");
  });

  it("says so when the links cannot be checked, saving nothing", async () => {
    global.fetch = jest.fn(async () => Promise.reject(new TypeError("Failed to fetch"))) as unknown as typeof global.fetch;
    const { onSubmit } = renderForm({ question: "Do you sign NDAs?" });
    await userEvent.type(field("Answer"), "Yes: see [[how we work](/process).");
    await save();
    expect(await screen.findByRole("alert")).toHaveTextContent("The links could not be checked");
    expect(onSubmit).not.toHaveBeenCalled();
    expect(field("Answer")).toHaveValue("Yes: see [how we work](/process).");
  });

  it("offers five wording fields at most, and cancels", async () => {
    const { onCancel } = renderForm();
    for (let count = 1; count < 5; count += 1) await userEvent.click(screen.getByRole("button", { name: "Add another wording" }));
    expect(screen.getAllByLabelText(/^Other wording \d$/)).toHaveLength(5);
    expect(screen.queryByRole("button", { name: "Add another wording" })).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(onCancel).toHaveBeenCalled();
  });
});
