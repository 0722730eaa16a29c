import { Button } from "@/components/ui/button";

type OlderMessagesProps = {
  /** No older messages are left to load. */
  exhausted: boolean;
  empty: boolean;
  loading: boolean;
  onLoad: () => void;
};

/** Above the messages: older ones on request, else the beginning of the conversation. */
export function OlderMessages({ exhausted, empty, loading, onLoad }: OlderMessagesProps) {
  return (
    <div className="mb-3 flex justify-center">
      {exhausted ? (
        <p className="text-xs text-fg-subtle">The beginning of the conversation</p>
      ) : !empty ? (
        <Button variant="ghost" size="sm" onClick={onLoad} disabled={loading}>
          {loading ? "Loading..." : "Load older messages"}
        </Button>
      ) : (
        <p className="text-sm text-fg-muted">No messages yet: say hello.</p>
      )}
    </div>
  );
}
