/**
 * Test support: a viewport for jsdom whose size can change, with a matchMedia that answers width and
 * height queries from it and reports changes as a browser does (a change event only when an answer
 * flips). `reads` counts reads of innerWidth / innerHeight, which on phones force a layout.
 */
export function fakeViewport(initial: { width: number; height: number }) {
  let size = { ...initial };
  let reads = 0;
  const lists: { query: string; matches: boolean; listeners: Set<() => void> }[] = [];

  const answer = (query: string) =>
    query.split(" and ").every((part) => {
      const feature = part.match(/^\((min|max)-(width|height): (\d+)px\)$/);
      if (!feature) return false;
      const value = feature[2] === "width" ? size.width : size.height;
      return feature[1] === "min" ? value >= Number(feature[3]) : value <= Number(feature[3]);
    });

  Object.defineProperty(window, "innerWidth", { configurable: true, get: () => ((reads += 1), size.width) });
  Object.defineProperty(window, "innerHeight", { configurable: true, get: () => ((reads += 1), size.height) });
  window.matchMedia = (query: string) => {
    const list = { query, matches: answer(query), listeners: new Set<() => void>() };
    lists.push(list);
    return {
      media: query,
      get matches() {
        return answer(query);
      },
      addEventListener: (_type: string, listener: () => void) => list.listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => list.listeners.delete(listener),
    } as unknown as MediaQueryList;
  };

  return {
    get reads() {
      return reads;
    },
    resize(next: { width: number; height: number }) {
      size = { ...next };
      for (const list of lists) {
        const matches = answer(list.query);
        if (matches === list.matches) continue;
        list.matches = matches;
        for (const listener of list.listeners) listener();
      }
    },
  };
}
