import type { ReactNode, Ref, UIEventHandler } from "react";

type ChatFrameProps = {
  heightClass: string;
  header: ReactNode;
  /** The scrolling history, for the chat's own scroll keeping. */
  listRef?: Ref<HTMLDivElement>;
  onScroll?: UIEventHandler<HTMLDivElement>;
  /** Floats over the history's bottom edge (the "new messages" button). */
  overlay?: ReactNode;
  /** Below the history: notices and the send box. */
  footer: ReactNode;
  /** The history's content. */
  children: ReactNode;
  /**
   * A history that starts at its newest message without script (column-reverse, its content kept at the
   * top while it fits): the chat drawn before it connects.
   */
  reversed?: boolean;
};

/** The chat's box: its header, the scrolling history and what goes under it. */
export function ChatFrame({ heightClass, header, listRef, onScroll, overlay, footer, children, reversed = false }: ChatFrameProps) {
  return (
    <section aria-labelledby="chat-title" className="surface flex min-w-0 flex-col p-3 sm:p-6">
      {header}
      <div className="relative mt-4">
        <div
          ref={listRef}
          onScroll={onScroll}
          tabIndex={0}
          aria-label="Chat history"
          role="region"
          data-chat-history
          className={`${heightClass} relative overflow-y-auto overscroll-contain rounded-xl border border-ink-700 bg-ink-900 p-2 outline-none focus-visible:ring-2 focus-visible:ring-accent sm:p-4 ${reversed ? "flex flex-col-reverse" : ""}`}
        >
          {reversed ? <div className="mb-auto">{children}</div> : children}
        </div>
        {overlay}
      </div>
      {footer}
    </section>
  );
}
