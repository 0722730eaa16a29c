/**
 * @jest-environment node
 */
import { parseFormSubmission, parseJsonSubmission } from "./request";

it("parses JSON objects only", () => {
  expect(parseJsonSubmission('{"name":"A","website":"x","startedAt":5}')).toEqual({
    ok: true,
    submission: { input: { name: "A", website: "x", startedAt: 5 }, website: "x", startedAt: 5 },
  });
  expect(parseJsonSubmission("[]")).toMatchObject({ ok: false });
  expect(parseJsonSubmission('{"name":"A","isAdmin":true}')).toEqual({ ok: false, error: expect.stringContaining('Unknown field "isAdmin"') });
  expect(parseJsonSubmission('{"__proto__":{"isAdmin":true},"name":"A"}')).toEqual({ ok: false, error: expect.stringContaining('Unknown field "__proto__"') });
  expect(parseJsonSubmission("{")).toMatchObject({ ok: false });
});

it("reads a form post, repeated services included", () => {
  const { submission, values } = parseFormSubmission("name=Ada&email=a%40b.co&message=Hi+there&services=a&services=b&website=&startedAt=12");
  expect(values).toEqual({ name: "Ada", email: "a@b.co", phone: "", subject: "", message: "Hi there", services: ["a", "b"] });
  expect(submission).toMatchObject({ website: "", startedAt: "12" });
});
