/** The look of the small text buttons under a message (Reply, Edit, Delete, Report). */
export const actionLink = "inline-flex min-h-6 items-center text-xs text-fg-subtle underline-offset-4 hover:text-fg hover:underline";
