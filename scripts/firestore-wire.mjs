// Counts what Firestore bills a browser page, off the wire (the DevTools protocol), by collection:
// - reads: every document in the answers on the Listen channel (the WebChannel every listener and
//   every one-off read of the web SDK goes through): a listener's initial documents, each document
//   that changed after, each document a get returned; and for an aggregation query (count()), one
//   read per 1,000 index entries it counted, at least one;
// - writes: every document a request on the Write channel sets, updates or deletes.
// Removals from a listener's results (a document that stopped matching) are not billed and not
// counted. The page's own count (window.northbeamDocumentsRead, lib/firebase/read-meter.ts) is a
// cross-check on the reads. Used by `npm run bench:scale` and `npm run bench:chat`.

/** The collection a document path ends in: "presence" for ".../documents/presence/abc". */
function collectionOf(path) {
  const segments = path.split("/documents/")[1]?.split("/") ?? [];
  return segments.length >= 2 ? (segments[segments.length - 2] ?? "?") : "?";
}

function add(counts, collection, n = 1) {
  counts[collection] = (counts[collection] ?? 0) + n;
}

/** The documents in the text of Listen channel answers, by collection. */
export function listenDocuments(text) {
  const counts = {};
  for (const [, path] of text.matchAll(/"documentChange"\s*:\s*\{\s*"document"\s*:\s*\{\s*"name"\s*:\s*"([^"]+)"/g)) add(counts, collectionOf(path));
  return counts;
}

/** The documents a Write channel request's body (form-encoded, as the web SDK sends it) writes, by collection. */
export function writtenDocuments(postData) {
  let text = postData;
  try {
    text = decodeURIComponent(postData.replaceAll("+", " "));
  } catch {
    // not form-encoded: read as it is
  }
  const counts = {};
  for (const [, path] of text.matchAll(/"update"\s*:\s*\{\s*"name"\s*:\s*"([^"]+)"/g)) add(counts, collectionOf(path));
  for (const [, path] of text.matchAll(/"delete"\s*:\s*"([^"]+)"/g)) add(counts, collectionOf(path));
  return counts;
}

/** The reads an aggregation query's answer is billed: one per 1,000 index entries counted, at least one. */
export function aggregationReads(body) {
  const counted = [...body.matchAll(/"integerValue"\s*:\s*"(\d+)"/g)].reduce((sum, [, value]) => sum + Number(value), 0);
  return Math.max(1, Math.ceil(counted / 1000));
}

/** Sums counts by collection. */
export function sumCounts(...all) {
  const counts = {};
  for (const one of all) for (const [collection, n] of Object.entries(one)) add(counts, collection, n);
  return counts;
}

/** `after` minus `before`, by collection (what happened between two readings). */
export function countsBetween(before, after) {
  const counts = {};
  for (const [collection, n] of Object.entries(after)) if (n - (before[collection] ?? 0) > 0) counts[collection] = n - (before[collection] ?? 0);
  return counts;
}

export const totalOf = (counts) => Object.values(counts).reduce((sum, n) => sum + n, 0);

/**
 * Watches a page's Firestore traffic from now on. `read()` says what it has cost so far: reads and
 * writes by collection (aggregation queries under "(count)"), and how many answers could not be read.
 */
export async function watchFirestoreWire(context, page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  const listenBodies = new Map();
  const aggregations = new Map();
  const writes = [];
  const reading = new Set();
  let unreadable = 0;
  const append = (requestId, base64) => listenBodies.set(requestId, (listenBodies.get(requestId) ?? "") + Buffer.from(base64, "base64").toString("utf8"));
  const track = (promise) => {
    const tracked = promise.catch(() => {
      unreadable += 1;
    });
    reading.add(tracked);
    void tracked.finally(() => reading.delete(tracked));
  };
  cdp.on("Network.requestWillBeSent", ({ requestId, request }) => {
    if (request.url.includes("/Write/channel") && request.postData) writes.push(writtenDocuments(request.postData));
    if (request.url.includes(":runAggregationQuery")) aggregations.set(requestId, null);
  });
  cdp.on("Network.responseReceived", ({ requestId, response }) => {
    if (!response.url.includes("/Listen/channel")) return;
    listenBodies.set(requestId, "");
    track(
      cdp
        .send("Network.streamResourceContent", { requestId })
        .then(({ bufferedData }) => append(requestId, bufferedData))
        .catch(() =>
          cdp
            .send("Network.getResponseBody", { requestId })
            .then(({ body, base64Encoded }) => append(requestId, base64Encoded ? body : Buffer.from(body).toString("base64"))),
        ),
    );
  });
  cdp.on("Network.dataReceived", ({ requestId, data }) => {
    if (data && listenBodies.has(requestId)) append(requestId, data);
  });
  cdp.on("Network.loadingFinished", ({ requestId }) => {
    if (!aggregations.has(requestId)) return;
    track(
      cdp
        .send("Network.getResponseBody", { requestId })
        .then(({ body, base64Encoded }) => aggregations.set(requestId, aggregationReads(base64Encoded ? Buffer.from(body, "base64").toString("utf8") : body))),
    );
  });
  return {
    async read() {
      await Promise.all(reading);
      const reads = sumCounts(...[...listenBodies.values()].map(listenDocuments));
      const counted = [...aggregations.values()].reduce((sum, n) => sum + (n ?? 1), 0);
      if (counted > 0) reads["(count)"] = counted;
      return { reads, writes: sumCounts(...writes), unreadable };
    },
  };
}
