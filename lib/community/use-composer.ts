"use client";

import { useEffect, useRef, useState, type FormEvent } from "react";
import { isPermissionError } from "@/lib/firebase/subscription-cache";
import { MentionChangedError, SignedOutError } from "./chat";
import { SendRefusedError, type SendProblem } from "./chat-sends";
import { mentionsInText, type MentionRef } from "./mention-model";
import { messageTextLimits, messageTextProblem } from "./message";
import { messageSpacing } from "./spacing";
import type { PostingBlockState } from "./use-posting-block";
import type { PostingPace } from "./use-posting-pace";

export type { SendProblem } from "./chat-sends";

type ComposerOptions = {
  /** Sends the text and the mentions it makes; rejects with `SignedOutError`, the store's refusal, or any other failure. */
  post: (text: string, mentions: MentionRef[]) => Promise<void>;
  block: Pick<PostingBlockState, "blocked" | "isBlocked" | "explainRefusal" | "onLifted">;
  pace: PostingPace;
  /** What the box starts with: typed before it was there (see chat-handover). */
  initialText?: string;
};

/**
 * The send box's message: the text typed (`left`: characters to the limit), the members chosen to
 * mention in it (`chosen`; `mention` puts one in), and `send`, which checks what the store would refuse
 * (a block, the length, invisible text, the spacing) before posting, with the mentions the text still
 * makes. What was typed, and who was chosen, comes back when a send fails; `problem` says why it was
 * not sent.
 */
export function useComposer({ post, block, pace: { spacingMs, slowModeSeconds, lastPostedAt }, initialText = "" }: ComposerOptions) {
  const [text, setText] = useState(initialText);
  const [chosen, setChosen] = useState<MentionRef[]>([]);
  const [problem, setProblem] = useState<SendProblem | null>(null);
  const [sending, setSending] = useState(false);
  // Refused for the spacing: the refusal goes when the member may post again.
  const [waiting, setWaiting] = useState(false);
  const lastSent = useRef(0);
  const { blocked, isBlocked, explainRefusal, onLifted } = block;

  // Unblocked: the refusal no longer holds.
  useEffect(() => onLifted(() => setProblem((current) => (current?.reason === "blocked" ? null : current))), [onLifted]);

  // The member's last message, from this page or another: the spacing runs from it.
  const lastPosted = () => Math.max(lastSent.current, lastPostedAt?.getTime() ?? 0);
  const slowMode = slowModeSeconds * 1000 >= spacingMs && slowModeSeconds > 0;
  const tooFast = (): SendProblem => {
    if (slowMode) return { reason: "slowMode", secondsLeft: Math.max(1, Math.ceil((lastPosted() + spacingMs - Date.now()) / 1000)) };
    return { reason: spacingMs > messageSpacing.ms ? "tooFastFirstDay" : "tooFast" };
  };
  const lastPostedMs = lastPostedAt?.getTime() ?? 0;
  useEffect(() => {
    if (!waiting) return;
    const timer = window.setTimeout(
      () => {
        setWaiting(false);
        setProblem(null);
      },
      Math.max(0, Math.max(lastSent.current, lastPostedMs) + spacingMs - Date.now()),
    );
    return () => window.clearTimeout(timer);
  }, [waiting, lastPostedMs, spacingMs]);

  async function send(event?: FormEvent) {
    event?.preventDefault();
    const body = text.trim();
    const textProblem = messageTextProblem(body);
    if (textProblem === "empty") return;
    if (blocked) return setProblem({ reason: "blocked" });
    if (textProblem) return setProblem({ reason: textProblem });
    if (Date.now() - lastPosted() < spacingMs) {
      setWaiting(true);
      return setProblem(tooFast());
    }
    if (sending) return;
    setSending(true);
    setProblem(null);
    setWaiting(false);
    setText("");
    const sentChosen = chosen;
    setChosen([]);
    lastSent.current = Date.now();
    try {
      await post(body, mentionsInText(body, sentChosen));
    } catch (error) {
      // What was typed comes back, and who was chosen in it, so nothing is lost; a member named under
      // a name they no longer have is to be chosen again.
      setText((current) => (current === "" ? body : current));
      if (error instanceof MentionChangedError) {
        const stale = new Set(error.changed.map((mention) => mention.uid));
        setChosen((current) => [...sentChosen.filter((mention) => !stale.has(mention.uid)), ...current]);
        return setProblem({ reason: "mentionChanged", names: error.changed.map((mention) => mention.name) });
      }
      setChosen((current) => [...sentChosen, ...current]);
      // The server says what refused it, and the pace only when the pace did.
      if (error instanceof SendRefusedError) {
        const { problem: refusal } = error;
        if (refusal.reason === "mentionChanged") {
          const stale = new Set(refusal.names);
          setChosen((current) => current.filter((mention) => !stale.has(mention.name)));
        }
        setWaiting(refusal.reason === "tooFast" || refusal.reason === "tooFastFirstDay" || refusal.reason === "slowMode");
        return setProblem(refusal);
      }
      const signedOut = error instanceof SignedOutError;
      const refused = isPermissionError(error) && !signedOut;
      // A block can arrive while a send is on its way: its refusal is then explained as the block.
      const asBlocked = refused && (isBlocked() || (await explainRefusal()));
      setWaiting(refused && !asBlocked);
      // A block lifted meanwhile explains the refusal but no longer holds: nothing is said then.
      setProblem(signedOut ? { reason: "signedOut" } : asBlocked ? (isBlocked() ? { reason: "blocked" } : null) : refused ? tooFast() : { reason: "failed" });
    } finally {
      setSending(false);
    }
  }

  /** The text as typed: a refusal for its length, or for invisible text, goes once it no longer applies. */
  function edit(value: string) {
    setText(value);
    if (problem?.reason === "tooLong" && messageTextProblem(value) !== "tooLong") setProblem(null);
    if (problem?.reason === "invisible") setProblem(null);
  }

  /** `member` chosen for the mention being typed, `value` the text with their name in. */
  function mention(member: MentionRef, value: string) {
    setChosen((current) => [...current.filter((known) => known.uid !== member.uid), member]);
    edit(value);
  }

  /** A message sent from elsewhere (the box drawn before this one) that was refused: back in the box, with why. */
  function restore(value: string, refusal: SendProblem) {
    setText((current) => (current === "" ? value : current));
    setProblem(refusal);
  }

  return { text, chosen, problem, sending, slowMode, left: messageTextLimits.max - text.length, send, edit, mention, restore };
}
