import { render, within } from "@testing-library/react";
import { answerBuiltIn } from "@/lib/assistant/answerer";
import { companyProfile } from "@/lib/site/company";
import { Markdown } from "./markdown";

// Answers as the widget shows them: the built-in answerer's Markdown, rendered by the widget's own component.
const questions = [
  "Do you build mobile apps?",
  "how long does an mvp take?",
  "what happens after launch, is there a warranty",
  "will u sign an nda before we tell you about the idea",
  "How much would a website cost?",
  "how fast do fernleigh's customers get funded now",
  "whats the max length of a chat message",
  "whats the smallest project youll take on",
];

describe.each(questions)("the answer to %p, rendered", (question) => {
  const view = () => render(<Markdown text={answerBuiltIn(question).text} />);

  it("says what it found, then at most three pages to read more, each once and named by its title", () => {
    const { container } = view();
    const paragraphs = [...container.querySelectorAll("p")];
    const more = paragraphs.find((paragraph) => paragraph.textContent?.startsWith("Read more:"));
    expect(more).toBeDefined();
    const links = within(more as HTMLElement).getAllByRole("link");
    expect(links.length).toBeGreaterThanOrEqual(1);
    expect(links.length).toBeLessThanOrEqual(3);
    const targets = links.map((link) => (link.getAttribute("href") ?? "").split("#")[0]);
    expect(new Set(targets).size).toBe(targets.length);
    for (const link of links) expect(link.textContent?.trim().length).toBeGreaterThan(2);
    // Nothing but the answer comes before the links, and the answer itself links nothing.
    expect(paragraphs.indexOf(more as HTMLParagraphElement)).toBeGreaterThan(0);
    for (const paragraph of paragraphs.slice(0, paragraphs.indexOf(more as HTMLParagraphElement))) expect(paragraph.querySelector("a")).toBeNull();
  });

  it("carries no type tags and no bullet list of sources", () => {
    const { container } = view();
    expect(container.textContent).not.toMatch(/\((?:about us|article|expertise|case study|service|careers|industry|FAQ|portfolio|blog|member help)\)/);
    expect(container.querySelectorAll("li")).toHaveLength(0);
  });
});

it("renders an admitted gap as one sentence with the e-mail and the contact page as links", () => {
  const { container } = render(<Markdown text={answerBuiltIn("do u build wordpress sites").text} />);
  expect(container.querySelectorAll("p")).toHaveLength(1);
  const links = within(container).getAllByRole("link");
  expect(links.map((link) => link.getAttribute("href"))).toEqual([`mailto:${companyProfile.email}`, "/contact"]);
  expect(container.textContent).toMatch(/^Our site doesn't cover that, so I'd rather not guess/);
});
