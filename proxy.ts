import { NextResponse, type NextRequest } from "next/server";
import { decidePath, NOT_FOUND_REWRITE } from "@/lib/site/request-path";

export function proxy(request: NextRequest) {
  const decision = decidePath(request.nextUrl.pathname);
  if (decision.action === "not-found") {
    return NextResponse.rewrite(new URL(NOT_FOUND_REWRITE, request.url));
  }
  if (decision.action === "redirect") {
    return NextResponse.redirect(new URL(decision.location, request.url), 308);
  }
  return NextResponse.next();
}

export const config = {
  matcher: ["/((?!_next/static|_next/image|favicon.ico).*)"],
};
