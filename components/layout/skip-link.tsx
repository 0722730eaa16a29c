export function SkipLink() {
  return (
    <a
      href="#main"
      className="fixed left-4 top-3 z-[100] -translate-y-24 rounded-full bg-accent px-5 py-2.5 text-sm font-semibold text-accent-ink shadow-glow transition-transform focus:translate-y-0"
    >
      Skip to main content
    </a>
  );
}
