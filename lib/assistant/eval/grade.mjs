// Grades the assistant's answers to the questions in ./questions.json. Shared by the test in `npm test`
// (the built-in answerer, called directly) and `npm run eval:assistant` (answers through the route, from
// the built-in answerer or a provider), so both count a hit the same way.

/**
 * What `npm test` holds the built-in answerer to (figures of `figures()` as shares): the evaluation's
 * right page and fact, and each fresh set's figures as they stood when its last change landed, so a
 * change that loses ground on questions nobody tuned for fails.
 */
export const floors = {
  evaluationPageLinked: 0.9,
  evaluationFactStated: 0.84,
  fresh: {
    "fresh.json": { pageLinked: 0.9, factStated: 0.57, admitted: 0.3 },
    "fresh-2.json": { pageLinked: 0.87, factStated: 0.69, admitted: 0.5 },
    "unseen.json": { pageLinked: 0.82, factStated: 0.47, admitted: 0.2 },
    "fresh-3.json": { pageLinked: 0.85, factStated: 0.66, admitted: 0.15, falseAdmissions: 0 },
  },
};
/**
 * What the answerer is built for on each set nobody tuned it for: printed by `npm run eval:assistant`,
 * not enforced. A set without a figure has no target for it.
 */
export const targets = {
  "fresh-3.json": { pageLinked: 0.85, factStated: 0.75, admitted: 0.8, falseAdmissions: 0 },
  "unseen.json": { factStated: 0.7, falseAdmissions: 0 },
  "fresh.json": { factStated: 0.7, falseAdmissions: 0 },
  "fresh-2.json": { factStated: 0.7, falseAdmissions: 0 },
};
/** What it is built for on the set it was tuned on. */
export const evaluationTargets = { pageLinked: 0.9, factStated: 0.9 };

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
function linkedPages(text, sources = []) {
  const inText = [...text.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1] ?? "");
  const all = [...inText, ...sources.map((source) => source.url)];
  return [...new Set(all.map((url) => (url.startsWith("/") ? url.split(/[#?]/)[0] || "/" : url)))];
}

/**
 * One question's result. An answerable question passes when the answer contains its fact and links its
 * page (or one it also accepts). One the site cannot answer passes when the answer links the contact
 * page and no other page of the site (it admits the gap instead of offering unrelated passages), or
 * when it is the built-in answerer's plain policy answer (a yes or no about something the studio does
 * not do or hold, from the content's policy entries).
 */
function grade(question, answer) {
  const pages = linkedPages(answer.text, answer.sources);
  const sitePages = pages.filter((page) => page.startsWith("/"));
  if (question.answerable === false) {
    if (answer.shape === "policy") return { pass: true, misses: [] };
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

/**
 * An answer that says the site does not cover the question: what no answer may say of a question the
 * site answers (a false admission). The built-in answerer and a provider's prompt now say they are not
 * sure instead, which is never false; an answer that still says "doesn't cover" is counted.
 */
export function admits(answer) {
  return /\b(?:doesn't|does not|don't|do not) (?:cover|answer|say|mention) (?:that|this|it)\b/i.test(comparable(answer.text));
}

/** An answer that says it is not sure (the built-in "not sure" answer, or a provider's in the prompt's words). */
function notSure(answer) {
  if (answer.kind) return answer.kind === "not-sure";
  return /^\W*i(?:'| a)m not sure\b/.test(comparable(answer.text));
}

/**
 * What a set's answers show, as counts: of the answerable questions, how many link a page the question
 * accepts, state its fact, and are answered "not covered" (false admissions); of the others, how many are
 * admitted. With the shape of every answer (confident, shortlist, admission, or another of the answerer's
 * own), when the answers carry one.
 */
export function figures(questions, answers) {
  const counts = {
    answerable: 0,
    pageLinked: 0,
    factStated: 0,
    falseAdmissions: 0,
    notSure: 0,
    unanswerable: 0,
    admitted: 0,
    shapes: {},
    notFact: 0,
    offered: 0,
  };
  questions.forEach((question, index) => {
    const answer = answers[index];
    const shape = answer.shape ?? (notSure(answer) ? "admission" : "answer");
    counts.shapes[shape] = (counts.shapes[shape] ?? 0) + 1;
    // Every answer that is not a stated fact (or the team's own) offers to send the question to the team.
    if (answer.kind && !["fact", "taught", "chat"].includes(answer.kind)) {
      counts.notFact += 1;
      if (answer.offer === true) counts.offered += 1;
    }
    if (question.answerable === false) {
      counts.unanswerable += 1;
      if (grade(question, answer).pass) counts.admitted += 1;
      return;
    }
    counts.answerable += 1;
    const pages = linkedPages(answer.text, answer.sources);
    if ([question.link, ...(question.alsoAccept ?? [])].some((page) => pages.includes(page))) counts.pageLinked += 1;
    if (comparable(answer.text).includes(comparable(question.fact))) counts.factStated += 1;
    if (admits(answer)) counts.falseAdmissions += 1;
    if (notSure(answer)) counts.notSure += 1;
  });
  return counts;
}

/**
 * Which typed facts a set's answers stated, by what they were about and the kind of fact (the built-in
 * answerer's `facts`), with how many of those answers passed: rows "engagement × cost" and the like.
 */
export function factKinds(questions, answers) {
  const rows = {};
  questions.forEach((question, index) => {
    const answer = answers[index];
    const stated = [...new Set((answer.facts ?? []).map((fact) => `${fact.about} × ${fact.kind}`))];
    for (const row of stated) {
      rows[row] ??= { answered: 0, passed: 0 };
      rows[row].answered += 1;
      if (grade(question, answer).pass) rows[row].passed += 1;
    }
  });
  return rows;
}

/** The typed facts' table for several sets: a row for each kind, "answered (passed)" per set. */
export function describeFactKinds(bySet) {
  const names = Object.keys(bySet);
  const rows = [...new Set(names.flatMap((name) => Object.keys(bySet[name])))].sort();
  const cell = (name, row) => {
    const count = bySet[name][row];
    return (count ? `${count.answered} (${count.passed})` : "-").padEnd(16);
  };
  return [
    `  ${"about × kind".padEnd(24)}${names.map((name) => name.padEnd(16)).join("")}`,
    ...rows.map((row) => `  ${row.padEnd(24)}${names.map((name) => cell(name, row)).join("")}`),
    `  answered (passed): questions each kind of typed fact answered, and how many of those answers passed`,
  ].join("\n");
}

const share = (part, whole) => `${part}/${whole} = ${whole ? ((part / whole) * 100).toFixed(1) : "0.0"}%`;

/** The figures as lines for a report: no question and no miss, so a set's misses can stay unread. */
export function describeFigures(counts) {
  const total = counts.answerable + counts.unanswerable;
  return [
    `  right page linked      ${share(counts.pageLinked, counts.answerable)}`,
    `  fact stated            ${share(counts.factStated, counts.answerable)}`,
    `  false admissions       ${counts.falseAdmissions}`,
    `  answerable, not sure   ${share(counts.notSure, counts.answerable)}`,
    `  team offered           ${share(counts.offered, counts.notFact)} of the answers that state no fact`,
    `  unanswerable admitted  ${share(counts.admitted, counts.unanswerable)}`,
    `  shapes                 ${Object.entries(counts.shapes)
      .sort()
      .map(([shape, count]) => `${shape} ${share(count, total)}`)
      .join(", ")}`,
  ].join("\n");
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
