import { act, fireEvent, render, screen, within } from "@testing-library/react";
import type { Trends } from "@/lib/console/trend-series";
import { AssistantWeeks } from "./assistant-weeks";

jest.mock("@/components/members/member-session", () => {
  const session = { user: { getIdToken: async () => "admin-token" } };
  return { useMemberSession: () => session };
});

const weeks = Array.from({ length: 12 }, (_, index) => ({ start: new Date(Date.UTC(2026, 0, 5 + 7 * index)).toISOString().slice(0, 10) }));
const figures = (per: (index: number) => number) => weeks.map((_, index) => per(index));
const minute = 60_000;
const hour = 60 * minute;

// Week i (oldest 0): fact 10+i, page 2, not sure 1, taught i%3, person 1; i handed over, one fewer replied to.
const trends: Trends = {
  weeks,
  leadsByService: [],
  leadsByStatus: [],
  answers: [],
  ratings: [],
  chatMessages: figures(() => 0),
  activeMembers: figures(() => 0),
  assistant: {
    kinds: [
      { id: "fact", label: "Answered with a fact", counts: figures((index) => 10 + index) },
      { id: "page", label: "Answered with a page", counts: figures(() => 2) },
      { id: "not-sure", label: "Not sure", counts: figures(() => 1) },
      { id: "taught", label: "Taught answer used", counts: figures((index) => index % 3) },
      { id: "person", label: "Asked for a person", counts: figures(() => 1) },
    ],
    handovers: figures((index) => index),
    replied: figures((index) => Math.max(index - 1, 0)),
    medianReplyMs: [
      null,
      45 * minute,
      3 * hour + 10 * minute,
      20 * hour,
      2 * 24 * hour + 5 * hour,
      20_000,
      26 * hour + 40 * minute,
      null,
      null,
      null,
      3 * hour,
      null,
    ],
  },
};

const answer = (status: number, body: unknown) => ({ ok: status < 300, status, json: async () => body }) as Response;
const fetchMock = jest.fn<Promise<Response>, [string, RequestInit?]>();

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
});

/** The table's rows: each its header cell, then its data cells. */
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole("row")
    .map((row) => [...row.querySelectorAll("th, td")].map((cell) => cell.textContent ?? ""));

it("shows the assistant's twelve weeks as a table, newest first, from the trends the console reads", async () => {
  fetchMock.mockResolvedValue(answer(200, trends));
  render(<AssistantWeeks />);
  expect(screen.getByRole("status")).toHaveTextContent("Loading");
  const table = await screen.findByRole("table", { name: /questions and handovers per week, the last twelve weeks, newest first/ });
  expect(fetchMock).toHaveBeenCalledWith("/api/console/trends", { headers: { Authorization: "Bearer admin-token" } });

  const headers = within(table).getAllByRole("columnheader");
  expect(headers.map((cell) => cell.textContent)).toEqual([
    "Week of",
    "Questions asked",
    "Answered with a fact",
    "Answered with a page",
    "Not sure",
    "Handed to the team",
    "Handovers replied to",
    "Median time to reply",
    "Taught answers used",
  ]);
  for (const cell of headers) expect(cell).toHaveAttribute("scope", "col");
  const weekHeaders = within(table).getAllByRole("rowheader");
  expect(weekHeaders).toHaveLength(12);
  for (const cell of weekHeaders) expect(cell).toHaveAttribute("scope", "row");

  const [header, ...rows] = rowsOf(table);
  expect(header).toHaveLength(9);
  expect(rows).toHaveLength(12);
  // Newest first: the current week (index 11), under way; the oldest (index 0) last.
  expect(rows[0]).toEqual(["23 Mar 2026 (so far)", `${21 + 2 + 1 + 2 + 1}`, "21", "2", "1", "11", "10", "—", "2"]);
  expect(rows[1]).toEqual(["16 Mar 2026", `${20 + 2 + 1 + 1 + 1}`, "20", "2", "1", "10", "9", "3 h", "1"]);
  expect(rows[11]).toEqual(["5 Jan 2026", `${10 + 2 + 1 + 0 + 1}`, "10", "2", "1", "0", "0", "—", "0"]);
  // Times to reply, to the minute, from the oldest weeks up.
  expect(rows.map((row) => row[7]).reverse()).toEqual([
    "—",
    "45 min",
    "3 h 10 min",
    "20 h",
    "2 d 5 h",
    "under 1 min",
    "26 h 40 min",
    "—",
    "—",
    "—",
    "3 h",
    "—",
  ]);
  expect(within(weekHeaders[0] as HTMLElement).getByText("23 Mar 2026")).toHaveAttribute("dateTime", "2026-03-23");
});

it("says why the weeks could not be loaded, and Retry loads them", async () => {
  fetchMock.mockResolvedValueOnce(answer(503, { error: "The trends could not be read right now. Try again in a moment." }));
  render(<AssistantWeeks />);
  const alert = await screen.findByRole("alert");
  expect(alert).toHaveTextContent("The trends could not be read right now. Try again in a moment.");
  expect(screen.queryByRole("table")).not.toBeInTheDocument();

  fetchMock.mockResolvedValueOnce(answer(200, trends));
  await act(async () => fireEvent.click(within(alert).getByRole("button", { name: "Retry" })));
  expect(await screen.findByRole("table")).toBeInTheDocument();
  expect(screen.queryByRole("alert")).not.toBeInTheDocument();
});

it("refuses figures missing the assistant's weeks, saying so", async () => {
  fetchMock.mockResolvedValueOnce(answer(200, { ...trends, assistant: undefined }));
  render(<AssistantWeeks />);
  expect(await screen.findByRole("alert")).toHaveTextContent("The trends came back in a form this page cannot read.");
});
