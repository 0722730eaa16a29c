"use client";

import { useLayoutEffect, useState, type RefObject } from "react";

/** How long a message jumped to from a reply stays marked. */
const highlightMs = 2_500;

/** A jump from a reply's quote: the original centred in the history, focused and marked for a moment. */
export function useJumpToMessage(listRef: RefObject<HTMLElement | null>) {
  const [jump, setJump] = useState<{ id: string } | null>(null);
  const [highlighted, setHighlighted] = useState<string | null>(null);

  useLayoutEffect(() => {
    const element = listRef.current;
    if (!jump || !element) return;
    const item = element.querySelector<HTMLElement>(`[data-message-id="${CSS.escape(jump.id)}"]`);
    if (!item) return;
    element.scrollTop = item.offsetTop - Math.max(0, (element.clientHeight - item.offsetHeight) / 2);
    item.focus({ preventScroll: true });
    setHighlighted(jump.id);
    const timer = window.setTimeout(() => setHighlighted(null), highlightMs);
    return () => window.clearTimeout(timer);
  }, [jump, listRef]);

  return { highlighted, jumpTo: (id: string) => setJump({ id }) };
}
