/** What an entry holds; each kind has its own time to live. */
export type CacheKind = "stats" | "profile" | "members" | "chat" | "block" | "readMark" | "room" | "staff" | "presence" | "console" | "mentions";

export const cacheTtlMs: Record<CacheKind, number> = {
  stats: 5 * 60 * 1000,
  chat: 30 * 1000,
  members: 10 * 60 * 1000,
  profile: 15 * 60 * 1000,
  block: 5 * 60 * 1000,
  readMark: 5 * 60 * 1000,
  room: 5 * 60 * 1000,
  staff: 10 * 60 * 1000,
  presence: 5 * 60 * 1000,
  mentions: 60 * 1000,
  // The console's lists: a tab left and opened again within a minute shows its list at once.
  console: 60 * 1000,
};

export const expiryIntervalMs = 2 * 60 * 1000;

/** A live piece of data. Subscribers of the same key share one listener and one cached value. */
export type Source<T> = {
  kind: CacheKind;
  key: string;
  /** Starts the live listener and returns its stop. */
  listen(next: (value: T) => void, fail: (error: unknown) => void): () => void;
  /** What subscribers see once the listener has failed, given the last cached value. */
  fallback(error: unknown, cached: T | undefined): T;
};

export type SourceInfo = Pick<Source<unknown>, "kind" | "key">;

/** Runs `task` every `ms` and returns what stops it. */
export type Repeat = (task: () => void, ms: number) => () => void;

export type CacheOptions = {
  now?: () => number;
  repeat?: Repeat;
  onError?: (error: unknown, source: SourceInfo) => void;
};

type Subscriber = (value: unknown) => void;

/** One start of a source's listener; callbacks from an older run are ignored. */
type Run = { stop?: () => void };

type Entry = {
  source: Source<unknown>;
  subscribers: Set<Subscriber>;
  cached?: { value: unknown; at: number };
  run?: Run;
  /** The cached value came from the listener that is running now, so it is current whatever its age. */
  current: boolean;
  /** The last listener ended in an error; it is retried once the entry expires. */
  failed: boolean;
  /** The later of the last value and the last start: the expiry round ages entries by it. */
  touchedAt: number;
};

