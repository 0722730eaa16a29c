import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import type { Lead } from "@/lib/console/records";
import { deleteTaughtAnswer, saveTaughtAnswer, type TaughtAnswer } from "@/lib/console/taught-store";
import { dayOf } from "@/lib/console/taught";
import { useLiveList } from "@/lib/firebase/live-list";
import { MemberSessionProvider, type MemberSession } from "@/components/members/member-session";
import { TaughtAnswers, TeachFromLead, type TeachRequest } from "./taught-answers";

jest.mock("@/lib/console/taught-store", () => ({ taughtAnswersList: () => ({ key: "taught" }), saveTaughtAnswer: jest.fn(), deleteTaughtAnswer: jest.fn() }));
jest.mock("@/lib/firebase/live-list", () => ({ useLiveList: jest.fn() }));
jest.mock("./use-moderator", () => ({ useModerator: () => ({ uid: "ali", name: "Ali" }) }));
const listed = jest.mocked(useLiveList);
const save = jest.mocked(saveTaughtAnswer);
const remove = jest.mocked(deleteTaughtAnswer);

const daysFromNow = (days: number) => dayOf(new Date(Date.now() + days * 86_400_000));
const answer = (overrides: Partial<TaughtAnswer> = {}): TaughtAnswer => ({
  id: "nda",
  question: "Do you sign NDAs?",
  wordings: ["will you sign an nda"],
  answer: "Yes, before the first call: see [how we work](/process).",
  links: ["/process"],
  by: "ann",
  byName: "Ann",
  createdAt: new Date("2026-03-01T10:00:00Z"),
  updatedAt: new Date("2026-03-02T10:00:00Z"),
  reviewBy: daysFromNow(30),
  from: null,
  auditId: "a1",
  ...overrides,
});

const session = { db: {}, user: { uid: "ali" } } as unknown as MemberSession;

function Tab({ initial = null }: { initial?: TeachRequest }) {
  const [request, setRequest] = useState<TeachRequest>(initial);
  return <TaughtAnswers request={request} onRequest={setRequest} />;
}

const renderTab = (initial: TeachRequest = null) =>
  render(
    <MemberSessionProvider session={session}>
      <Tab initial={initial} />
    </MemberSessionProvider>,
  );

beforeEach(() => {
  listed.mockReturnValue({
    items: [answer(), answer({ id: "iso", question: "Are you ISO 27001 certified?", wordings: [], reviewBy: daysFromNow(-2), auditId: "a2" })],
    error: null,
  });
  global.fetch = jest.fn(async () => ({ status: 200 }) as Response);
});
afterEach(() => jest.clearAllMocks());

describe("TaughtAnswers", () => {
  it("lists each answer with its wordings, its links, who wrote it, and its review date, marking those due", () => {
    renderTab();
    const items = Array.from(screen.getByRole("list", { name: "Taught answers" }).children) as HTMLElement[];
    expect(items).toHaveLength(2);
    const [nda, iso] = items as [HTMLElement, HTMLElement];
    expect(within(nda).getByRole("heading", { name: "Do you sign NDAs?" })).toBeInTheDocument();
    expect(within(nda).getByText("will you sign an nda")).toBeInTheDocument();
    expect(within(nda).getByRole("link", { name: "how we work" })).toHaveAttribute("href", "/process");
    expect(nda).toHaveTextContent(/By Ann, 2 Mar 2026/);
    expect(within(nda).queryByText("Review due")).toBeNull();
    expect(within(iso).getByText("Review due")).toBeInTheDocument();
    expect(within(iso).getByRole("button", { name: "Edit the answer to “Are you ISO 27001 certified?”" })).toBeInTheDocument();
  });

  it("opens the form with the unanswered question filled in, and saves it from there", async () => {
    save.mockResolvedValue("new-id");
    renderTab({ kind: "new", question: "do you sponsor visas?", from: { unanswered: "do you sponsor visas?" } });
    expect(await screen.findByLabelText("Question")).toHaveValue("do you sponsor visas?");
    expect(screen.getByText("From an unanswered question: “do you sponsor visas?”")).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText("Answer"), "Not at the moment: every role is UK-based.");
    await userEvent.click(screen.getByRole("button", { name: "Save the answer" }));
    expect(save).toHaveBeenCalledWith({}, { uid: "ali", name: "Ali" }, expect.objectContaining({ question: "do you sponsor visas?" }), {
      from: { unanswered: "do you sponsor visas?" },
    });
    expect(await screen.findByRole("status")).toHaveTextContent("Saved. The assistant gives this answer within a minute.");
    expect(screen.queryByLabelText("Question")).toBeNull();
  });

  it("edits an answer in its place, from what is stored", async () => {
    save.mockResolvedValue("nda");
    renderTab();
    await userEvent.click(screen.getByRole("button", { name: "Edit the answer to “Do you sign NDAs?”" }));
    expect(await screen.findByLabelText("Question")).toHaveValue("Do you sign NDAs?");
    expect(screen.getByLabelText("Other wording 1")).toHaveValue("will you sign an nda");
    await userEvent.click(screen.getByRole("button", { name: "Save the changes" }));
    expect(save).toHaveBeenCalledWith({}, { uid: "ali", name: "Ali" }, expect.objectContaining({ links: ["/process"] }), {
      existing: expect.objectContaining({ id: "nda" }),
    });
  });

  it("deletes only once confirmed, and says so when it fails", async () => {
    remove.mockRejectedValueOnce(new Error("offline"));
    renderTab();
    await userEvent.click(screen.getByRole("button", { name: "Delete the answer to “Do you sign NDAs?”" }));
    expect(remove).not.toHaveBeenCalled();
    const confirm = screen.getByRole("group", { name: "Confirm deleting" });
    await userEvent.click(within(confirm).getByRole("button", { name: "Delete the answer to “Do you sign NDAs?”" }));
    expect(remove).toHaveBeenCalledWith({}, { uid: "ali", name: "Ali" }, expect.objectContaining({ id: "nda", auditId: "a1" }));
    expect(await screen.findByText(/The answer was not deleted/)).toHaveAttribute("role", "alert");
  });
});

describe("TeachFromLead", () => {
  const lead = (source: "assistant" | "contact") => ({ id: "lead-1", source, message: "Could you look at our React Native app?" }) as unknown as Lead;
  const renderLead = (source: "assistant" | "contact") =>
    render(
      <MemberSessionProvider session={session}>
        <TeachFromLead lead={lead(source)} />
      </MemberSessionProvider>,
    );

  it("is offered on leads from the assistant only", () => {
    renderLead("contact");
    expect(screen.queryByRole("button", { name: "Teach an answer" })).toBeNull();
  });

  it("teaches an answer to the lead's question, noting the lead", async () => {
    save.mockResolvedValue("new-id");
    renderLead("assistant");
    await userEvent.click(screen.getByRole("button", { name: "Teach an answer" }));
    expect(await screen.findByLabelText("Question")).toHaveValue("Could you look at our React Native app?");
    await userEvent.type(screen.getByLabelText("Answer"), "Yes: we start with a two-week review of the app.");
    await userEvent.click(screen.getByRole("button", { name: "Save the answer" }));
    expect(save).toHaveBeenCalledWith({}, { uid: "ali", name: "Ali" }, expect.any(Object), { from: { lead: "lead-1" } });
    expect(await screen.findByRole("status")).toHaveTextContent(/Saved/);
  });
});
