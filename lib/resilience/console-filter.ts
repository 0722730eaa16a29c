const METHODS = ["error", "warn", "log", "info", "debug"] as const;

/**
 * Console messages that say nothing about our code. Hiding the log never hides the failure itself:
 * rejected calls still reject and failed loads still fail for the code that made them.
 * - dev tool hints from React and Next, printed on every load in development;
 * - Firebase Auth when the project has no auth configuration (CONFIGURATION_NOT_FOUND);
 * - rate-limited (429) loads, which fetchWithRetry retries;
 * - Firestore permission refusals ("Missing or insufficient permissions", code permission-denied).
 */
const NOISY_PATTERNS: readonly RegExp[] = [
  /Download the React DevTools for a better development experience/,
  /\[Fast Refresh\]/,
  /\[HMR\]/,
  /CONFIGURATION[_-]NOT[_-]FOUND/i,
  /Failed to load resource: the server responded with a status of 429/,
  /^(?=[\s\S]*\b429\b)(?=[\s\S]*\b(?:Too Many Requests|load|failed)\b)/i,
  /Missing or insufficient permissions/,
];

function describeError(error: Error): string {
  const code: unknown = (error as Error & { code?: unknown }).code;
  return `${error.name}: ${error.message}${code === undefined ? "" : ` ${String(code)}`}`;
}

function describeObject(value: object): string {
  try {
    const json = JSON.stringify(value);
    if (json !== undefined) return json;
  } catch {
    // Circular or holds a BigInt: fall back to String below.
  }
  return String(value);
}

/** A console argument as text; never throws, whatever the argument's toString or getters do. */
function asText(value: unknown): string {
  try {
    if (typeof value === "string") return value;
    if (value instanceof Error) return describeError(value);
    if (typeof value === "object" && value !== null) return describeObject(value);
    return String(value);
  } catch {
    return "";
  }
}

export function isNoisyConsoleMessage(args: unknown[]): boolean {
  const text = args.map(asText).join(" ");
  return NOISY_PATTERNS.some((pattern) => pattern.test(text));
}

const installed = new WeakMap<Console, () => void>();

/** Hides known console noise and passes everything else through untouched; returns the function that restores the console. */
export function installConsoleFilter(target: Console = console): () => void {
  const existing = installed.get(target);
  if (existing) return existing;

  const originals = METHODS.map((method) => [method, target[method]] as const);
  for (const [method, original] of originals) {
    target[method] = function filtered(this: Console, ...args: unknown[]) {
      if (isNoisyConsoleMessage(args)) return;
      original.apply(this, args);
    };
  }

  const restore = () => {
    if (installed.get(target) !== restore) return;
    for (const [method, original] of originals) target[method] = original;
    installed.delete(target);
  };
  installed.set(target, restore);
  return restore;
}
