import { render, screen } from "@testing-library/react";
import SiteError from "@/app/(site)/error";

describe("the site's error boundary", () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    consoleError = jest.spyOn(console, "error").mockImplementation(() => {});
  });
  afterEach(() => consoleError.mockRestore());

  it("logs a render error and shows the fallback screen", () => {
    const error = new Error("render failed");
    render(<SiteError error={error} />);
    expect(screen.getByRole("heading", { name: "Something went wrong" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Refresh Page" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Go to Homepage" })).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith("[render-error]", error, expect.objectContaining({ source: "render-error" }));
  });

  it("logs a page chunk that failed to load as a page-load error", () => {
    const error = Object.assign(new Error("Loading chunk app/(site)/services/page failed."), { name: "ChunkLoadError" });
    render(<SiteError error={error} />);
    expect(screen.getByRole("heading", { name: "Something went wrong" })).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith("[page-load-error]", error, expect.objectContaining({ source: "page-load-error" }));
  });
});
