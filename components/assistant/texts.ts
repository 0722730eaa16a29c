/** The assistant's fixed texts, shared by the widget and the pages that load it. */
export const assistantTexts = {
  loading: "Loading...",
  error: "Error",
  retry: "Try Again",
  limit: (limit: number) => `You have reached the limit of ${limit} questions a day for this assistant.`,
} as const;
