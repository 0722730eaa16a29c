import type { SocialNetwork } from "@/lib/content/company";

export const socialLabels: Record<SocialNetwork, string> = {
  facebook: "Facebook",
  instagram: "Instagram",
  twitter: "X (Twitter)",
  github: "GitHub",
  youtube: "YouTube",
};

/** A network's mark, drawn by the `social-mark` utility (app/globals.css) in the current text colour. */
export function SocialIcon({ network }: { network: SocialNetwork }) {
  return <span aria-hidden="true" className="social-mark" data-network={network} />;
}
