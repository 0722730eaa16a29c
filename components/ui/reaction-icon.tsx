import type { ReactNode } from "react";

/**
 * Small line icons drawn as SVG: emoji would depend on the reader's fonts (Chromium on Linux without
 * an emoji font draws empty boxes).
 */
const paths: Record<string, ReactNode> = {
  like: <path d="M7 10v10H4V10h3Zm0 0 4-7c1.5 0 2.6 1.1 2.3 2.6L12.7 9H19a2 2 0 0 1 2 2.3l-1.2 7A2 2 0 0 1 17.8 20H7" />,
  "not-helpful": <path d="M17 14V4h3v10h-3Zm0 0-4 7c-1.5 0-2.6-1.1-2.3-2.6l.6-3.4H5a2 2 0 0 1-2-2.3l1.2-7A2 2 0 0 1 6.2 4H17" />,
  love: <path d="M12 20s-7.5-4.6-7.5-10.2A4.2 4.2 0 0 1 12 7.3a4.2 4.2 0 0 1 7.5 2.5C19.5 15.4 12 20 12 20Z" />,
  celebrate: (
    <>
      <path d="m4 20 4.2-11.5 7.3 7.3L4 20Z" />
      <path d="M13 4.5 13.8 7M19.5 10.5 17 11.2M17.5 4.5l-2.2 2.2M20 6.5h.01M10.5 3h.01" />
    </>
  ),
  funny: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M8 13.5c.8 2 2.2 3 4 3s3.2-1 4-3H8ZM9 9.5h.01M15 9.5h.01" />
    </>
  ),
  insightful: <path d="M9.5 18h5M10.5 21h3M12 3a6 6 0 0 0-3.6 10.8c.7.6 1.1 1.3 1.1 2.2h5c0-.9.4-1.6 1.1-2.2A6 6 0 0 0 12 3Z" />,
  watching: (
    <>
      <path d="M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12Z" />
      <circle cx="12" cy="12" r="2.8" />
    </>
  ),
  "add-reaction": (
    <>
      <circle cx="11" cy="12" r="7.5" />
      <path d="M8 13.5c.7 1.4 1.7 2 3 2s2.3-.6 3-2M8.5 10h.01M13.5 10h.01M19 3v4M17 5h4" />
    </>
  ),
};

export function ReactionIcon({
  name,
  className = "size-4",
}: {
  name: "like" | "not-helpful" | "love" | "celebrate" | "funny" | "insightful" | "watching" | "add-reaction";
  className?: string;
}) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      {paths[name]}
    </svg>
  );
}
