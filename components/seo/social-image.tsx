import { ImageResponse } from "next/og";
import { siteInfo } from "@/lib/content/company";

export const socialImageSize = { width: 1200, height: 630 };
export const socialImageType = "image/png";

type SocialImageInput = { eyebrow: string; title: string; detail: string };

/** The share card for a page: brand mark, what kind of page it is, its title and one line of detail. */
export function socialImage({ eyebrow, title, detail }: SocialImageInput): ImageResponse {
  return new ImageResponse(
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        flexDirection: "column",
        justifyContent: "space-between",
        padding: "64px 72px",
        color: "#eef1f8",
        backgroundColor: "#070a12",
        backgroundImage:
          "radial-gradient(circle at 12% 0%, rgba(94,234,212,0.28), transparent 45%), radial-gradient(circle at 92% 12%, rgba(167,139,250,0.26), transparent 42%)",
      }}
    >
      <div style={{ display: "flex", alignItems: "center", gap: 20 }}>
        <svg width="64" height="64" viewBox="0 0 32 32">
          <defs>
            <linearGradient id="mark" x1="0" y1="1" x2="1" y2="0">
              <stop offset="0" stopColor="#5eead4" />
              <stop offset="1" stopColor="#a78bfa" />
            </linearGradient>
          </defs>
          <rect width="32" height="32" rx="9" fill="#101522" />
          <path d="M8 24V8l16 16V8" fill="none" stroke="url(#mark)" strokeWidth="3.2" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        <div style={{ display: "flex", fontSize: 34, fontWeight: 700, letterSpacing: -0.5 }}>{siteInfo.name}</div>
      </div>
      <div style={{ display: "flex", flexDirection: "column", gap: 24 }}>
        <div style={{ display: "flex", fontSize: 26, fontWeight: 700, color: "#5eead4", textTransform: "uppercase", letterSpacing: 4 }}>{eyebrow}</div>
        <div style={{ display: "flex", fontSize: title.length > 60 ? 58 : 70, fontWeight: 700, lineHeight: 1.08, letterSpacing: -1.5 }}>{title}</div>
        <div style={{ display: "flex", fontSize: 28, color: "#b4bdd0", lineHeight: 1.35 }}>{detail}</div>
      </div>
    </div>,
    socialImageSize,
  );
}
