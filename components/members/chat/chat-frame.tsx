import type { ReactNode, Ref, UIEventHandler } from "react";

type ChatFrameProps = {
  /** The frame's height (see chatFrameHeight): the history takes what the header and the footer leave. */
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

/** The chat's box: its header, the scrolling history and what goes under it; a card from tablets up, edge to edge on a phone. */
export function ChatFrame({ heightClass, header, listRef, onScroll, overlay, footer, children, reversed = false }: ChatFrameProps) {
  return (
    <section aria-labelledby="chat-title" className={`flex min-w-0 flex-col sm:surface sm:p-4 lg:p-5 ${heightClass}`}>
      {header}
      <div className="relative flex min-h-0 flex-1 flex-col">
        <div
          ref={listRef}
          onScroll={onScroll}
          tabIndex={0}
          aria-label="Chat history"
          role="region"
          data-chat-history
          className={`relative min-h-0 flex-1 overflow-y-auto overscroll-contain rounded-xl border border-ink-700 bg-ink-900 px-2 py-3 outline-none focus-visible:ring-2 focus-visible:ring-accent sm:p-4 ${reversed ? "flex flex-col-reverse" : ""}`}
        >
          {reversed ? <div className="mb-auto">{children}</div> : children}
        </div>
        {overlay}
      </div>
      {footer}
    </section>
  );
}
