/** The look of the small text buttons in a message's toolbar (Reply, Edit, Delete, Report). */
export const actionLink =
  "inline-flex h-8 items-center rounded-full px-2.5 text-xs font-medium text-fg-muted hover:bg-ink-700 hover:text-fg disabled:cursor-not-allowed disabled:opacity-60";
