import { aggregationReads, countsBetween, listenDocuments, writtenDocuments } from "./firestore-wire.mjs";

const document = (path: string, target: number) =>
  JSON.stringify({
    documentChange: {
      document: {
        name: `projects/demo-northbeam/databases/(default)/documents/${path}`,
        fields: { online: { booleanValue: true } },
        createTime: "2026-11-28T10:00:00Z",
        updateTime: "2026-11-28T10:00:00Z",
      },
      targetIds: [target],
    },
  });
const frame = (index: number, ...messages: string[]) => {
  const body = `[[${index},[${messages.join(",")}]]]`;
  return `${body.length}\n${body}\n`;
};

describe("the Firestore meter", () => {
  // A Listen channel's answers as the web SDK receives them: length-prefixed WebChannel frames.
  const initial = frame(
    3,
    JSON.stringify({ targetChange: { targetChangeType: "ADD", targetIds: [2] } }),
    document("presence/ada", 2),
    document("presence/bob", 2),
    JSON.stringify({ targetChange: { targetChangeType: "CURRENT", targetIds: [2] } }),
  );
  const change = frame(4, document("presence/ada", 2));
  const removal = frame(
    5,
    JSON.stringify({ documentRemove: { document: "projects/demo-northbeam/databases/(default)/documents/presence/bob", removedTargetIds: [2] } }),
  );
  const get = frame(6, JSON.stringify({ targetChange: { targetChangeType: "ADD", targetIds: [4] } }), document("users/ada", 4));

  it("counts a listener's initial documents, each change after, and a get, by collection", () => {
    expect(listenDocuments(initial)).toEqual({ presence: 2 });
    expect(listenDocuments(initial + change)).toEqual({ presence: 3 });
    expect(listenDocuments(initial + change + removal)).toEqual({ presence: 3 });
    expect(listenDocuments(initial + change + removal + get)).toEqual({ presence: 3, users: 1 });
  });

  it("names a subcollection's documents by their own collection", () => {
    expect(listenDocuments(frame(7, document("article_views/intro/shards/3", 8)))).toEqual({ shards: 1 });
  });

  it("counts the documents a Write channel request sets, updates or deletes", () => {
    const writes = {
      streamToken: "AQ==",
      writes: [
        {
          update: { name: "projects/p/databases/(default)/documents/presence/ada", fields: {} },
          updateTransforms: [{ fieldPath: "lastSeen", setToServerValue: "REQUEST_TIME" }],
        },
        { update: { name: "projects/p/databases/(default)/documents/chat_reads/ada", fields: {} } },
        { delete: "projects/p/databases/(default)/documents/presence/bob" },
      ],
    };
    const postData = `count=1&ofs=12&req0___data__=${encodeURIComponent(JSON.stringify(writes))}`;
    expect(writtenDocuments(postData)).toEqual({ presence: 2, chat_reads: 1 });
  });

  it("bills an aggregation by the thousand entries it counted, at least one read", () => {
    const answer = (count: number) =>
      JSON.stringify([{ result: { aggregateFields: { count: { integerValue: String(count) } } }, readTime: "2026-11-28T10:00:00Z" }]);
    expect(aggregationReads(answer(0))).toBe(1);
    expect(aggregationReads(answer(1000))).toBe(1);
    expect(aggregationReads(answer(5000))).toBe(5);
    expect(aggregationReads(answer(5001))).toBe(6);
  });

  it("tells what happened between two readings", () => {
    expect(countsBetween({ presence: 3, users: 1 }, { presence: 10, users: 1, chat: 2 })).toEqual({ presence: 7, chat: 2 });
  });
});
