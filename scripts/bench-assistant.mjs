// `npm run bench:assistant [-- --no-build]`: the built-in answerer's speed through the real route.
// Starts the production server with no provider keys, asks 200 questions one after another over
// loopback (each from its own address, so the per-visitor limit does not interfere) after a warm-up,
// and prints p50/p95/max of the time to the first byte and to the end of the streamed answer, and how long
// the very first answer after the start took. Then, on the seeded local emulators, the same questions
// (and some the team taught answers for) in alternating rounds with no taught answer and with 200, so the
// cost of matching them is measured against a baseline in the same run.
import { existsSync } from "node:fs";
import { parseArgs } from "node:util";
import { deleteApp, initializeApp } from "firebase-admin/app";
import { getFirestore } from "firebase-admin/firestore";
import { onSeededStack } from "./bench-chat.mjs";
import { sleep } from "./emulators/process.mjs";
import { buildProduction, serverScript, startProduction } from "./production.mjs";
import { collections } from "../lib/firebase/collections.mjs";

const targetP95Ms = 50;
/** The first answer after the server starts, language data and indexes loaded on the way. */
const targetFirstMs = 1000;
const total = 200;

// Visitor questions of every kind the assistant meets: services, technologies, industries, work,
// process, people, careers, contact, pricing, small talk and things the site does not cover.
const questions = [
  "What services do you offer?",
  "Do you build mobile apps?",
  "Can you build an iOS and Android app with React Native?",
  "Do you do UX research and design?",
  "What does your DevOps service include?",
  "Can you migrate us to the cloud?",
  "Do you build custom software for internal teams?",
  "Which web frameworks do you use?",
  "Do you use Next.js?",
  "Have you worked with Kubernetes?",
  "Do you use Terraform?",
  "What technologies are you proficient in?",
  "Have you worked in healthcare?",
  "Do you work with fintech companies?",
  "What have you built for retail?",
  "Do you work in logistics?",
  "Any projects in education?",
  "What did you do in the energy sector?",
  "Show me your portfolio",
  "Tell me about an invoice finance portal you built",
  "What results did your projects achieve?",
  "How does a project with you run?",
  "What is your process?",
  "How do you estimate software projects?",
  "How much does an app cost?",
  "What are your rates?",
  "Can I get a quote?",
  "How do I contact you?",
  "What is your phone number?",
  "Where are you based?",
  "Are you hiring?",
  "Do you have remote jobs?",
  "Who is on your team?",
  "What are your values?",
  "What is your mission?",
  "What do clients say about you?",
  "How do you handle accessibility?",
  "How do you make websites fast?",
  "Do you write about Core Web Vitals?",
  "How do you do zero-downtime deployments?",
  "What is the members' area?",
  "How does the community chat work?",
  "Hello!",
  "Good morning",
  "Thanks, that helps",
  "What's the weather in Paris?",
  "Who won the world cup?",
  "asdfghjkl",
  "Can you recommend a pizza place?",
  "Tell me more",
];

