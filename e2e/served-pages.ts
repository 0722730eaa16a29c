import type { APIRequestContext } from "@playwright/test";
import { JSDOM } from "jsdom";

/** Local path of an absolute URL built from NEXT_PUBLIC_SITE_URL, whatever host that names. */
export const pathOf = (url: string) => {
  const { pathname, search } = new URL(url);
  return `${pathname}${search}`;
};

/** A page as the server answers it: what a crawler, a proxy or a browser's first request sees. */
export type ServedPage = {
  path: string;
  status: number;
  headers: Record<string, string>;
  html: string;
  /** The answer parsed as HTML, with no script run: the document before hydration. */
  document: Document;
};

/** Every answer fetched by this worker, by path, so each page is requested once for all the checks. */
const served = new Map<string, Promise<ServedPage>>();

/** The server's answer for `path`, without following redirects. */
function servedPage(request: APIRequestContext, path: string): Promise<ServedPage> {
  let answer = served.get(path);
  if (!answer) {
    answer = request.get(path, { maxRedirects: 0 }).then(async (response) => {
      const html = await response.text();
      return { path, status: response.status(), headers: response.headers(), html, document: new JSDOM(html).window.document };
    });
    served.set(path, answer);
  }
  return answer;
}

/** Every answer for `paths`, fetched a few at a time (the server is on this machine and shares its cores). */
export async function servedPages(request: APIRequestContext, paths: readonly string[]): Promise<ServedPage[]> {
  const pages: ServedPage[] = [];
  for (let start = 0; start < paths.length; start += 4)
    pages.push(...(await Promise.all(paths.slice(start, start + 4).map((path) => servedPage(request, path)))));
  return pages;
}

/** Statuses of plain GETs (links, images, feeds), each asked once per worker. */
const statuses = new Map<string, Promise<{ status: number; contentType: string }>>();

export function statusOf(request: APIRequestContext, path: string): Promise<{ status: number; contentType: string }> {
  let answer = statuses.get(path);
  if (!answer) {
    answer = request.get(path, { maxRedirects: 0 }).then((response) => ({ status: response.status(), contentType: response.headers()["content-type"] ?? "" }));
    statuses.set(path, answer);
  }
  return answer;
}

/**
 * Runs `check` on every page and fails once, listing every page that broke it with what was wrong, so
 * one run shows the whole extent of a regression. `check` returns its problems; none means it passed.
 */
export async function expectEveryPage<T extends { path: string }>(pages: readonly T[], check: (page: T) => Promise<string[]> | string[]): Promise<void> {
  const failures: string[] = [];
  let failing = 0;
  for (const page of pages) {
    const problems = await check(page);
    if (problems.length > 0) failing += 1;
    failures.push(...problems.map((problem) => `${page.path}: ${problem}`));
  }
  if (failures.length > 0) throw new Error(`${failures.length} problem(s) on ${failing} of ${pages.length} pages:\n${failures.join("\n")}`);
}
