import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ErrorScreen } from "./error-screen";

describe("ErrorScreen", () => {
  it("says something went wrong and offers both ways out", async () => {
    const onRefresh = jest.fn();
    const onGoHome = jest.fn();
    render(<ErrorScreen onRefresh={onRefresh} onGoHome={onGoHome} />);

    expect(screen.getByRole("heading", { level: 1, name: "Something went wrong" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Refresh Page" }));
    expect(onRefresh).toHaveBeenCalledTimes(1);
    expect(onGoHome).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole("button", { name: "Go to Homepage" }));
    expect(onGoHome).toHaveBeenCalledTimes(1);
  });
});