function options() {
  const { values } = parseArgs({ options: { "no-build": { type: "boolean", default: false } } });
  return { build: !values["no-build"] || !existsSync(serverScript) };
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function ask(origin, question, index) {
  const started = performance.now();
  const response = await fetch(`${origin}/api/assistant`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}` },
    body: JSON.stringify({ messages: [{ role: "user", content: question }] }),
  });
  const reader = response.body.getReader();
  let firstByte;
  let text = "";
  const decoder = new TextDecoder();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    firstByte ??= performance.now() - started;
    text += decoder.decode(value, { stream: true });
  }
  const ended = performance.now() - started;
  const answer = text
    .split("\n\n")
    .map((block) => block.replace(/^data: /, "").trim())
    .filter((data) => data && data !== "[DONE]")
    .map((data) => JSON.parse(data));
  const finish = answer.find((chunk) => chunk.type === "finish");
  const words = answer
    .filter((chunk) => chunk.type === "text-delta")
    .map((chunk) => chunk.delta)
    .join("");
  return {
    status: response.status,
    firstByte: firstByte ?? ended,
    ended,
    provider: finish?.messageMetadata?.provider,
    kind: finish?.messageMetadata?.kind,
    linked: /\]\((\/|mailto:|tel:)/.test(words),
  };
}

async function main() {
  const { build } = options();
  if (build) buildProduction();
  // No provider keys: every answer comes from the built-in answerer.
  const { origin, stop } = await startProduction({ env: { OPENROUTER_API_KEY: "", GEMINI_API_KEY: "" } });

  // The first question after the start loads the language data and builds the indexes.
  const first = await ask(origin, questions[0], 70_000);
  for (let index = 1; index < 20; index++) await ask(origin, questions[index % questions.length], 60_000 + index);
  const results = [];
  for (let index = 0; index < total; index++) results.push(await ask(origin, questions[index % questions.length], index));

  const failed = results.filter((result) => result.status !== 200 || result.provider !== "built-in");
  const firstBytes = results.map((result) => result.firstByte).sort((a, b) => a - b);
  const ends = results.map((result) => result.ended).sort((a, b) => a - b);
  const ms = (value) => `${value.toFixed(1)} ms`;
  console.log(`Built-in answerer through POST /api/assistant, ${total} questions (${questions.length} distinct), one at a time, loopback:`);
  console.log(`  first byte   p50 ${ms(percentile(firstBytes, 50))}  p95 ${ms(percentile(firstBytes, 95))}  max ${ms(firstBytes.at(-1))}`);
  console.log(`  whole answer p50 ${ms(percentile(ends, 50))}  p95 ${ms(percentile(ends, 95))}  max ${ms(ends.at(-1))}`);
  console.log(`  answers with a link: ${results.filter((result) => result.linked).length}/${total}`);
  const p95 = percentile(ends, 95);
  console.log(p95 < targetP95Ms ? `✓ p95 ${ms(p95)} is under the ${targetP95Ms} ms target` : `✗ p95 ${ms(p95)} is over the ${targetP95Ms} ms target`);
  console.log(
    first.ended < targetFirstMs
      ? `✓ the first answer after the start took ${ms(first.ended)}, under the ${targetFirstMs} ms target`
      : `✗ the first answer after the start took ${ms(first.ended)}, over the ${targetFirstMs} ms target`,
  );
  if (failed.length > 0) {
    console.error(`✗ ${failed.length} answers failed or did not come from the built-in answerer (first: ${JSON.stringify(failed[0])})`);
    process.exitCode = 1;
  }
  stop();
  await taughtRounds();
}

/** Subjects visitors ask agencies about that the site does not answer, for the taught answers the rounds load. */
const taughtSubjects = [
  "NDAs",
  "Shopify stores",
  "Salesforce integration",
  "SAP integration",
  "blockchain apps",
  "VR headsets",
  "smart TV apps",
  "Alexa skills",
  "Chrome extensions",
  "WordPress plugins",
  "Magento migration",
  "Drupal upgrades",
  "game engines",
  "embedded firmware",
  "Arduino boards",
  "printer drivers",
  "COBOL systems",
  "mainframe migration",
  "SharePoint intranets",
  "Power BI dashboards",
  "Tableau reports",
  "Excel macros",
  "Zapier automations",
  "Airtable bases",
  "Notion templates",
  "Webflow sites",
  "Wix sites",
  "Squarespace sites",
  "Bubble apps",
  "FlutterFlow apps",
  "Unity games",
  "Unreal scenes",
  "AR filters",
  "NFT marketplaces",
  "crypto wallets",
  "trading bots",
  "payroll software",
  "ERP rollouts",
  "CRM migrations",
  "HubSpot setups",
];
const taughtForms = [
  (subject) => `Do you work on ${subject}?`,
  (subject) => `Can you help us with ${subject}?`,
  (subject) => `Have you built ${subject} before?`,
  (subject) => `What do you charge for ${subject}?`,
  (subject) => `How long would ${subject} take you?`,
];

/** 200 taught answers: every subject in every form, each with two other wordings. */
function taughtAnswers() {
  return taughtSubjects.flatMap((subject, s) =>
    taughtForms.map((form, f) => ({
      id: `bench-${s}-${f}`,
      question: form(subject),
      wordings: [`${form(subject).replace(/\?$/, "")} for a client project?`, `Question about ${subject}`],
      answer: `About ${subject}: the team answers that case by case. Tell us more on the [contact page](/contact).`,
      links: ["/contact"],
      by: "bench",
      byName: "Bench",
      reviewBy: null,
      from: null,
    })),
  );
}

const roundSize = 50;
const rounds = 4;

/** The same questions, with and without 200 taught answers, in alternating rounds; the store's listener reads each change. */
async function taughtRounds() {
  const taught = taughtAnswers();
  const asked = [...questions, ...taughtSubjects.slice(0, 10).map((subject) => `can u help with ${subject.toLowerCase()}`)];
  await onSeededStack(async (origin, stack) => {
    const app = initializeApp({ projectId: stack.projectId }, `bench-assistant-${Date.now()}`);
    const db = getFirestore(app);
    const collection = db.collection(collections.taughtAnswers);
    const load = async (answers) => {
      const existing = await collection.get();
      const batch = db.batch();
      for (const entry of existing.docs) batch.delete(entry.ref);
      for (const { id, ...answer } of answers) batch.set(collection.doc(id), { ...answer, createdAt: new Date(), updatedAt: new Date() });
      await batch.commit();
      // The server's listener picks the change up within moments; give it one.
      await sleep(1500);
    };
    const timings = { none: [], loaded: [] };
    let taughtGiven = 0;
    let index = 100_000;
    for (let warm = 0; warm < 20; warm++) await ask(origin, asked[warm % asked.length], (index += 1));
    for (let round = 0; round < rounds * 2; round++) {
      const loaded = round % 2 === 1;
      await load(loaded ? taught : []);
      for (let question = 0; question < roundSize; question++) {
        const result = await ask(origin, asked[(round * roundSize + question) % asked.length], (index += 1));
        timings[loaded ? "loaded" : "none"].push(result.ended);
        if (loaded && result.kind === "taught") taughtGiven += 1;
      }
    }
    await deleteApp(app);
    const ms = (value) => `${value.toFixed(1)} ms`;
    const line = (label, values) => {
      const sorted = values.toSorted((a, b) => a - b);
      return `  ${label.padEnd(26)} p50 ${ms(percentile(sorted, 50))}  p95 ${ms(percentile(sorted, 95))}  max ${ms(sorted.at(-1))}  (${sorted.length} answers)`;
    };
    console.log(`\nOn the seeded emulators, ${rounds} alternating rounds of ${roundSize} questions each way, whole answer:`);
    console.log(line("no taught answer", timings.none));
    console.log(line(`${taught.length} taught answers`, timings.loaded));
    console.log(`  answers given from a taught answer while loaded: ${taughtGiven}`);
    const p95 = percentile(
      timings.loaded.toSorted((a, b) => a - b),
      95,
    );
    console.log(
      p95 < targetP95Ms
        ? `✓ p95 ${ms(p95)} with ${taught.length} taught answers is under the ${targetP95Ms} ms target`
        : `✗ p95 ${ms(p95)} with ${taught.length} taught answers is over the ${targetP95Ms} ms target`,
    );
  });
}

main().catch((error) => {
  console.error(`✗ ${error.message}`);
  process.exit(1);
});
