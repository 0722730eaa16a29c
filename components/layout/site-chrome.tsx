import type { ReactNode } from "react";
import { Footer } from "./footer";
import { Header } from "./header";
import { Logo } from "./logo";

// One footer element for every page chrome in a render, so the page's payload carries it once.
const footer = <Footer />;

/** Header, main landmark and footer around a public page. */
export function SiteChrome({ children }: { children: ReactNode }) {
  return (
    <>
      <Header logo={<Logo />} />
      <main id="main" tabIndex={-1} className="min-h-[70vh] pt-(--header-height) outline-none">
        {children}
      </main>
      {footer}
    </>
  );
}
