import type { Engagement, MoneyRange } from "../schema";

/**
 * What the studio's work costs and how long it takes, each figure once. The services' "Cost and
 * timeline" blocks, the FAQ answers that state a figure, the structured data and the assistant all read
 * these fields.
 */

/** The blended day rate of a team, depending on its mix. */
export const dayRate: MoneyRange = { min: 700, max: 850 };

/** A focused first release of a web or mobile product, as most clients start. */
export const firstRelease = {
  id: "first-release",
  title: "A first release",
  names: ["mvp", "minimum viable product", "first release", "first version", "new product", "product", "startup"],
  covers: "a focused first release of a web or mobile product, from kick-off to live, including discovery",
  billing: "time and materials against our blended day rate, with a capped budget for each phase",
  fixed: false,
  price: { min: 60_000, max: 150_000 },
  duration: { min: 12, max: 20, unit: "week" as const },
} satisfies Engagement;

export const discovery = {
  id: "discovery",
  title: "A discovery",
  names: ["discovery", "discovery phase", "discovery sprint", "scoping", "workshop", "workshops", "plan", "roadmap"],
  covers:
    "interviews with your stakeholders and users, a map of the current process, data and constraints, and a prioritised scope, architecture outline and costed plan",
  billing: "a fixed fee",
  fixed: true,
  price: { min: 9_000, max: 15_000 },
  duration: { min: 2, max: 2, unit: "week" as const },
} satisfies Engagement;

export const customFirstRelease = {
  id: "custom-first-release",
  title: "A first production release",
  names: ["custom software", "bespoke software", "bespoke system", "internal system", "internal tool", "back-office system", "back office", "system"],
  covers: "a first production release of a bespoke system, built in fortnightly sprints after discovery",
  billing: "time and materials against a blended team day rate, with a budget report and forecast every fortnight",
  fixed: false,
  price: firstRelease.price,
  duration: { min: 3, max: 6, unit: "month" as const },
} satisfies Engagement;

export const legacyPhase = {
  id: "legacy-phase",
  title: "A phase of a legacy replacement",
  names: ["legacy replacement", "legacy system", "rewrite", "replace our old system", "modernisation"],
  covers: "one phase of replacing a larger legacy system, ending with something your users can put to work",
  billing: "time and materials, or a fixed price once the scope is well understood",
  fixed: false,
  duration: { min: 8, max: 12, unit: "week" as const },
} satisfies Engagement;

export const marketingSite = {
  id: "marketing-site",
  title: "A marketing site",
  names: [
    "website",
    "web site",
    "site",
    "marketing site",
    "marketing website",
    "company website",
    "brochure site",
    "landing page",
    "landing pages",
    "homepage",
  ],
  covers: "a content-led marketing site your editors run themselves, from scoping to launch",
  billing: "a fixed price, quoted after a one- to two-week scoping phase",
  fixed: true,
  price: { min: 25_000, max: 60_000 },
  duration: { min: 6, max: 10, unit: "week" as const },
} satisfies Engagement;

export const webApplication = {
  id: "web-application",
  title: "A web application's first release",
  names: ["web app", "web application", "webapp", "customer portal", "portal", "saas", "dashboard", "platform", "app"],
  covers: "the first release of a customer portal or transactional web application",
  billing: "time and materials, with a capped budget agreed before each phase starts",
  fixed: false,
  price: firstRelease.price,
  duration: { min: 3, max: 5, unit: "month" as const },
} satisfies Engagement;

export const mobileFirstVersion = {
  id: "mobile-first-version",
  title: "A first mobile version",
  names: ["app", "mobile app", "phone app", "iphone app", "android app", "ios app", "react native app", "app store", "apps"],
  covers: "a focused first version in the App Store and Google Play, including a two-week discovery, beta testing and store review",
  billing: "time and materials against our blended day rate",
  fixed: false,
  price: firstRelease.price,
  duration: { min: 12, max: 16, unit: "week" as const },
} satisfies Engagement;

export const supportRetainer = {
  id: "support-retainer",
  title: "A support retainer",
  names: ["retainer", "support retainer", "maintenance", "maintain", "maintaining", "upkeep", "support after launch", "aftercare"],
  covers: "operating system and SDK updates, monitoring, security updates and small improvements after launch",
  billing: "our day rate, from two days a month; month to month after the first three months",
  fixed: false,
  daysPerMonth: { min: 2, max: 4 },
} satisfies Engagement;

export const researchSprint = {
  id: "research-sprint",
  title: "A research and prototyping sprint",
  names: ["research sprint", "design sprint", "ux research", "user research", "usability testing", "user testing", "prototype", "prototyping"],
  covers: "research with your users and a prototype tested by at least five real users",
  billing: "a fixed price, depending on the number of participants and locations",
  fixed: true,
  price: { min: 12_000, max: 20_000 },
  duration: { min: 3, max: 4, unit: "week" as const },
} satisfies Engagement;

export const designSystem = {
  id: "design-system",
  title: "A design system",
  names: ["design system", "component library", "ui kit", "style guide"],
  covers: "a full design system for an existing product, built alongside development",
  billing: "our standard day rate",
  fixed: false,
  duration: { min: 8, max: 12, unit: "week" as const },
} satisfies Engagement;

export const platformAudit = {
  id: "platform-audit",
  title: "An infrastructure audit",
  names: ["audit", "infrastructure audit", "platform audit", "infrastructure review", "health check", "review of our aws", "aws review", "cloud review"],
  covers: "a review of your infrastructure, pipelines, cloud spend and security posture, with a prioritised report you can act on with or without us",
  billing: "a fixed fee",
  fixed: true,
  price: { min: 7_500, max: 7_500 },
  duration: { min: 2, max: 2, unit: "week" as const },
} satisfies Engagement;

export const cloudMigration = {
  id: "cloud-migration",
  title: "A cloud migration",
  names: ["cloud migration", "migration", "migrate", "move to the cloud", "move to aws", "moving to the cloud", "lift and shift"],
  covers: "moving a single application and its database, including a rehearsed cutover, with larger estates moving in waves",
  billing: "scoped and billed phase by phase",
  fixed: false,
  duration: { min: 4, max: 8, unit: "week" as const },
} satisfies Engagement;
