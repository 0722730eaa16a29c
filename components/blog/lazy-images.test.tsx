import { render } from "@testing-library/react";
import { detectDeviceProfile, readDeviceSignals } from "@/lib/device/profile";
import { LazyImage } from "./lazy-image";
import { LazyImages } from "./lazy-images";

type Observed = { rootMargin?: string; observed: Element[]; disconnect: jest.Mock };
const observers: Observed[] = [];

class FakeObserver {
  readonly rootMargin?: string;
  readonly observed: Element[] = [];
  readonly disconnect = jest.fn();
  constructor(_callback: IntersectionObserverCallback, options: IntersectionObserverInit = {}) {
    this.rootMargin = options.rootMargin;
    observers.push(this);
  }
  observe(target: Element) {
    this.observed.push(target);
  }
  unobserve() {}
}

beforeEach(() => {
  observers.length = 0;
  Object.assign(window, { IntersectionObserver: FakeObserver });
});
afterEach(() => Reflect.deleteProperty(window, "IntersectionObserver"));

it("observes the images it contains at the device profile's threshold, and stops on unmount", () => {
  const { container, unmount } = render(
    <LazyImages className="article-prose">
      <p>Text</p>
      <LazyImage src="/images/articles/a.svg" alt="A diagram" />
    </LazyImages>,
  );
  const [observer] = observers;
  const threshold = detectDeviceProfile(readDeviceSignals()).lazyLoadThreshold;
  expect(observer?.rootMargin).toBe(`${threshold}px 0px`);
  expect(observer?.observed).toEqual([container.querySelector("img")]);
  expect(container.firstElementChild).toHaveClass("article-prose");
  unmount();
  expect(observer?.disconnect).toHaveBeenCalled();
});
