import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ProcessSteps } from "./process-steps";

const steps = ["Discover", "Design", "Build", "Launch"].map((title, index) => ({
  title,
  description: `${title} description`,
  duration: `${index + 1} weeks`,
}));

function visibleStep(): string {
  return screen.getByRole("tabpanel").querySelector("h3")?.textContent ?? "";
}

it("moves with previous, next and go-to-step, and stops at both ends", async () => {
  const user = userEvent.setup();
  render(<ProcessSteps steps={steps} />);
  const previous = screen.getByRole("button", { name: /previous step/i });
  const next = screen.getByRole("button", { name: /next step/i });

  expect(visibleStep()).toBe("Discover");
  expect(previous).toHaveAttribute("aria-disabled", "true");
  await user.click(previous);
  expect(visibleStep()).toBe("Discover");

  await user.click(next);
  await user.click(next);
  expect(visibleStep()).toBe("Build");
  expect(screen.getByRole("tab", { name: /step 3: build/i })).toHaveAttribute("aria-selected", "true");

  await user.click(screen.getByRole("tab", { name: /step 4: launch/i }));
  expect(visibleStep()).toBe("Launch");
  expect(next).toHaveAttribute("aria-disabled", "true");
  await user.click(next);
  expect(visibleStep()).toBe("Launch");
  expect(next).toHaveFocus();

  await user.click(previous);
  expect(visibleStep()).toBe("Build");
});

it("follows arrow keys, Home and End between the steps", async () => {
  const user = userEvent.setup();
  render(<ProcessSteps steps={steps} />);
  await user.click(screen.getByRole("tab", { name: /step 1/i }));
  await user.keyboard("{ArrowRight}");
  expect(screen.getByRole("tab", { name: /step 2/i })).toHaveFocus();
  expect(visibleStep()).toBe("Design");
  await user.keyboard("{End}");
  expect(visibleStep()).toBe("Launch");
  await user.keyboard("{ArrowRight}");
  expect(visibleStep()).toBe("Launch");
  await user.keyboard("{Home}");
  expect(visibleStep()).toBe("Discover");
});

it("keeps every step's text in the document for readers without JavaScript", () => {
  const { container } = render(<ProcessSteps steps={steps} />);
  for (const step of steps) expect(container).toHaveTextContent(step.description);
});
