import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import type { Trends as TrendFigures } from "@/lib/console/trend-series";
import { Trends } from "./trends";

jest.mock("@/components/members/member-session", () => {
  const session = { user: { getIdToken: async () => "admin-token" } };
  return { useMemberSession: () => session };
});

// jsdom draws no canvas: the charts' library is a stand-in that keeps what each chart was given.
const drawn: { config: { data: { labels: string[]; datasets: { label: string; data: number[] }[] }; options: { animation: unknown } } }[] = [];
jest.mock("chart.js", () => ({
  Chart: Object.assign(
    jest.fn((_canvas: unknown, config: (typeof drawn)[number]["config"]) => {
      drawn.push({ config });
      return { destroy: jest.fn() };
    }),
    { register: jest.fn() },
  ),
  BarController: {},
  BarElement: {},
  CategoryScale: {},
  LinearScale: {},
  Legend: {},
  Tooltip: {},
}));

const weeks = Array.from({ length: 12 }, (_, index) => ({ start: new Date(Date.UTC(2026, 0, 5 + 7 * index)).toISOString().slice(0, 10) }));
const series = (entries: [string, string][], base: number) =>
  entries.map(([id, label], row) => ({ id, label, counts: weeks.map((_, index) => base + row * 10 + index) }));
const figures: TrendFigures = {
  weeks,
  leadsByService: series(
    [
      ["web-development", "Web Development"],
      ["mobile-apps", "Mobile Apps"],
    ],
    100,
  ),
  leadsByStatus: series(
    [
      ["new", "New"],
      ["spam", "Spam"],
    ],
    200,
  ),
  answers: series(
    [
      ["confident", "Confident"],
      ["provider", "Language model"],
    ],
    300,
  ),
  ratings: [
    { id: "confident", label: "Confident", helpful: weeks.map(() => 4), notHelpful: weeks.map((_, index) => 400 + index) },
    { id: "provider", label: "Language model", helpful: weeks.map(() => 5), notHelpful: weeks.map(() => 0) },
  ],
  chatMessages: weeks.map((_, index) => 500 + index),
  activeMembers: weeks.map((_, index) => 600 + index),
  assistant: {
    kinds: series([["fact", "Answered with a fact"]], 700),
    handovers: weeks.map(() => 1),
    replied: weeks.map(() => 0),
    medianReplyMs: weeks.map(() => null),
  },
};

const answer = (status: number, body: unknown) => ({ ok: status < 300, status, json: async () => body }) as Response;
const fetchMock = jest.fn<Promise<Response>, [string, RequestInit?]>();

beforeEach(() => {
  drawn.length = 0;
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
  window.matchMedia = ((query: string) => ({ matches: query === "(prefers-reduced-motion: reduce)", media: query })) as unknown as typeof window.matchMedia;
});

/** The table of the chart titled `title`: its rows, each the row's header then its cells. */
function tableOf(title: string): string[][] {
  const figure = screen.getByRole("figure", { name: title });
  const table = within(figure).getByRole("table", { name: title });
  return within(table)
    .getAllByRole("row")
    .map((row) => [...row.querySelectorAll("th, td")].map((cell) => cell.textContent ?? ""));
}

it("asks for the trends with the admin's token and shows each chart with a table of the same figures", async () => {
  fetchMock.mockResolvedValue(answer(200, figures));
  render(<Trends />);
  expect(screen.getByRole("status")).toHaveTextContent("Loading");
  await screen.findByRole("figure", { name: "Leads per week by service" });
  expect(fetchMock).toHaveBeenCalledWith("/api/console/trends", { headers: { Authorization: "Bearer admin-token" } });

  const services = tableOf("Leads per week by service");
  expect(services[0]).toEqual(["Week", "Web Development", "Mobile Apps"]);
  expect(services[1]).toEqual(["Week of 5 Jan 2026", "100", "110"]);
  expect(services[12]).toEqual(["This week so far (from 23 Mar 2026)", "111", "121"]);
  expect(tableOf("Leads per week by status")[3]).toEqual(["Week of 19 Jan 2026", "202", "212"]);
  expect(tableOf("Assistant answers per week by shape")[12]).toEqual(["This week so far (from 23 Mar 2026)", "311", "321"]);
  expect(tableOf("Answers rated not helpful per week by shape")[2]).toEqual(["Week of 12 Jan 2026", "401", "0"]);
  expect(tableOf("Chat messages and active members per week")[0]).toEqual(["Week", "Messages", "Active members"]);
  expect(tableOf("Chat messages and active members per week")[6]).toEqual(["Week of 9 Feb 2026", "505", "605"]);
  expect(screen.getByText(/^4[0-9]{3} of 4[0-9]{3} ratings/)).toHaveTextContent(`${12 * 400 + 66} of ${12 * 400 + 66 + 12 * 9} ratings`);

  // Each canvas is an image named by what it shows: the totals and the current week.
  const community = within(screen.getByRole("figure", { name: "Chat messages and active members per week" })).getByRole("img");
  expect(community).toHaveAccessibleName(
    `Chat messages and active members per week. Over 12 weeks: Messages ${12 * 500 + 66}, Active members ${12 * 600 + 66}. This week so far (from 23 Mar 2026): Messages 511, Active members 611.`,
  );

  // The same figures go to the charts, drawn without animation for a visitor who asks for less motion.
  await waitFor(() => expect(drawn).toHaveLength(5));
  const [first] = drawn;
  expect(first?.config.data.labels).toEqual([
    "5 Jan",
    "12 Jan",
    "19 Jan",
    "26 Jan",
    "2 Feb",
    "9 Feb",
    "16 Feb",
    "23 Feb",
    "2 Mar",
    "9 Mar",
    "16 Mar",
    "This week",
  ]);
  expect(first?.config.data.datasets.map((dataset) => [dataset.label, dataset.data])).toEqual([
    ["Web Development", figures.leadsByService[0]?.counts],
    ["Mobile Apps", figures.leadsByService[1]?.counts],
  ]);
  for (const chart of drawn) expect(chart.config.options.animation).toBe(false);
});

it("says why the trends could not be loaded, and Retry loads them", async () => {
  fetchMock.mockResolvedValueOnce(answer(503, { error: "The trends could not be read right now. Try again in a moment." }));
  render(<Trends />);
  const alert = await screen.findByRole("alert");
  expect(alert).toHaveTextContent("The trends could not be read right now. Try again in a moment.");
  expect(screen.queryByRole("figure")).not.toBeInTheDocument();

  fetchMock.mockResolvedValueOnce(answer(200, figures));
  await act(async () => fireEvent.click(within(alert).getByRole("button", { name: "Retry" })));
  expect(await screen.findAllByRole("figure")).toHaveLength(5);
  expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  expect(fetchMock).toHaveBeenCalledTimes(2);
});

it("refuses an answer that is not the trends' shape, saying so", async () => {
  fetchMock.mockResolvedValueOnce(answer(200, { ...figures, chatMessages: [1, 2] }));
  render(<Trends />);
  expect(await screen.findByRole("alert")).toHaveTextContent("The trends came back in a form this page cannot read.");
});
