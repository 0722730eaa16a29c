type EntryList = { getEntriesByName: (name: string) => unknown[] };

/**
 * For tests (with Jest's fake timers): a PerformanceObserver that reports paint entries when told to,
 * installed on window. `paint(name)` delivers an entry of that name to every observer still connected;
 * `showFirstContent()` reports the first contentful paint and lets the frames after it pass.
 */
export function installFakePaintTiming(): { paint: (name: string) => void; showFirstContent: () => void } {
  const deliveries: ((list: EntryList) => void)[] = [];
  class FakeObserver {
    static supportedEntryTypes = ["paint", "largest-contentful-paint"];
    private connected = true;
    constructor(private readonly callback: (list: EntryList, observer: FakeObserver) => void) {}
    observe() {
      deliveries.push((list) => {
        if (this.connected) this.callback(list, this);
      });
    }
    disconnect() {
      this.connected = false;
    }
  }
  Object.defineProperty(window, "PerformanceObserver", { configurable: true, writable: true, value: FakeObserver });
  const paint = (name: string) => deliveries.forEach((deliver) => deliver({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) }));
  return {
    paint,
    showFirstContent: () => {
      paint("first-contentful-paint");
      jest.advanceTimersByTime(100);
    },
  };
}
