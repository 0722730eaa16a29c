"use client";

import type { Firestore } from "firebase/firestore";
import {
  useLayoutEffect,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type RefObject,
  type SyntheticEvent,
} from "react";
import type { CommunityMember } from "@/lib/community/directory";
import { mentionsInText, mentionsMax, type MentionRef } from "@/lib/community/mention-model";
import { mentionQueryAt, withMention, type MentionQuery } from "@/lib/community/mention-query";
import { useMentionSearch } from "@/lib/community/use-mention-search";
import { MemberAvatar } from "../member-avatar";

const mentionListId = "chat-mention-list";
const optionId = (uid: string) => `chat-mention-${uid}`;

/** What the popup over the box shows: members to choose from, or a line saying why there are none. */
type MentionView =
  { kind: "options"; typed: MentionQuery; members: CommunityMember[]; settled: boolean } | { kind: "none" | "failed" | "full"; typed: MentionQuery };

type PickerOptions = {
  db: Firestore;
  /** The member typing, never offered. */
  uid: string;
  text: string;
  chosen: readonly MentionRef[];
  textarea: RefObject<HTMLTextAreaElement | null>;
  /** A member chosen: the text with their name in place of what was typed. */
  onChoose: (member: MentionRef, text: string) => void;
};

const prevent = (event: PointerEvent | MouseEvent) => event.preventDefault();

/**
 * Members offered while "@Name" is typed in the send box, as a list under the box's control (the
 * textbox keeps focus, its active option named by `aria-activedescendant`): arrows move, Enter or Tab
 * chooses, Escape closes the list for that "@" and leaves the text alone.
 */
export function useMentionPicker({ db, uid, text, chosen, textarea, onChoose }: PickerOptions) {
  // Where the caret is while the box has focus; null once it leaves.
  const [caret, setCaret] = useState<number | null>(null);
  // Closed for the "@" at `start` while what follows it still starts with `typed` (Escape, or chosen).
  const [closed, setClosed] = useState<{ start: number; typed: string } | null>(null);
  const [active, setActive] = useState<{ typed: string; index: number }>({ typed: "", index: 0 });
  const nextCaret = useRef<number | null>(null);

  const found = caret === null ? null : mentionQueryAt(text, caret);
  const typed = found && closed && closed.start === found.start && found.query.startsWith(closed.typed) ? null : found;
  const full = mentionsInText(text, chosen).length >= mentionsMax;
  const suggestions = useMentionSearch(db, uid, typed && !full ? typed.query : null);

  const read = suggestions && "members" in suggestions ? suggestions : undefined;
  let view: MentionView | null = null;
  if (typed && full) view = { kind: "full", typed };
  else if (typed && suggestions && "failed" in suggestions) view = { kind: "failed", typed };
  else if (typed && read && read.members.length > 0) view = { kind: "options", typed, members: read.members, settled: read.settled };
  // None found: said while the query is one word; with a space in it, the member is typing on.
  else if (typed && read?.settled && !/\s/.test(typed.query)) view = { kind: "none", typed };

  const options = view?.kind === "options" ? view.members : [];
  const index = active.typed === typed?.query && active.index < options.length ? active.index : 0;
  const current = options[index];

  // The caret goes after a chosen name once the box holds it.
  useLayoutEffect(() => {
    const box = textarea.current;
    if (nextCaret.current === null || !box) return;
    box.setSelectionRange(nextCaret.current, nextCaret.current);
    nextCaret.current = null;
  });
  // The active option stays in sight in a list that scrolls.
  const activeId = current ? optionId(current.id) : null;
  useLayoutEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView?.({ block: "nearest" });
  }, [activeId]);

  function choose(member: CommunityMember) {
    if (!typed) return;
    const next = withMention(text, typed, member.name);
    onChoose({ uid: member.id, name: member.name }, next.text);
    setClosed({ start: typed.start, typed: `${member.name} ` });
    setCaret(next.caret);
    nextCaret.current = next.caret;
    textarea.current?.focus();
  }

  /** Keys the list takes while it is shown; true when the key was the list's. */
  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>): boolean {
    if (!view || !typed || event.nativeEvent.isComposing) return false;
    if (event.key === "Escape") {
      event.preventDefault();
      setClosed({ start: typed.start, typed: typed.query });
      return true;
    }
    if (!current) return false;
    const move = { ArrowDown: 1, ArrowUp: -1 }[event.key];
    if (move !== undefined) {
      event.preventDefault();
      setActive({ typed: typed.query, index: (index + move + options.length) % options.length });
      return true;
    }
    if ((event.key === "Enter" || event.key === "Tab") && !event.shiftKey && !event.altKey && !event.ctrlKey && !event.metaKey) {
      event.preventDefault();
      choose(current);
      return true;
    }
    return false;
  }

  /** Follows the caret: on typing, moving it, focus and blur. */
  const track = (box: HTMLTextAreaElement) => setCaret(box.selectionStart === box.selectionEnd ? box.selectionStart : null);
  const box = {
    onSelect: (event: SyntheticEvent<HTMLTextAreaElement>) => track(event.currentTarget),
    onFocus: (event: FocusEvent<HTMLTextAreaElement>) => track(event.currentTarget),
    onBlur: () => setCaret(null),
    "aria-autocomplete": "list" as const,
    "aria-controls": view?.kind === "options" ? mentionListId : undefined,
    "aria-activedescendant": activeId ?? undefined,
  };

  return { view, active: current?.id ?? null, choose, onKeyDown, track, box };
}

