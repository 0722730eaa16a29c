import { act, render, screen } from "@testing-library/react";
import { StrictMode } from "react";
import { fetchForDevice } from "@/lib/resilience/fetch-for-device";
import { ArticleViews } from "./article-views";

jest.mock("@/lib/resilience/fetch-for-device", () => ({ fetchForDevice: jest.fn() }));
const fetchMock = jest.mocked(fetchForDevice);

const answer = (views: number) => ({ ok: true, json: async () => ({ views }) }) as unknown as Response;

beforeEach(() => fetchMock.mockReset());

it("posts the view once, unaborted, even when its effect runs twice (development's strict mode)", async () => {
  fetchMock.mockResolvedValue(answer(1234));
  render(
    <StrictMode>
      <ArticleViews articleId="zero-downtime-deployments" />
    </StrictMode>,
  );
  expect(await screen.findByTestId("article-views")).toHaveTextContent("1,234 views");
  expect(fetchMock).toHaveBeenCalledTimes(1);
  expect(fetchMock.mock.calls[0]?.[1]).toEqual({ method: "POST" });
});

it("posts again for another article", async () => {
  fetchMock.mockResolvedValueOnce(answer(1)).mockResolvedValueOnce(answer(7));
  const { rerender } = render(<ArticleViews articleId="a" />);
  expect(await screen.findByTestId("article-views")).toHaveTextContent("1 view");
  rerender(<ArticleViews articleId="b" />);
  expect(await screen.findByText(/7 views/)).toBeInTheDocument();
  expect(fetchMock.mock.calls.map((call) => call[0])).toEqual(["/api/articles/a/views", "/api/articles/b/views"]);
});

it("shows nothing when the counter is unavailable", async () => {
  fetchMock.mockResolvedValue({ ok: false } as Response);
  render(<ArticleViews articleId="a" />);
  await act(async () => undefined);
  expect(screen.queryByTestId("article-views")).toBeNull();
});
