import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { fetchForDevice } from "@/lib/resilience/fetch-for-device";
import type { AssistantMessage } from "./widget-storage";
import { RatingButtons } from "./rating-buttons";

jest.mock("@/lib/resilience/fetch-for-device", () => ({ fetchForDevice: jest.fn() }));
const sent = jest.mocked(fetchForDevice);

beforeEach(() => {
  sent.mockReset();
  sent.mockResolvedValue({ ok: true, status: 201 } as Response);
});

const answer = (metadata: AssistantMessage["metadata"]): AssistantMessage => ({
  id: "m1",
  role: "assistant",
  parts: [{ type: "text", text: "Our Mobile Apps service builds iOS and Android apps." }],
  metadata,
});

async function rate(message: AssistantMessage): Promise<Record<string, unknown>> {
  const onRate = jest.fn();
  render(<RatingButtons message={message} question="Do you build apps?" onRate={onRate} />);
  fireEvent.click(screen.getByRole("button", { name: "Helpful" }));
  await waitFor(() => expect(onRate).toHaveBeenCalledWith("helpful"));
  const [url, init] = sent.mock.calls[0] ?? [];
  expect(url).toBe("/api/assistant/feedback");
  return JSON.parse(String(init?.body)) as Record<string, unknown>;
}

it("sends the built-in answer's shape with its rating", async () => {
  const body = await rate(answer({ answerId: "a_0123456789", provider: "built-in", shape: "shortlist" }));
  expect(body).toMatchObject({ answerId: "a_0123456789", rating: "helpful", provider: "built-in", shape: "shortlist" });
});

it.each([
  ["a language model's answer", { answerId: "a_0123456789", provider: "gemini" }],
  ["an answer kept from before shapes were sent", { answerId: "a_0123456789", provider: "built-in" }],
  ["a shape the server would not know", { answerId: "a_0123456789", provider: "built-in", shape: "certain" }],
  ["a built-in shape beside a language model", { answerId: "a_0123456789", provider: "openrouter", shape: "confident" }],
])("sends no shape with %s, so the rating is still accepted", async (_name, metadata) => {
  const body = await rate(answer(metadata));
  expect(body).not.toHaveProperty("shape");
  expect(body.provider).toBe(metadata.provider);
});
