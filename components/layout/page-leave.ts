/**
 * How the current page leaves before the router moves to another path: set by the site's page
 * transition while it animates (capable devices, motion allowed), read by `Link`. Null: pages swap at once.
 */
type Leave = () => Promise<void>;

let current: Leave | null = null;

/** Makes `leave` the current page's way out; returns what takes it back. */
export function setPageLeave(leave: Leave): () => void {
  current = leave;
  return () => {
    if (current === leave) current = null;
  };
}

export function pageLeave(): Leave | null {
  return current;
}
