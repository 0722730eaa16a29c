"use client";

import { useId, useRef, useState, type KeyboardEvent } from "react";
import { Button } from "@/components/ui/button";

// On a phone the two buttons share the row, or each takes a row of its own when the row is too narrow.
const edge = "aria-disabled:cursor-not-allowed aria-disabled:opacity-50 max-sm:grow max-sm:px-4";

type Step = { title: string; description: string; duration: string };

/**
 * The engagement process, one step at a time: a tab per step (go to step), and previous / next.
 * Every step's text is in the HTML, so search engines and readers without JavaScript see it all.
 */
export function ProcessSteps({ steps }: { steps: readonly Step[] }) {
  const [current, setCurrent] = useState(0);
  const baseId = useId();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const last = steps.length - 1;

  function goTo(index: number, focus = false) {
    const next = Math.min(Math.max(index, 0), last);
    setCurrent(next);
    if (focus) tabs.current[next]?.focus();
  }

  function onTabKey(event: KeyboardEvent<HTMLButtonElement>) {
    const moves: Record<string, number> = { ArrowRight: current + 1, ArrowDown: current + 1, ArrowLeft: current - 1, ArrowUp: current - 1, Home: 0, End: last };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    goTo(target, true);
  }

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-8 lg:grid-cols-[minmax(0,20rem)_minmax(0,1fr)]">
      {/* relative: the tabs' screen-reader labels are absolutely positioned, and this scroller must clip them too. */}
      <div
        role="tablist"
        aria-label="Process steps"
        aria-orientation="vertical"
        className="relative flex gap-2 overflow-x-auto pb-2 lg:flex-col lg:overflow-visible lg:pb-0"
      >
        {steps.map((step, index) => (
          <button
            key={step.title}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            id={`${baseId}-tab-${index}`}
            type="button"
            role="tab"
            aria-selected={index === current}
            aria-controls={`${baseId}-panel-${index}`}
            tabIndex={index === current ? 0 : -1}
            onClick={() => goTo(index)}
            onKeyDown={onTabKey}
            className="step-tab"
          >
            <span aria-hidden="true" className="grid size-8 shrink-0 place-items-center rounded-full border border-current font-display font-semibold">
              {index + 1}
            </span>
            <span className="font-medium">
              <span className="sr-only">Step {index + 1}: </span>
              {step.title}
            </span>
          </button>
        ))}
      </div>
      <div className="surface flex flex-col p-5 sm:p-8">
        {steps.map((step, index) => (
          <div
            key={step.title}
            id={`${baseId}-panel-${index}`}
            role="tabpanel"
            aria-labelledby={`${baseId}-tab-${index}`}
            hidden={index !== current}
            className="flex-1"
          >
            <p className="font-display text-sm font-semibold text-accent">
              Step {index + 1} of {steps.length} · {step.duration}
            </p>
            <h3 className="mt-3 font-display text-2xl font-semibold sm:text-3xl">{step.title}</h3>
            <p className="mt-4 max-w-2xl text-lg text-fg-muted">{step.description}</p>
          </div>
        ))}
        <div className="mt-8 flex flex-wrap items-center justify-between gap-3 sm:gap-4">
          {/* aria-disabled rather than disabled: a focused button that becomes disabled drops keyboard focus. */}
          <Button variant="secondary" onClick={() => goTo(current - 1)} aria-disabled={current === 0} className={edge}>
            <span aria-hidden="true">←</span> Previous<span className="sr-only"> step</span>
          </Button>
          <div aria-hidden="true" className="flex gap-1.5 max-sm:hidden">
            {steps.map((step, index) => (
              <span key={step.title} className={`h-1.5 rounded-full transition-all ${index === current ? "w-6 bg-accent" : "w-1.5 bg-ink-600"}`} />
            ))}
          </div>
          <Button variant="secondary" onClick={() => goTo(current + 1)} aria-disabled={current === last} className={edge}>
            Next<span className="sr-only"> step</span> <span aria-hidden="true">→</span>
          </Button>
        </div>
      </div>
    </div>
  );
}
