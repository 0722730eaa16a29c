export type ErrorContext = { source: string; path?: string; digest?: string };

/** The one place errors are logged, so every report carries where it came from. */
export function reportError(error: unknown, context: ErrorContext): void {
  const path = context.path ?? (typeof window !== "undefined" ? window.location.pathname : undefined);
  console.error(`[${context.source}]`, error, { ...context, path });
}

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === "ChunkLoadError" ||
    /Loading (CSS )?chunk [\w/.-]+ failed|Failed to fetch dynamically imported module|Importing a module script failed/i.test(error.message)
  );
}
