import { decidePath } from "./request-path";

describe("decidePath", () => {
  it.each([
    ["/", { action: "continue" }],
    ["/about", { action: "continue" }],
    ["/projectdetail/ledger", { action: "continue" }],
    ["/projectdetail/caf%C3%A9", { action: "continue" }],
    ["/readarticle/a%2Fb", { action: "continue" }],
    ["/projectdetail/%20", { action: "redirect", location: "/portfolio" }],
    ["/projectdetail/%20%09", { action: "redirect", location: "/portfolio" }],
    ["/readarticle/%20", { action: "redirect", location: "/blog" }],
    ["/industry/%20", { action: "redirect", location: "/ourexpertise" }],
    ["/career/devops-engineer", { action: "continue" }],
    ["/career/%20", { action: "redirect", location: "/career" }],
    ["/career/%20/extra", { action: "continue" }],
    ["/career", { action: "continue" }],
    ["/career/", { action: "continue" }],
    ["/career/devops-engineer%00", { action: "not-found" }],
    ["/projectdetail", { action: "continue" }],
    ["/projectdetail/%20/extra", { action: "continue" }],
    ["/readarticle/%E0%A4%A", { action: "not-found" }],
    ["/projectdetail/%", { action: "not-found" }],
    ["/%ZZ", { action: "not-found" }],
    ["/industry/%C0%AF", { action: "not-found" }],
    ["/readarticle/a%00b", { action: "not-found" }],
    ["/feed/tags/web.xml%00", { action: "not-found" }],
    ["/api/health%1B", { action: "not-found" }],
  ] as const)("%s -> %j", (path, decision) => {
    expect(decidePath(path)).toEqual(decision);
  });
});
