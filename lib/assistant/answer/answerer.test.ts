/** @jest-environment node */
import { getArticles, getAbout, getIndustries, getJobs, getProjects, getServices } from "@/lib/content";
import { companyProfile, telHref } from "@/lib/content/company";
import { answerBuiltIn, kindOfAnswer } from "./answerer";
import { buildPassages, siteUrls } from "../retrieval/corpus";

function find<T>(items: readonly T[], test: (item: T) => boolean, what: string): T {
  const found = items.find(test);
  if (!found) throw new Error(`no ${what} in the content`);
  return found;
}

const service = (title: string) => `/services/${find(getServices(), (item) => item.title === title, title).id}`;
const industry = (name: string) => `/industry/${find(getIndustries(), (item) => item.name === name, name).id}`;
const project = (client: string) => `/projectdetail/${find(getProjects(), (item) => item.client === client, client).id}`;
const article = (words: string) => `/readarticle/${find(getArticles(), (item) => item.title.includes(words), words).id}`;

const page = (url: string) => url.split("#")[0] ?? url;
const links = (text: string) => [...text.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1] ?? "");
/** What a reader sees: link labels without their targets, no emphasis marks. */
const rendered = (text: string) => text.replace(/\[([^\]]*)\]\([^)]*\)/g, "$1").replace(/\*\*/g, "");

const retrieval: [question: string, expected: string][] = [
  ["What services do you offer?", "/services"],
  ["Do you build mobile apps with React Native?", service("Mobile Apps")],
  ["Can you help us with Kubernetes?", service("DevOps")],
  ["We need help with Terraform and our CI/CD pipelines", service("DevOps")],
  ["Do you build websites with Next.js?", service("Web Development")],
  ["Can you replace our legacy system and migrate the data?", service("Custom Software")],
  ["Do you run user research and usability testing?", service("UX/UI Design")],
  ["How long does it take to get an app into the stores?", service("Mobile Apps")],
  ["Who owns the code you write?", service("Custom Software")],
  ["Which industries do you work in?", "/ourexpertise"],
  ["What technologies do you use?", "/ourexpertise"],
  ["Can you help with AI and data pipelines?", "/ourexpertise"],
  ["Do you work with healthcare companies?", industry("Healthcare")],
  ["fintech experience?", industry("Fintech")],
  ["Do you build apps for logistics companies?", industry("Logistics")],
  ["Tell me about the Tollgate driver app", project("Tollgate Freight")],
  ["What did you do for Marlow & Finch?", project("Marlow & Finch")],
  ["What results did you get for Brightwater?", project("Brightwater Learning Trust")],
  ["Can you integrate with HL7 FHIR?", project("Lyncombe Community Health")],
  ["Have you moved a platform to AWS with Amazon EKS?", project("Pennine Cold Chain")],
  ["Should we go native or cross-platform for our app?", article("Native or cross-platform")],
  ["zero downtime database migrations", article("Zero-downtime")],
  ["How do you test accessibility with screen readers?", article("Accessibility")],
  ["How do you get Core Web Vitals like LCP into the green?", article("Core Web Vitals")],
  ["Do you use Firestore for realtime features?", article("Firestore")],
  ["validating API input with zod", article("zod")],
  ["terraform state and modules", article("Terraform lessons")],
  ["how do you estimate projects", article("estimate")],
  ["Who is your CTO?", "/about"],
  ["What are your values?", "/about"],
  ["What is your process?", "/about"],
  ["What happens after launch?", "/about"],
  ["Can you work with teams in other time zones?", "/about"],
  ["What engagement models do you offer?", "/about"],
  ["How do I reset my password?", "/dashboard"],
  ["Is the community free to join?", "/community"],
  ["Do you have a blog?", "/blog"],
  ["Can I see your portfolio?", "/portfolio"],
  ["Do you have a privacy policy?", "/privacypolicy"],
  ["Are you hiring?", "/career"],
  ["How do I contact you?", "/contact"],
  ["wheres your offce", "/contact"],
  ["react natve developement", service("Mobile Apps")],
];

