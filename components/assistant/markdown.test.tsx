import { render, screen } from "@testing-library/react";
import { linkTarget, Markdown } from "./markdown";

describe("Markdown", () => {
  it("renders paragraphs, lists, bold and site links as elements", () => {
    const { container } = render(
      <Markdown
        text={"We build **mobile apps**.\n\n- [Mobile Apps](/services/mobile-apps)\n- [Portfolio](/portfolio?technology=React%20Native)\n\n1. One\n2. Two"}
      />,
    );
    expect(container.querySelectorAll("p")).toHaveLength(1);
    expect(container.querySelector("strong")).toHaveTextContent("mobile apps");
    expect(container.querySelectorAll("ul > li")).toHaveLength(2);
    expect(container.querySelectorAll("ol > li")).toHaveLength(2);
    expect(screen.getByRole("link", { name: "Mobile Apps" })).toHaveAttribute("href", "/services/mobile-apps");
    expect(screen.getByRole("link", { name: "Portfolio" })).toHaveAttribute("href", "/portfolio?technology=React%20Native");
  });

  it("opens https links in a new tab and keeps mailto and tel links", () => {
    render(<Markdown text="Read [the docs](https://nextjs.org/docs), mail [us](mailto:hello@northbeam.studio) or [call](tel:+441174960321)." />);
    expect(screen.getByRole("link", { name: "the docs" })).toHaveAttribute("rel", "noopener noreferrer");
    expect(screen.getByRole("link", { name: "us" })).toHaveAttribute("href", "mailto:hello@northbeam.studio");
    expect(screen.getByRole("link", { name: "call" })).toHaveAttribute("href", "tel:+441174960321");
  });

  it("never renders markup or unsafe links from the text", () => {
    const { container } = render(
      <Markdown text={"<img src=x onerror=alert(1)> [click](javascript:void0) [proto](//evil.example) [http](http://plain.example)"} />,
    );
    expect(container.querySelector("img")).toBeNull();
    expect(container.querySelectorAll("a")).toHaveLength(0);
    expect(container).toHaveTextContent("<img src=x onerror=alert(1)> click proto http");
  });

  it.each([
    ["/contact", "internal"],
    ["https://example.org", "external"],
    ["mailto:a@b.co", "plain"],
    ["javascript:alert(1)", null],
    ["//evil.example", null],
    ["data:text/html,x", null],
  ])("classifies %s", (href, kind) => {
    expect(linkTarget(href)?.kind ?? null).toBe(kind);
  });
});
