import { isActivePath, mainNav, pageNameFromPath, pathForPage } from "./navigation";

describe("pathForPage", () => {
  it.each([
    ["Home", "/"],
    ["About", "/about"],
    ["Services", "/services"],
    ["Proficiency", "/ourexpertise"],
    ["Portfolio", "/portfolio"],
    ["Career", "/career"],
    ["Community", "/community"],
    ["Blog", "/blog"],
    ["Contact", "/contact"],
    ["Faq", "/faq"],
    ["PrivacyPolicy", "/privacypolicy"],
    ["TermsOfUse", "/termsofuse"],
    ["OurExpertise", "/ourexpertise"],
    ["Community Chat", "/communitychat"],
    ["Dashboard", "/dashboard"],
    ["Read-Article 2!", "/readarticle2"],
    ["Ünïcode Page", "/ncodepage"],
    ["", "/"],
  ])("%j -> %s", (name, path) => {
    expect(pathForPage(name)).toBe(path);
  });

  it("does not treat inherited object keys as page names", () => {
    expect(pathForPage("toString")).toBe("/tostring");
    expect(pathForPage("constructor")).toBe("/constructor");
  });
});

describe("pageNameFromPath", () => {
  it.each([
    ["/", "Home"],
    ["", "Home"],
    ["/?tab=help", "Home"],
    ["/about", "About"],
    ["/about/", "About"],
    ["/services#devops", "Services"],
    ["/ourexpertise", "Ourexpertise"],
    ["/projectdetail/ledger-modernisation", "Portfolio"],
    ["/projectdetail/a%20b", "Portfolio"],
    ["/projectdetail", "Portfolio"],
    ["/readarticle/zero-downtime", "Blog"],
    ["/readarticle", "Blog"],
    ["/industry/fintech", "OurExpertise"],
    ["/dashboard?tab=help", "Dashboard"],
    ["/community-chat", "Community-chat"],
    ["/privacypolicy", "Privacypolicy"],
    ["/faq#ip-ownership", "Faq"],
    ["/blog/extra/segments", "Blog"],
  ])("%j -> %s", (path, name) => {
    expect(pageNameFromPath(path)).toBe(name);
  });
});

describe("isActivePath", () => {
  it.each([
    ["/about", "/about", true],
    ["/ourexpertise", "/ourexpertise", true],
    ["/ourexpertise", "/industry/fintech", true],
    ["/portfolio", "/projectdetail/some-project", true],
    ["/portfolio", "/projectdetail", true],
    ["/blog", "/readarticle/an-article", true],
    ["/blog", "/blog", true],
    ["/about", "/", false],
    ["/services", "/about", false],
    ["/community", "/community-chat", false],
  ])("%s is active on %s: %s", (href, path, active) => {
    expect(isActivePath(href, path)).toBe(active);
  });

  it("marks exactly one main link active on every section page", () => {
    for (const item of mainNav) {
      expect(mainNav.filter((candidate) => isActivePath(candidate.href, item.href))).toEqual([item]);
    }
  });
});

it("has seven main links", () => {
  expect(mainNav.map((item) => item.href)).toEqual(["/about", "/services", "/ourexpertise", "/portfolio", "/career", "/community", "/blog"]);
});
