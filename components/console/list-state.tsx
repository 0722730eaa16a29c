import type { ReactNode } from "react";

/**
 * A console list in its three states before it has rows: failed (an alert), loading, or empty; and
 * the list itself once it has. `items` null means still loading.
 */
export function ListState<T>({
  items,
  error,
  empty,
  children,
}: {
  items: readonly T[] | null;
  error?: string | null;
  empty: ReactNode;
  children: (items: readonly T[]) => ReactNode;
}) {
  if (error) {
    return (
      <p role="alert" className="text-danger">
        {error}
      </p>
    );
  }
  if (items === null) {
    return (
      <p role="status" className="text-fg-muted">
        Loading...
      </p>
    );
  }
  if (items.length === 0) return <p className="text-fg-muted">{empty}</p>;
  return <>{children(items)}</>;
}
