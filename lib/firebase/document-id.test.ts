import { z } from "zod";
import { documentId, documentIdMaxBytes, documentIdProblem, isDocumentId } from "./document-id";

describe("a Firestore document id", () => {
  it("refuses what Firestore refuses, saying why", () => {
    expect(documentIdProblem("")).toBe("cannot be empty");
    expect(documentIdProblem(".")).toBe('cannot be "." or ".."');
    expect(documentIdProblem("..")).toBe('cannot be "." or ".."');
    expect(documentIdProblem("a/b")).toBe('cannot contain "/"');
    for (const reserved of ["__x__", "__proto__", "__name__", "____", "__", "__a\nb__"])
      expect(documentIdProblem(reserved)).toBe("cannot start and end with two underscores");
    expect(documentIdProblem("a\ud800b")).toBe("must be valid Unicode text");
    expect(documentIdProblem("a".repeat(documentIdMaxBytes + 1))).toBe("cannot be longer than 1500 bytes");
    // Bytes of UTF-8, not characters: 500 three-byte characters fit, 501 do not; so do 375 emoji, not 376.
    expect(documentIdProblem("€".repeat(500))).toBeNull();
    expect(documentIdProblem("€".repeat(501))).toBe("cannot be longer than 1500 bytes");
    expect(documentIdProblem("😀".repeat(375))).toBeNull();
    expect(documentIdProblem("😀".repeat(376))).toBe("cannot be longer than 1500 bytes");
  });

  it("takes every other id, underscores included", () => {
    for (const id of ["abc", "x", "_x_", "__x", "x__", "_proto_", "a.b", "...", "Hello world", "constructor", "toString", "a".repeat(documentIdMaxBytes)])
      expect([id.slice(0, 20), isDocumentId(id)]).toEqual([id.slice(0, 20), true]);
  });

  it("is a zod string naming the field in its messages, with the route's own format chained after it", () => {
    const schema = z.strictObject({ leadId: documentId("the lead's id").regex(/^[\w-]{1,128}$/, "The lead's id is 1-128 letters.") });
    expect(schema.safeParse({ leadId: "abc" }).success).toBe(true);
    expect(schema.safeParse({ leadId: "__proto__" }).error?.issues[0]?.message).toBe("The lead's id cannot start and end with two underscores.");
    expect(schema.safeParse({ leadId: 1 }).error?.issues[0]?.message).toBe("Send the lead's id as text.");
    expect(schema.safeParse({ leadId: "a b" }).error?.issues[0]?.message).toBe("The lead's id is 1-128 letters.");
  });
});
