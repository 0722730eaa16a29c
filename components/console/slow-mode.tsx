"use client";

import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { useMemberSession } from "@/components/members/member-session";
import { slowModeChoices } from "@/lib/community/room";
import { roomSource } from "@/lib/community/room";
import { useLive } from "@/lib/firebase/use-live";
import { setSlowMode, type Moderator } from "@/lib/console/moderation";

const describe = (seconds: number) => (seconds === 0 ? "off" : `one message every ${seconds} seconds`);

/** The room's slow mode: how long every member but staff waits between two of their messages. */
export function SlowMode({ moderator }: { moderator: Moderator }) {
  const { db } = useMemberSession();
  const room = useLive(roomSource(db));
  const current = room?.slowModeSeconds ?? 0;
  const [choice, setChoice] = useState<number | null>(null);
  const selected = choice ?? current;
  const [done, setDone] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function apply(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setProblem(null);
    setDone("");
    try {
      await setSlowMode(db, moderator, selected);
      setChoice(null);
      setDone(selected === 0 ? "Slow mode is off." : `Slow mode is on: ${describe(selected)} for every member but staff.`);
    } catch {
      setProblem("Slow mode was not changed. Check your connection and try again.");
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="slow-mode-title" className="space-y-3">
      <div>
        <h2 id="slow-mode-title" className="font-display text-2xl font-semibold">
          Slow mode
        </h2>
        <p className="mt-1 text-sm text-fg-muted">
          {room === undefined ? "Loading..." : `Now ${describe(current)}.`} When a flood starts, make every member but staff wait between their messages; the
          send box tells them how long.
        </p>
      </div>
      <form onSubmit={apply} className="space-y-3">
        <fieldset className="flex flex-wrap gap-x-5 gap-y-2">
          <legend className="mb-2 text-sm font-semibold">Time between one member&apos;s messages</legend>
          {slowModeChoices.map((seconds) => (
            <label key={seconds} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name="slow-mode"
                value={seconds}
                checked={selected === seconds}
                onChange={() => setChoice(seconds)}
                className="size-4 accent-accent"
              />
              {seconds === 0 ? "Off" : `${seconds} seconds`}
            </label>
          ))}
        </fieldset>
        <Button type="submit" size="sm" disabled={busy || room === undefined || selected === current}>
          Apply
        </Button>
        <p role="status" className="text-sm text-accent empty:hidden">
          {done}
        </p>
        <p role="alert" className="text-sm text-danger empty:hidden">
          {problem ?? ""}
        </p>
      </form>
    </section>
  );
}
