import { render, screen, within } from "@testing-library/react";
import { getPresalesFaq } from "@/lib/content";
import { presalesTopics } from "@/lib/content/schema";
import ContactPage from "../contact/page";
import ServicesPage from "../services/page";
import FaqPage from "./page";

// The contact form is a client component with its own tests; here only the page around it matters.
jest.mock("@/components/contact/contact-form", () => ({ ContactForm: () => null }));

const faq = getPresalesFaq();

describe("the FAQ page", () => {
  it("puts every question, with its full answer, at its own anchor under its topic's heading", () => {
    render(<FaqPage />);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Questions before you hire us");
    for (const topic of presalesTopics) {
      const group = screen.getByRole("region", { name: topic });
      const entries = faq.filter((entry) => entry.topic === topic);
      expect(
        within(group)
          .getAllByRole("heading", { level: 3 })
          .map((heading) => heading.textContent),
      ).toEqual(entries.map((entry) => entry.question));
      for (const entry of entries) {
        const item = group.querySelector(`[id="${entry.id}"]`);
        if (!(item instanceof HTMLElement)) throw new Error(`no element with id ${entry.id} under ${topic}`);
        expect(item).toHaveClass("scroll-mt-24");
        expect(within(item).getByRole("heading", { level: 3 })).toHaveTextContent(entry.question);
        expect(within(item).getByText(entry.answer, { exact: true })).toBeInTheDocument();
      }
    }
  });

  it("shows the topics in their order, each linked from the contents, and no id twice", () => {
    const { container } = render(<FaqPage />);
    const groups = screen.getAllByRole("region").map((region) => region.getAttribute("aria-labelledby") ?? "");
    const topicTitles = groups.map((id) => document.getElementById(id)?.textContent).filter((name) => presalesTopics.some((topic) => topic === name));
    expect(topicTitles).toEqual([...presalesTopics]);
    const contents = screen.getByRole("navigation", { name: "Topics" });
    for (const link of within(contents).getAllByRole("link")) {
      const target = container.querySelector(link.getAttribute("href") ?? "#missing");
      expect(target).toHaveAttribute("aria-labelledby");
      expect(within(target as HTMLElement).getByRole("heading", { level: 2 })).toHaveTextContent(link.textContent ?? "");
    }
    const ids = [...container.querySelectorAll("[id]")].map((element) => element.id);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
  });

  it("describes every question and answer to search engines as one FAQPage", () => {
    const { container } = render(<FaqPage />);
    const blocks = [...container.querySelectorAll('script[type="application/ld+json"]')].map(
      (script) => JSON.parse(script.textContent ?? "") as Record<string, unknown>,
    );
    const page = blocks.find((block) => block["@type"] === "FAQPage") as
      { mainEntity: { name: string; url: string; acceptedAnswer: { text: string } }[] } | undefined;
    expect(
      page?.mainEntity.map((question) => [question.name, new URL(question.url).pathname + new URL(question.url).hash, question.acceptedAnswer.text]),
    ).toEqual(faq.map((entry) => [entry.question, `/faq#${entry.id}`, entry.answer]));
  });

  it("ends by inviting the visitor to get in touch", () => {
    render(<FaqPage />);
    expect(within(screen.getByRole("region", { name: "Still have a question?" })).getByRole("link", { name: "Start a project" })).toHaveAttribute(
      "href",
      "/contact",
    );
  });
});

describe.each([
  ["services", ServicesPage, ["engagement-models", "rates-and-prices", "how-a-project-starts", "ip-ownership"]],
  ["contact", ContactPage, ["how-a-project-starts", "nda-and-confidentiality", "minimum-budget", "time-zones-and-location"]],
] as const)("the %s page", (_name, Page, ids) => {
  it("shows a few questions with their short answers, each linking to its full answer, and a link to them all", () => {
    render(<Page />);
    const section = screen.getByRole("region", { name: /^(Questions clients ask before hiring us|Before you get in touch)$/ });
    const links = within(section).getAllByRole("link");
    const all = links.pop();
    expect(all).toHaveAccessibleName("All questions before you hire us");
    expect(all).toHaveAttribute("href", "/faq");
    expect(links.map((link) => link.getAttribute("href"))).toEqual(ids.map((id) => `/faq#${id}`));
    for (const id of ids) {
      const entry = faq.find((candidate) => candidate.id === id);
      if (!entry) throw new Error(`no question ${id}`);
      expect(within(section).getByRole("link", { name: entry.question })).toHaveAttribute("href", `/faq#${id}`);
      expect(within(section).getByText(entry.short, { exact: true })).toBeInTheDocument();
    }
  });
});
