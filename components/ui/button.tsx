import Link from "@/components/layout/link";
import type { ComponentProps, ReactNode } from "react";

type Variant = "primary" | "secondary" | "ghost";
type Size = "md" | "lg" | "sm";

// The styles are the btn utilities in app/globals.css, named in full so Tailwind finds them.
const variants: Record<Variant, string> = { primary: "btn-primary", secondary: "btn-secondary", ghost: "btn-ghost" };
const sizes: Record<Size, string> = { sm: "btn-sm", md: "btn-md", lg: "btn-lg" };

/** A small rounded link: in-page jumps and lists of related pages. */
export const pillLinkClass = "pill-link";

export function buttonClass(variant: Variant = "primary", size: Size = "md", extra = ""): string {
  return `btn ${variants[variant]} ${sizes[size]} ${extra}`.trim();
}

type ButtonProps = ComponentProps<"button"> & { variant?: Variant; size?: Size };

export function Button({ variant, size, className = "", type = "button", ...props }: ButtonProps) {
  return <button type={type} className={buttonClass(variant, size, className)} {...props} />;
}

type ButtonLinkProps = Omit<ComponentProps<typeof Link>, "className"> & {
  variant?: Variant;
  size?: Size;
  className?: string;
  children: ReactNode;
};

export function ButtonLink({ variant, size, className = "", ...props }: ButtonLinkProps) {
  return <Link className={buttonClass(variant, size, className)} {...props} />;
}