const announcement = (view: MentionView | null) => {
  if (!view) return "";
  switch (view.kind) {
    case "options":
      return view.settled ? (view.members.length === 1 ? "1 member found" : `${view.members.length} members found`) : "";
    case "none":
      return `No member named “${view.typed.query}”`;
    case "failed":
      return "Members could not be looked up right now.";
    case "full":
      return `A message can mention at most ${mentionsMax} members.`;
  }
};

/**
 * The popup over the send box (above it, as wide as the box, so the send button stays clear) and the
 * line that tells a screen reader how many members were found. The popup never takes focus: a press on
 * an option chooses it while the box keeps focus (and a phone its keyboard).
 */
export function MentionPopup({ view, active, onChoose }: { view: MentionView | null; active: string | null; onChoose: (member: CommunityMember) => void }) {
  return (
    <>
      <p role="status" className="sr-only">
        {announcement(view)}
      </p>
      {view?.kind === "options" ? (
        <ul
          id={mentionListId}
          role="listbox"
          aria-label="Members to mention"
          className="absolute inset-x-0 bottom-full z-20 mb-2 max-h-64 overflow-y-auto overscroll-contain rounded-xl border border-ink-600 bg-ink-850 p-1 shadow-card"
        >
          {view.members.map((member) => (
            <li
              key={member.id}
              id={optionId(member.id)}
              role="option"
              aria-selected={member.id === active}
              onPointerDown={prevent}
              onMouseDown={prevent}
              onClick={() => onChoose(member)}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-2 py-1.5 text-sm text-fg-muted hover:bg-ink-800 hover:text-fg aria-selected:bg-ink-700 aria-selected:text-fg aria-selected:shadow-[inset_3px_0_0_var(--color-accent)]"
            >
              <MemberAvatar name={member.name} photoURL={member.photoURL} size="sm" />
              <span className="min-w-0 truncate">{member.name}</span>
            </li>
          ))}
        </ul>
      ) : view ? (
        <p
          aria-hidden="true"
          className="absolute inset-x-0 bottom-full z-20 mb-2 rounded-xl border border-ink-600 bg-ink-850 px-3 py-2 text-sm text-fg-muted shadow-card"
        >
          {announcement(view)}
        </p>
      ) : null}
    </>
  );
}