/** Firestore's refusal by the security rules: expected for some reads and never worth a console line. */
export function isPermissionError(error: unknown): boolean {
  if (typeof error !== "object" || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  return code === "permission-denied" || (typeof message === "string" && message.includes("Missing or insufficient permissions"));
}

const everyInterval: Repeat = (task, ms) => {
  const handle = setInterval(task, ms);
  return () => clearInterval(handle);
};

/**
 * One live listener per key, shared by every subscriber and reference counted. Values are cached with
 * their time; an expiry round every two minutes drops expired idle entries and restarts failed busy ones.
 */
export class SubscriptionCache {
  private readonly entries = new Map<string, Entry>();
  private readonly now: () => number;
  private readonly repeat: Repeat;
  private readonly onError?: (error: unknown, source: SourceInfo) => void;
  private stopExpiring?: () => void;

  constructor(options: CacheOptions = {}) {
    this.now = options.now ?? (() => Date.now());
    this.repeat = options.repeat ?? everyInterval;
    this.onError = options.onError;
  }

  /** Calls `listener` with the fresh cached value at once (if any), then with every new value. */
  subscribe<T>(source: Source<T>, listener: (value: T) => void): () => void {
    const entry = this.entries.get(source.key) ?? this.create(source);
    const subscriber: Subscriber = (value) => listener(value as T);
    entry.subscribers.add(subscriber);
    this.stopExpiring ??= this.repeat(() => this.expire(), expiryIntervalMs);
    if (entry.cached && this.usable(entry)) this.deliver(entry, subscriber, entry.cached.value);
    if (!entry.run && entry.subscribers.has(subscriber) && !(entry.failed && !this.expired(entry))) this.start(entry);

    let subscribed = true;
    return () => {
      if (!subscribed) return;
      subscribed = false;
      entry.subscribers.delete(subscriber);
      // Deferred so StrictMode's unmount and immediate remount keep the same listener.
      if (entry.subscribers.size === 0) void Promise.resolve().then(() => this.release(entry));
    };
  }

  /**
   * A value read elsewhere (the server's first page), cached as read now: subscribers get it at once
   * until the listener's first. Only where nothing is cached yet: a value from a listener is newer.
   */
  seed<T>(source: Source<T>, value: T): void {
    const entry = this.entries.get(source.key) ?? this.create(source);
    if (!entry.cached) entry.cached = { value, at: this.now() };
  }

  /** The cached value when it is fresh (or kept current by a live listener). */
  peek<T>(key: string): T | undefined {
    const entry = this.entries.get(key);
    return entry?.cached && this.usable(entry) ? (entry.cached.value as T) : undefined;
  }

  activeListeners(): number {
    let live = 0;
    for (const entry of this.entries.values()) if (entry.run) live += 1;
    return live;
  }

  /**
   * Drops expired entries: idle ones go, and ones with subscribers whose listener is not current (it
   * failed) get a fresh listener. A current listener is never restarted, however quiet: restarting it
   * would read its documents again for nothing.
   */
  expire(): void {
    for (const [key, entry] of this.entries) {
      if (!this.expired(entry)) continue;
      if (entry.subscribers.size > 0 && entry.run && entry.current) continue;
      this.stop(entry);
      if (entry.subscribers.size === 0) this.entries.delete(key);
      else this.start(entry);
    }
    this.expireOnlyWhileNeeded();
  }

  /** Stops every listener and forgets everything (before sign-out). */
  clear(): void {
    for (const entry of this.entries.values()) this.stop(entry);
    this.entries.clear();
    this.expireOnlyWhileNeeded();
  }

  private create(source: Source<unknown>): Entry {
    const entry: Entry = { source, subscribers: new Set(), current: false, failed: false, touchedAt: this.now() };
    this.entries.set(source.key, entry);
    return entry;
  }

  private expired(entry: Entry): boolean {
    return this.now() - entry.touchedAt >= cacheTtlMs[entry.source.kind];
  }

  private usable(entry: Entry): boolean {
    return entry.current || (entry.cached !== undefined && this.now() - entry.cached.at < cacheTtlMs[entry.source.kind]);
  }

  private start(entry: Entry): void {
    const run: Run = {};
    Object.assign(entry, { run, current: false, failed: false, touchedAt: this.now() });
    let stop: () => void;
    try {
      stop = entry.source.listen(
        (value) => {
          if (entry.run === run) this.store(entry, value, true);
        },
        (error) => {
          if (entry.run === run) this.fail(entry, error);
        },
      );
    } catch (error) {
      this.fail(entry, error);
      return;
    }
    // The listener may have failed (or been replaced) before `listen` returned.
    if (entry.run === run) run.stop = stop;
    else stop();
  }

  private stop(entry: Entry): void {
    const run = entry.run;
    entry.run = undefined;
    entry.current = false;
    run?.stop?.();
  }

  private release(entry: Entry): void {
    if (this.entries.get(entry.source.key) !== entry || entry.subscribers.size > 0) return;
    this.stop(entry);
    if (!entry.cached) this.entries.delete(entry.source.key);
    this.expireOnlyWhileNeeded();
  }

  private fail(entry: Entry, error: unknown): void {
    this.stop(entry);
    entry.failed = true;
    this.store(entry, entry.source.fallback(error, entry.cached?.value), false);
    if (!isPermissionError(error)) this.onError?.(error, { kind: entry.source.kind, key: entry.source.key });
  }

  private store(entry: Entry, value: unknown, current: boolean): void {
    const at = this.now();
    Object.assign(entry, { cached: { value, at }, current, touchedAt: at });
    for (const subscriber of [...entry.subscribers]) this.deliver(entry, subscriber, value);
  }

  /** One subscriber that throws must not keep the value from the others. */
  private deliver(entry: Entry, subscriber: Subscriber, value: unknown): void {
    try {
      subscriber(value);
    } catch (error) {
      this.onError?.(error, { kind: entry.source.kind, key: entry.source.key });
    }
  }

  private expireOnlyWhileNeeded(): void {
    if (this.entries.size > 0 || !this.stopExpiring) return;
    this.stopExpiring();
    this.stopExpiring = undefined;
  }
}
