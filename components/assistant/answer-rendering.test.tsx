import { render, within } from "@testing-library/react";
import { answerBuiltIn, teamOffer } from "@/lib/assistant/answer/answerer";
import { companyProfile } from "@/lib/content/company";
import { Markdown } from "./markdown";

// Answers as the widget shows them: the built-in answerer's Markdown, rendered by the widget's own component.
const questions = [
  "What does your DevOps service include?",
  "what are your payment terms",
  "will u sign an nda before we tell you about the idea",
  "how fast do fernleigh's customers get funded now",
  "how long does an mvp take?",
  "How much would a website cost?",
  "whats the max length of a chat message",
  "do u build wordpress sites",
  "can you integrate our portal with xero",
];
const answers = questions.map((question) => ({ question, answer: answerBuiltIn(question) }));
const confident = answers.filter(({ answer }) => answer.shape === "confident").map(({ question }) => question);
const shortlist = answers.filter(({ answer }) => answer.shape === "shortlist").map(({ question }) => question);
const view = (question: string) => render(<Markdown text={answerBuiltIn(question).text} />);
const targets = (links: HTMLElement[]) => links.map((link) => (link.getAttribute("href") ?? "").split("#")[0]);

it("has questions of both shapes to render", () => {
  expect(confident.length).toBeGreaterThanOrEqual(2);
  expect(shortlist.length).toBeGreaterThanOrEqual(2);
});

describe.each(confident)("the confident answer to %p, rendered", (question) => {
  it("says what it found, then at most three pages to read more, each once and named by its title", () => {
    const { container } = view(question);
    const paragraphs = [...container.querySelectorAll("p")];
    const more = paragraphs.find((paragraph) => paragraph.textContent?.startsWith("Read more:"));
    expect(more).toBeDefined();
    const links = within(more as HTMLElement).getAllByRole("link");
    expect(links.length).toBeGreaterThanOrEqual(1);
    expect(links.length).toBeLessThanOrEqual(3);
    expect(new Set(targets(links)).size).toBe(links.length);
    for (const link of links) expect(link.textContent?.trim().length).toBeGreaterThan(2);
    // Nothing but the answer comes before the links, and the answer itself links nothing.
    expect(paragraphs.indexOf(more as HTMLParagraphElement)).toBeGreaterThan(0);
    for (const paragraph of paragraphs.slice(0, paragraphs.indexOf(more as HTMLParagraphElement))) expect(paragraph.querySelector("a")).toBeNull();
  });

  it("carries no type tags and no bullet list of sources", () => {
    const { container } = view(question);
    expect(container.textContent).not.toMatch(/\((?:about us|article|expertise|case study|service|careers|industry|FAQ|portfolio|blog|member help)\)/);
    expect(container.querySelectorAll("li")).toHaveLength(0);
  });
});

describe.each(shortlist)("the shortlist answering %p, rendered", (question) => {
  it("introduces the closest pages in one line, then lists two or three, each a link to its page followed by one sentence", () => {
    const { container } = view(question);
    const [intro, ...rest] = [...container.querySelectorAll("p")];
    // After the list, the offer of the team.
    expect(rest.map((paragraph) => paragraph.textContent)).toEqual([teamOffer]);
    expect(intro?.textContent).toMatch(/^(?:These pages cover it:|These pages come closest:|Our site doesn't mention .+, but these pages come closest:)$/);
    const items = [...container.querySelectorAll("ul > li")];
    expect(items.length).toBeGreaterThanOrEqual(2);
    expect(items.length).toBeLessThanOrEqual(3);
    const links = items.map((item) => within(item as HTMLElement).getByRole("link"));
    expect(new Set(targets(links)).size).toBe(items.length);
    items.forEach((item, index) => {
      const title = links[index]?.textContent ?? "";
      expect(item.firstElementChild).toBe(links[index]);
      expect(title.length).toBeGreaterThan(2);
      const sentence = (item.textContent ?? "").slice(title.length).replace(/^: /, "");
      expect(sentence).toMatch(/^[“"£A-Z0-9].*[.!?”]$/);
    });
  });
});

it('renders "not sure" as one paragraph with the e-mail and the contact page as links', () => {
  const { container } = render(<Markdown text={answerBuiltIn("How tall is Mount Everest?").text} />);
  expect(container.querySelectorAll("p")).toHaveLength(1);
  const links = within(container).getAllByRole("link");
  expect(links.map((link) => link.getAttribute("href"))).toEqual([`mailto:${companyProfile.email}`, "/contact"]);
  expect(container.textContent).toMatch(/^I'm not sure, and I'd rather not guess\./);
});
