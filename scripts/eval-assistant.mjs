// `npm run eval:assistant [-- --no-build]`: the assistant graded through the real route on five sets.
// Starts the production server with no provider keys and asks every question (each from its own address,
// so the per-visitor limit does not interfere). For lib/assistant/eval/questions.json and practice.json,
// which the answerer was tuned on, it prints each miss and the score; for unseen.json, fresh.json, fresh-2.json and
// fresh-3.json, written from the content alone and never used to tune it, only figures, so their misses stay unread; then
// the table of typed facts the answers stated (what they were about × the kind of fact), per set. Every set's figures:
// right page linked, fact stated, false admissions (answerable questions answered "not covered"),
// unanswerable questions admitted, and the share of each answer shape. A question asked from a page is sent
// with it, as the widget sends it. When OPENROUTER_API_KEY or
// GEMINI_API_KEY is set in the environment, a second pass asks the same questions through the configured
// provider (this reaches the provider, so it is not part of `npm test`).
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { describeFactKinds, describeFigures, evaluate, evaluationTargets, factKinds, figures, report, targets } from "../lib/assistant/eval/grade.mjs";
import { buildProduction, root, serverScript, startProduction } from "./production.mjs";

const load = (name) => JSON.parse(readFileSync(join(root, "lib/assistant/eval", name), "utf8")).questions;
const sets = [
  { name: "questions.json", about: "tuned on", questions: load("questions.json"), misses: true },
  { name: "practice.json", about: "tuned on while building the typed facts", questions: load("practice.json"), misses: true },
  { name: "unseen.json", about: "written before the answerer's last rounds of tuning, never read since", questions: load("unseen.json"), misses: false },
  { name: "fresh.json", about: "written before the answerer's rework, never read", questions: load("fresh.json"), misses: false },
  { name: "fresh-2.json", about: "written before the typed facts, never read", questions: load("fresh-2.json"), misses: false },
  { name: "fresh-3.json", about: "written before the language data, never read", questions: load("fresh-3.json"), misses: false },
];
/** The sets nobody tuned for, each held to its targets. */
const freshSets = Object.keys(targets);

function options() {
  const { values } = parseArgs({ options: { "no-build": { type: "boolean", default: false } } });
  return { build: !values["no-build"] || !existsSync(serverScript) };
}

/** One question (and the page it is asked from, if any) through POST /api/assistant: the streamed text and the answer's sources. */
async function ask(origin, { question, page }, index) {
  const response = await fetch(`${origin}/api/assistant`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": `10.77.${(index >> 8) & 255}.${index & 255}` },
    body: JSON.stringify({ messages: [{ role: "user", content: question }], ...(page ? { page } : {}) }),
  });
  const body = await response.text();
  if (response.status !== 200) throw new Error(`Question ${index} was answered ${response.status}: ${body.slice(0, 200)}`);
  const chunks = body
    .split("\n\n")
    .map((block) => block.replace(/^data: /, "").trim())
    .filter((data) => data && data !== "[DONE]")
    .map((data) => JSON.parse(data));
  const metadata = chunks.find((chunk) => chunk.type === "finish")?.messageMetadata ?? {};
  const text = chunks
    .filter((chunk) => chunk.type === "text-delta")
    .map((chunk) => chunk.delta)
    .join("");
  // A provider's sources are the passages it was given, not the links it wrote: only its text counts.
  const builtIn = metadata.provider === "built-in";
  return {
    text,
    sources: builtIn ? (metadata.sources ?? []) : [],
    provider: metadata.provider,
    ...(builtIn ? { shape: metadata.shape, facts: metadata.facts ?? [] } : {}),
    ...(metadata.kind ? { kind: metadata.kind, offer: metadata.offer === true } : {}),
  };
}

/** Every question of a set through the route, then its figures (and, for the set tuned on, its misses). */
async function grade(origin, label, set, offset) {
  const answers = [];
  for (const [index, question] of set.questions.entries()) answers.push(await ask(origin, question, offset + index));
  const providers = [...new Set(answers.map((answer) => answer.provider))].join(", ");
  const result = evaluate(set.questions, answers);
  const counts = figures(set.questions, answers);
  const scored = set.misses ? report(result) : `Score: ${result.passed}/${result.total} = ${(result.score * 100).toFixed(1)}%`;
  console.log(`\n${label}: ${set.name}, ${set.about} (answered by: ${providers})\n${scored}\n${describeFigures(counts)}`);
  return { ...counts, kinds: factKinds(set.questions, answers) };
}

/** Every set on one server. */
async function pass(label, env) {
  const { origin, stop } = await startProduction({ env, quiet: true });
  try {
    const results = {};
    let offset = 0;
    for (const set of sets) {
      results[set.name] = await grade(origin, label, set, offset);
      offset += set.questions.length;
    }
    return results;
  } finally {
    stop();
  }
}

/** The set tuned on, against its own targets. */
function evaluationVerdict(counts) {
  const share = (part) => part / Math.max(1, counts.answerable);
  return [
    ["right page linked", share(counts.pageLinked), evaluationTargets.pageLinked],
    ["fact stated", share(counts.factStated), evaluationTargets.factStated],
  ]
    .map(([name, value, target]) => `${value >= target ? "✓" : "✗"} ${name} ${(value * 100).toFixed(1)}% (target ${target * 100}%)`)
    .join("\n");
}

/** A fresh set's figures against the targets the answerer is built for on it. */
function verdict(name, counts) {
  const target = targets[name];
  const share = (part) => part / Math.max(1, counts.answerable);
  const rows = [
    ["right page linked", share(counts.pageLinked), target.pageLinked],
    ["fact stated", share(counts.factStated), target.factStated],
    ["unanswerable admitted", counts.admitted / Math.max(1, counts.unanswerable), target.admitted],
  ].filter(([, , goal]) => goal !== undefined);
  const lines = rows.map(([label, value, goal]) => `${value >= goal ? "✓" : "✗"} ${label} ${(value * 100).toFixed(1)}% (target ${goal * 100}%)`);
  lines.push(`${counts.falseAdmissions <= target.falseAdmissions ? "✓" : "✗"} false admissions ${counts.falseAdmissions} (target ${target.falseAdmissions})`);
  return lines.join("\n");
}

async function main() {
  const { build } = options();
  if (build) buildProduction();
  const builtIn = await pass("Built-in answerer", { OPENROUTER_API_KEY: "", GEMINI_API_KEY: "" });
  console.log(`\nBuilt-in answerer on questions.json, against its targets:\n${evaluationVerdict(builtIn["questions.json"])}`);
  for (const name of freshSets) console.log(`\nBuilt-in answerer on ${name}, against its targets:\n${verdict(name, builtIn[name])}`);
  const kinds = Object.fromEntries(sets.map((set) => [set.name, builtIn[set.name].kinds]));
  console.log(`\nTyped facts the built-in answers stated, by set:\n${describeFactKinds(kinds)}`);
  if (process.env.OPENROUTER_API_KEY || process.env.GEMINI_API_KEY) {
    const provider = await pass("Configured provider", {});
    for (const name of freshSets) console.log(`\nConfigured provider on ${name}, against the same targets:\n${verdict(name, provider[name])}`);
  } else console.log("\nNo provider key in the environment: set OPENROUTER_API_KEY or GEMINI_API_KEY to evaluate a provider too.");
}

main().catch((error) => {
  console.error(`✗ ${error.message}`);
  process.exit(1);
});
