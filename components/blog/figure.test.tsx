import { render, screen } from "@testing-library/react";
import { renderToStaticMarkup } from "react-dom/server";
import { lazyImagePlaceholder } from "@/lib/device/lazy-images";
import { Figure } from "./figure";
import { LazyImage } from "./lazy-image";

const diagram = {
  src: "/images/articles/release-pipeline.svg",
  alt: "The migrate job runs before the deploy job",
  width: 1200,
  height: 675,
};

describe("Figure", () => {
  it("renders a lazy image whose src is a placeholder of its proportions until it is near the viewport, with its caption", () => {
    render(<Figure {...diagram} caption="Migrations run before the rollout." />);
    const figure = screen.getByRole("figure");
    expect(figure.querySelector("figcaption")).toHaveTextContent("Migrations run before the rollout.");
    const image = screen.getByRole("img", { name: diagram.alt });
    expect(figure).toContainElement(image);
    expect(image).toHaveAttribute("src", lazyImagePlaceholder(1200, 675));
    expect(image).toHaveAttribute("data-src", diagram.src);
    expect(image).toHaveAttribute("loading", "lazy");
    expect(image).toHaveAttribute("decoding", "async");
    expect(image).toHaveAttribute("width", "1200");
    expect(image).toHaveAttribute("height", "675");
    expect(image).toHaveStyle({ aspectRatio: "1200 / 675" });
  });

  it("leaves out the caption when there is none", () => {
    const { container } = render(<Figure {...diagram} />);
    expect(container.querySelector("figcaption")).toBeNull();
  });

  it("server-renders a noscript copy with a real src for readers without JavaScript", () => {
    const html = renderToStaticMarkup(<Figure {...diagram} caption="Migrations run before the rollout." />);
    const page = document.createElement("div");
    page.innerHTML = html;
    const lazy = page.querySelector("img[data-src]");
    expect(lazy?.getAttribute("src")).toMatch(/^data:image\/svg\+xml,/);
    expect(lazy?.className).toContain("noscript:hidden");
    const fallback = page.querySelector("noscript")?.innerHTML ?? "";
    expect(fallback).toContain(`src="${diagram.src}"`);
    expect(fallback).toContain(`alt="${diagram.alt}"`);
    expect(page.querySelector("figcaption")).toHaveTextContent("Migrations run before the rollout.");
  });
});

describe("LazyImage as the markdown image", () => {
  it("takes the full width without reserving a ratio when the size is unknown", () => {
    render(<LazyImage src="/images/articles/photo.webp" alt="A whiteboard after a planning session" />);
    const image = screen.getByRole("img");
    expect(image).toHaveAttribute("data-src", "/images/articles/photo.webp");
    expect(image).toHaveAttribute("src", lazyImagePlaceholder());
    expect(image).not.toHaveAttribute("width");
    expect(image.getAttribute("style")).toBeNull();
    expect(image).toHaveClass("h-auto", "w-full");
  });

  it("keeps an empty alt the author wrote, for a decorative image", () => {
    const { container } = render(<LazyImage src="/images/articles/divider.svg" alt="" />);
    expect(container.querySelector("img")).toHaveAttribute("alt", "");
  });

  it.each([
    [{ src: "/images/articles/x.svg" }, /x\.svg needs alt text/],
    [{ alt: "Nothing to show" }, /needs a src/],
  ])("refuses an image without alt or src: %j", (props, message) => {
    jest.spyOn(console, "error").mockImplementation(() => {});
    expect(() => render(<LazyImage {...props} />)).toThrow(message);
    jest.restoreAllMocks();
  });
});
