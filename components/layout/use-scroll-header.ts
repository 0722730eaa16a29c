"use client";

import { useEffect, useState } from "react";

const COMPACT_AFTER = 20;
const HIDE_AFTER = 50;

export type HeaderScrollState = { compact: boolean; hidden: boolean };

/** Next header state for a scroll from `previousY` to `y`; pure so it can be tested without a browser. */
export function nextHeaderState(state: HeaderScrollState, previousY: number, y: number, canHide: boolean): HeaderScrollState {
  const compact = y > COMPACT_AFTER;
  let hidden = state.hidden;
  if (!canHide || y <= HIDE_AFTER) hidden = false;
  else if (y > previousY) hidden = true;
  else if (y < previousY) hidden = false;
  return compact === state.compact && hidden === state.hidden ? state : { compact, hidden };
}

/** One passive scroll listener, throttled to one update per animation frame. */
export function useScrollHeader(canHide: boolean): HeaderScrollState {
  const [state, setState] = useState<HeaderScrollState>({ compact: false, hidden: false });

  useEffect(() => {
    let previousY = window.scrollY;
    let frame = 0;
    const update = () => {
      frame = 0;
      const y = Math.max(0, window.scrollY);
      const from = previousY;
      previousY = y;
      setState((current) => nextHeaderState(current, from, y, canHide));
    };
    const onScroll = () => {
      if (frame === 0) frame = window.requestAnimationFrame(update);
    };
    update();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      if (frame !== 0) window.cancelAnimationFrame(frame);
    };
  }, [canHide]);

  return state;
}
