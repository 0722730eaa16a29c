// `npm run eval:assistant [-- --no-build]`: the assistant graded on lib/assistant/eval/questions.json
// through the real route. Starts the production server with no provider keys and asks every question
// (each from its own address, so the per-visitor limit does not interfere); prints each miss and the
// score. It then asks the questions in lib/assistant/eval/unseen.json, written without the answerer in
// view and not used to tune it, and prints their score too: the figure for questions nobody tuned the
// answerer for. When OPENROUTER_API_KEY or GEMINI_API_KEY is set in the environment, a second pass asks the
// same questions through the configured provider and prints its score too (this reaches the provider,
// so it is not part of `npm test`).
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { evaluate, report, targetScore } from "../lib/assistant/eval/grade.mjs";
import { buildProduction, root, serverScript, startProduction } from "./production.mjs";

const load = (name) => JSON.parse(readFileSync(join(root, "lib/assistant/eval", name), "utf8")).questions;
const questions = load("questions.json");
const unseen = load("unseen.json");

function options() {
  const { values } = parseArgs({ options: { "no-build": { type: "boolean", default: false } } });
  return { build: !values["no-build"] || !existsSync(serverScript) };
}

/** One question through POST /api/assistant: the streamed text and the answer's sources. */
async function ask(origin, question, index) {
  const response = await fetch(`${origin}/api/assistant`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": `10.77.${(index >> 8) & 255}.${index & 255}` },
    body: JSON.stringify({ messages: [{ role: "user", content: question }] }),
  });
  const body = await response.text();
  if (response.status !== 200) throw new Error(`"${question}" was answered ${response.status}: ${body.slice(0, 200)}`);
  const chunks = body
    .split("\n\n")
    .map((block) => block.replace(/^data: /, "").trim())
    .filter((data) => data && data !== "[DONE]")
    .map((data) => JSON.parse(data));
  const metadata = chunks.find((chunk) => chunk.type === "finish")?.messageMetadata ?? {};
  const text = chunks.filter((chunk) => chunk.type === "text-delta").map((chunk) => chunk.delta).join("");
  // A provider's sources are the passages it was given, not the links it wrote: only its text counts.
  return { text, sources: metadata.provider === "built-in" ? (metadata.sources ?? []) : [], provider: metadata.provider };
}

/** Every question of a set through the route, then the report. */
async function grade(origin, label, set, offset) {
  const answers = [];
  for (const [index, question] of set.entries()) answers.push(await ask(origin, question.question, offset + index));
  const providers = [...new Set(answers.map((answer) => answer.provider))].join(", ");
  const result = evaluate(set, answers);
  console.log(`\n${label} (answered by: ${providers})\n${report(result)}`);
  return result.score;
}

/** The evaluation's questions, then the unseen ones, on one server. */
async function pass(label, env) {
  const { origin, stop } = await startProduction({ env, quiet: true });
  try {
    const score = await grade(origin, `${label}: questions.json`, questions, 0);
    const unseenScore = await grade(origin, `${label}: unseen.json (questions not used to tune the answerer)`, unseen, questions.length);
    return { score, unseenScore };
  } finally {
    stop();
  }
}

async function main() {
  const { build } = options();
  if (build) buildProduction();
  const builtIn = await pass("Built-in answerer", { OPENROUTER_API_KEY: "", GEMINI_API_KEY: "" });
  const percent = (score) => `${(score * 100).toFixed(1)}%`;
  console.log(`\nBuilt-in answerer: ${percent(builtIn.score)} on questions.json, ${percent(builtIn.unseenScore)} on unseen.json`);
  console.log(builtIn.score >= targetScore ? `✓ built-in at or above the ${targetScore * 100}% target` : `✗ built-in below the ${targetScore * 100}% target`);
  if (process.env.OPENROUTER_API_KEY || process.env.GEMINI_API_KEY) await pass("Configured provider", {});
  else console.log("\nNo provider key in the environment: set OPENROUTER_API_KEY or GEMINI_API_KEY to evaluate a provider too.");
}

main().catch((error) => {
  console.error(`✗ ${error.message}`);
  process.exit(1);
});
