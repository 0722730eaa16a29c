// Grades the assistant's answers to the questions in ./questions.json. Shared by the test in `npm test`
// (the built-in answerer, called directly) and `npm run eval:assistant` (answers through the route, from
// the built-in answerer or a provider), so both count a hit the same way.

/** Answers must reach this share in `npm test`; the target the answerer is built for is `targetScore`. */
export const floorScore = 0.85;
export const targetScore = 0.9;

/** Text as a reader compares it: case, dashes, spaces, Markdown emphasis and link syntax ignored. */
export function comparable(text) {
  return text
    .normalize("NFKC")
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/\*\*|__/g, "")
    .replace(/[‐-―−]/g, "-")
    .replace(/[’‘]/g, "'")
    .replace(/\s+/g, " ")
    .toLowerCase()
    .trim();
}

/** The page paths an answer links, in order, without fragments or queries; e-mail and phone links as written. */
export function linkedPages(text, sources = []) {
  const inText = [...text.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1] ?? "");
  const all = [...inText, ...sources.map((source) => source.url)];
  return [...new Set(all.map((url) => (url.startsWith("/") ? url.split(/[#?]/)[0] || "/" : url)))];
}

/**
 * One question's result. An answerable question passes when the answer contains its fact and links its
 * page (or one it also accepts). One the site cannot answer passes when the answer links the contact
 * page and no other page of the site: it admits the gap instead of offering unrelated passages.
 */
export function grade(question, answer) {
  const pages = linkedPages(answer.text, answer.sources);
  const sitePages = pages.filter((page) => page.startsWith("/"));
  if (question.answerable === false) {
    const misses = [];
    if (!sitePages.includes("/contact")) misses.push("no link to /contact");
    const others = sitePages.filter((page) => page !== "/contact");
    if (others.length > 0) misses.push(`offers ${others.join(", ")}`);
    return { pass: misses.length === 0, misses };
  }
  const misses = [];
  const accepted = [question.link, ...(question.alsoAccept ?? [])];
  if (!accepted.some((page) => sitePages.includes(page))) misses.push(`no link to ${accepted.join(" or ")}`);
  if (!comparable(answer.text).includes(comparable(question.fact))) misses.push(`no "${question.fact}"`);
  return { pass: misses.length === 0, misses };
}

/** Every question graded, with the score and the misses (in the questions' order). */
export function evaluate(questions, answers) {
  const results = questions.map((question, index) => ({ question, answer: answers[index], ...grade(question, answers[index]) }));
  const passed = results.filter((result) => result.pass).length;
  return { results, passed, total: results.length, score: results.length ? passed / results.length : 0 };
}

/** The report both commands print: each miss with what was wrong, then the score per topic and overall. */
export function report({ results, passed, total, score }) {
  const lines = [];
  for (const result of results.filter((entry) => !entry.pass)) {
    lines.push(`✗ [${result.question.topic}] ${result.question.question}`);
    lines.push(`    ${result.misses.join("; ")}`);
    lines.push(`    answer: ${comparable(result.answer.text).slice(0, 220)}`);
  }
  const topics = [...new Set(results.map((result) => result.question.topic))];
  lines.push("");
  for (const topic of topics) {
    const inTopic = results.filter((result) => result.question.topic === topic);
    lines.push(`  ${topic.padEnd(14)} ${inTopic.filter((result) => result.pass).length}/${inTopic.length}`);
  }
  lines.push(`Score: ${passed}/${total} = ${(score * 100).toFixed(1)}%`);
  return lines.join("\n");
}
