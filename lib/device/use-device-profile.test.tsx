import { act, render, screen } from "@testing-library/react";
import { fakeViewport } from "@/test/fake-viewport";
import { useDeviceProfile } from "./use-device-profile";

function DeviceClass({ label }: { label: string }) {
  const profile = useDeviceProfile();
  return (
    <p>
      {label}: {profile.deviceClass}
    </p>
  );
}

describe("useDeviceProfile", () => {
  it("follows breakpoint changes and reads the viewport only when one happens", () => {
    const viewport = fakeViewport({ width: 1280, height: 800 });
    const { rerender } = render(<DeviceClass label="first" />);
    expect(screen.getByText("first: desktop")).toBeInTheDocument();

    const readsAfterMount = viewport.reads;
    rerender(<DeviceClass label="second" />);
    rerender(<DeviceClass label="third" />);
    act(() => viewport.resize({ width: 1100, height: 800 }));
    expect(screen.getByText("third: desktop")).toBeInTheDocument();
    expect(viewport.reads).toBe(readsAfterMount);

    act(() => viewport.resize({ width: 375, height: 740 }));
    expect(screen.getByText("third: mobile")).toBeInTheDocument();
    act(() => viewport.resize({ width: 800, height: 740 }));
    expect(screen.getByText("third: tablet")).toBeInTheDocument();
  });

  it("reads the profile afresh for a component mounted after changes nobody heard", () => {
    const viewport = fakeViewport({ width: 1280, height: 800 });
    const first = render(<DeviceClass label="before" />);
    first.unmount();
    viewport.resize({ width: 375, height: 740 });
    render(<DeviceClass label="after" />);
    expect(screen.getByText("after: mobile")).toBeInTheDocument();
  });
});