const answers = retrieval.map(([question]) => ({ question, answer: answerBuiltIn(question) }));

describe("answerBuiltIn: retrieval", () => {
  it.each(retrieval)("%s → %s", (question, expected) => {
    const { sources, text } = answerBuiltIn(question);
    expect(sources.map((source) => page(source.url))).toContain(expected);
    expect(links(text).map(page)).toContain(expected);
  });

  it("links only to pages the site serves, and lists each source once", () => {
    const known = siteUrls();
    for (const { question, answer } of answers) {
      const sources = answer.sources.map((source) => source.url);
      expect({ question, duplicates: sources.length - new Set(sources).size }).toEqual({ question, duplicates: 0 });
      const unknown = [...links(answer.text), ...sources].filter((url) => !/^(?:mailto|tel):/.test(url) && !known.has(url));
      expect({ question, unknown }).toEqual({ question, unknown: [] });
      for (const source of sources) expect(links(answer.text)).toContain(source);
    }
  });

  it("answers the same question the same way every time", () => {
    for (const { question, answer } of answers) expect(answerBuiltIn(question)).toEqual(answer);
  });

  it("writes short Markdown of paragraphs, bullets, bold and links only", () => {
    for (const { question, answer } of answers) {
      const problems = [
        /undefined|null|NaN|\[object/.test(answer.text) && "placeholder",
        /<\/?[A-Za-z][^>]*>/.test(answer.text) && "HTML or MDX tag",
        /^\s*#/m.test(answer.text) && "heading",
        /^\s*\|/m.test(answer.text) && "table",
        /```|`/.test(answer.text) && "code",
        links(answer.text).some((url) => !/^(?:\/|mailto:|tel:)/.test(url)) && "external link",
        (rendered(answer.text).length < 40 || rendered(answer.text).length > 900) && `length ${rendered(answer.text).length}`,
      ].filter(Boolean);
      expect({ question, problems }).toEqual({ question, problems: [] });
    }
  });

  it("answers in one to three sentences, then at most three pages once each, without type tags, when one page is clearly ahead", () => {
    for (const { question, answer } of answers.filter((entry) => entry.answer.shape === "confident")) {
      const [body = "", more = "", ...rest] = answer.text.split("\n\n");
      expect({ question, rest }).toEqual({ question, rest: [] });
      const sentences = rendered(body).split(/(?<=[.!?”])\s+(?=[“"£A-Z0-9])/);
      expect({ question, sentences: sentences.length <= 3 }).toEqual({ question, sentences: true });
      expect(more).toMatch(/^Read more: \[/);
      const pages = links(more).map(page);
      expect({ question, pages: pages.length }).toEqual({ question, pages: Math.min(pages.length, 3) });
      expect({ question, repeated: pages.length - new Set(pages).size }).toEqual({ question, repeated: 0 });
      expect({ question, linksInBody: links(body) }).toEqual({ question, linksInBody: [] });
      expect({
        question,
        tags: rendered(answer.text).match(/\((?:about us|article|expertise|case study|service|careers|industry|FAQ|portfolio|blog|member help)\)/g),
      }).toEqual({ question, tags: null });
    }
  });

  it("quotes the site's own sentences, linking each point to its page", () => {
    const { text, sources } = answerBuiltIn("What did you do for Marlow & Finch?");
    const passages = buildPassages().filter((passage) => page(passage.url) === page(sources[0]?.url ?? "-"));
    const firstPoint = rendered(text.split("\n")[0] ?? "")
      .replace(/^- /, "")
      .replace(/ \([^)]*\)$/, "")
      .replace(/…$/, "");
    expect(passages.some((passage) => passage.text.includes(firstPoint.split(". ")[0] ?? "-"))).toBe(true);
    expect(text).toMatch(/Read more: \[/);
  });
});

describe("answerBuiltIn: intents", () => {
  it.each(["hi", "Hello!", "good morning", "Hey there", "hello, how are you?"])("greets %p", (question) => {
    const answer = answerBuiltIn(question);
    expect(answer.shape).toBe("greeting");
    for (const url of ["/services", "/portfolio", "/contact"]) expect(links(answer.text)).toContain(url);
  });

  it.each(["thanks!", "Thank you so much", "cheers", "bye"])("says you're welcome to %p", (question) => {
    const answer = answerBuiltIn(question);
    expect(answer.shape).toBe("thanks");
    expect(rendered(answer.text).length).toBeLessThan(160);
  });

  it.each(["How do I contact you?", "What's your phone number?", "email", "I'd like to book a call", "Where are you based?"])(
    "gives the contact details for %p",
    (question) => {
      const { shape, text, sources } = answerBuiltIn(question);
      expect(shape).toBe("contact");
      expect(text).toContain(`](mailto:${companyProfile.email})`);
      expect(text).toContain(`](${telHref(companyProfile.phone)})`);
      expect(text).toContain(companyProfile.phone);
      expect(text).toContain(companyProfile.address);
      expect(links(text)).toContain("/contact");
      expect(sources).toEqual([{ title: "Contact", url: "/contact" }]);
    },
  );

  it.each([
    "How much does it cost?",
    "What are your rates?",
    "What budget do we need for an app?",
    "price of a website redesign",
    "How much would a website cost?",
  ])("answers %p with the site's own prices", (question) => {
    const { shape, text } = answerBuiltIn(question);
    expect(["confident", "shortlist"]).toContain(shape);
    const amounts = text.match(/[£$€][\d,.]*\d/g) ?? [];
    expect(amounts.length).toBeGreaterThan(0);
    const content = buildPassages()
      .map((passage) => passage.text)
      .join(" ");
    for (const amount of amounts) expect(content).toContain(amount);
  });

  it("answers a request for a quote from the FAQ on how we price", () => {
    const { shape, text } = answerBuiltIn("Can I get a quote?");
    expect(["confident", "shortlist"]).toContain(shape);
    expect(rendered(text)).toMatch(/proposal|fixed price/);
    expect(links(text).map(page)).toContain("/faq");
  });

  it.each(["Are you hiring?", "Any job vacancies?", "I'd like to work for you", "What open positions do you have?"])(
    "lists the openings for %p",
    (question) => {
      const { shape, text, sources } = answerBuiltIn(question);
      expect(shape).toBe("openings");
      for (const job of getJobs()) expect(links(text)).toContain(`/career/${job.id}`);
      expect(sources.map((source) => source.url)).toContain("/career");
    },
  );

  it.each([
    "What's the weather in Paris?",
    "asdfgh",
    "recipe for banana bread",
    "Do you sell shoes?",
    "How tall is Mount Everest?",
    "who is the president of the usa",
    // Questions for a name or a number the site does not give.
    "what is your vat number, need it for our supplier form",
    "who is your data protection officer",
  ])("says it is not sure of %p, in one sentence, and offers the team, the e-mail and the contact page", (question) => {
    const answer = answerBuiltIn(question);
    const { shape, text, sources } = answer;
    expect(shape).toBe("admission");
    expect(kindOfAnswer(answer)).toEqual({ kind: "not-sure", offer: true });
    expect(rendered(text)).toBe(
      `I'm not sure, and I'd rather not guess. The team can answer it: send them your question here, or write to ${companyProfile.email} or through the contact page, and ${companyProfile.contact.replies}.`,
    );
    expect(links(text)).toEqual([`mailto:${companyProfile.email}`, "/contact"]);
    expect(sources).toEqual([{ title: "Contact", url: "/contact" }]);
  });

  it.each(["Can I talk to someone?", "a human please", "get me a person"])("offers the team, and our details, to a visitor who asks %p", (question) => {
    const answer = answerBuiltIn(question);
    expect(answer.shape).toBe("person");
    expect(kindOfAnswer(answer)).toEqual({ kind: "person", offer: true });
    expect(answer.text).toMatch(/^Of course\. Send your question to the team here/);
    expect(answer.text).toContain(`](mailto:${companyProfile.email})`);
    expect(links(answer.text)).toContain("/contact");
  });

  it("answers a visitor who asks for a person about something, and offers the team", () => {
    const answer = answerBuiltIn("can I talk to someone about how much a mobile app costs?");
    expect(answer.shape).toBe("contact");
    expect(kindOfAnswer(answer)).toEqual({ kind: "fact", offer: true });
    expect(answer.text).toMatch(/I can send your question to the team\.$/);
  });

  it.each([
    ["do u build wordpress sites", "/faq"],
    ["can we see your soc 2 type ii report", "/faq"],
    ["I'm applying for the full stack role from abroad - would you sponsor a skilled worker visa?", "/career"],
    ["do you have an office in manchester", "/faq"],
  ])("answers %p plainly no, with the reason, from the policy entry that names it", (question, from) => {
    const { shape, text, sources } = answerBuiltIn(question);
    expect(shape).toBe("policy");
    expect(rendered(text)).toMatch(/^No[.,]/);
    expect(rendered(text)).not.toMatch(/doesn't (?:cover|mention)/);
    expect(sources.map((source) => page(source.url))[0]).toBe(from);
  });

  it.each([
    ["can you integrate our portal with xero", ["xero"]],
    ["do you build svelte frontends", ["svelte"]],
    ["do you have experience with kafka streaming for our platform", ["kafka"]],
  ])("says the site does not mention what %p names, and offers the closest pages instead of claiming to cover it or not", (question, words) => {
    const { shape, text, sources } = answerBuiltIn(question);
    expect(shape).toBe("shortlist");
    const [intro = "", list = ""] = text.split("\n\n");
    for (const word of words) expect(intro).toContain(`“${word}”`);
    expect(intro).toMatch(/^Our site doesn't mention .*, but these pages come closest:$/);
    expect(rendered(text)).not.toMatch(/doesn't cover that/);
    expect(links(list)).toEqual(sources.map((source) => source.url));
  });

  it("does not name everyday words the content never uses, and does not claim the pages cover what they may not", () => {
    const { shape, text } = answerBuiltIn("what happens if halfway we realise we want totally different features? we'd be paying by the day");
    expect(shape).not.toBe("admission");
    expect(text).not.toMatch(/“(?:realise|totally|halfway)”/);
  });

  it("lists the openings only when the ranking finds them: a client's job is a project", () => {
    const { shape, sources } = answerBuiltIn("for a fixed-scope job how much do you want paid up front when we sign");
    expect(shape).not.toBe("openings");
    expect(sources.map((source) => page(source.url))).toContain("/faq");
  });

  it("reads 'how much' as a price only when the question asks one", () => {
    const { text } = answerBuiltIn("how much of our own time will we need to commit each week while you're building?");
    expect(rendered(text)).toMatch(/half a day a week/);
    expect(rendered(text)).not.toMatch(/£/);
  });

  it("reads a short follow-up together with the question before it", () => {
    const history = [
      { role: "user" as const, content: "How long does a website take?" },
      { role: "assistant" as const, content: answerBuiltIn("How long does a website take?").text },
    ];
    expect(answerBuiltIn("and for a mobile app?", history).sources.map((source) => page(source.url))).toContain(service("Mobile Apps"));
    const more = answerBuiltIn("tell me more", history);
    expect(["confident", "shortlist"]).toContain(more.shape);
    expect(more.sources.map((source) => source.url)).not.toEqual(answerBuiltIn("How long does a website take?").sources.map((source) => source.url));
  });

  it("does not take a topic for a follow-up", () => {
    const history = [{ role: "user" as const, content: "Do you build websites?" }];
    expect(answerBuiltIn("Do you use Kubernetes?", history)).toEqual(answerBuiltIn("Do you use Kubernetes?"));
  });
});

describe("answerBuiltIn: what is asked", () => {
  const sentencesOf = (text: string) => text.split(/(?<=[.!?])\s+(?=[A-Z0-9£])/);

  it("answers with the FAQ entry that asks the visitor's question in most of the same words", () => {
    const entry = find(
      getServices().flatMap((item) => item.faq),
      (item) => /in the stores\?$/.test(item.question),
      "the app-store FAQ",
    );
    const { text, sources } = answerBuiltIn("how long til our app is actually in the app store");
    expect(rendered(text)).toContain(sentencesOf(entry.answer)[0]);
    expect(page(sources[0]?.url ?? "")).toBe(service("Mobile Apps"));
  });

  it("answers how often with a frequency, not with the first number", () => {
    const rules = find(getAbout().memberFaq, (item) => /community chat/.test(item.question), "the chat rules FAQ");
    const rate = find(sentencesOf(rules.answer), (sentence) => /\bevery\b/.test(sentence), "the message rate");
    const { text, sources } = answerBuiltIn("how often am i allowed to post in the community chat");
    expect(rendered(text)).toContain(rate);
    expect(sources.map((source) => page(source.url))).toContain("/dashboard");
  });

  it("quotes a list's item with the words that introduce it", () => {
    const software = find(getServices(), (item) => item.title === "Custom Software", "Custom Software");
    const modernising = find(software.includes, (item) => /moderni[sz]ation/i.test(item), "the modernisation item");
    const { text } = answerBuiltIn("our core system is 15 years old, can you modernise it");
    expect(rendered(text).toLowerCase().startsWith(`${software.title} includes ${modernising}`.toLowerCase())).toBe(true);
  });

  it("does not take a count or an amount for a named standard, an advert for a job or a system's age for a child's", () => {
    const cloud = answerBuiltIn("we've got 10 services to move to the cloud, what's the pace once things get going");
    expect(cloud.shape).not.toBe("admission");
    expect(cloud.sources.map((source) => page(source.url))).toContain(service("DevOps"));
    const advert = answerBuiltIn("am i allowed to post job ads in the community");
    expect(advert.shape).not.toBe("admission");
    expect(advert.sources.map((source) => page(source.url))).toContain("/termsofuse");
    const budget = answerBuiltIn("we're a tiny startup with maybe 30k to spend... is there a minimum project size or are we wasting our time");
    expect(budget.shape).not.toBe("admission");
    expect(budget.sources[0]?.url).toBe("/faq#minimum-budget");
    const age = answerBuiltIn("our core system is 15 years old, can you modernise it");
    expect(age.sources.map((source) => page(source.url))).not.toContain("/privacypolicy");
  });

  it("reads the visitor's own e-mail address as theirs, not as a request for ours, and a job they offer as a project", () => {
    const own = answerBuiltIn("can other members see my email address?");
    expect(own.shape).not.toBe("contact");
    expect(page(own.sources[0]?.url ?? "")).toBe("/dashboard");
    expect(answerBuiltIn("what's your email address?").shape).toBe("contact");
    expect(answerBuiltIn("would you take on a design-only job? we have our own devs").shape).not.toBe("openings");
  });

  it("answers what is asked when the context before it holds words the site never uses", () => {
    const lender = answerBuiltIn("we're a lender, reconciliation is an absolute nightmare. what would u build");
    expect(lender.shape).not.toBe("admission");
    expect(lender.sources.map((source) => page(source.url))).toContain(industry("Fintech"));
  });

  it("reads chat abbreviations as the words they stand for, not as names it does not know", () => {
    const { shape, sources } = answerBuiltIn("can ur app team do in app purchases + push notifs");
    expect(shape).not.toBe("admission");
    expect(sources.map((source) => page(source.url))).toContain(service("Mobile Apps"));
  });

  it("answers a yes-or-no question the studio's FAQ settles from the FAQ, before an article on the subject", () => {
    const { text, sources } = answerBuiltIn("will the thing you build meet accessibility standards");
    expect(rendered(text)).toMatch(/We work to WCAG 2\.2 AA/);
    expect(page(sources[0]?.url ?? "")).toBe("/faq");
  });
});
