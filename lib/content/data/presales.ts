import { countText, poundsBetween, poundsTo, spanAdjective, spanText } from "../figures";
import { discovery, firstRelease, marketingSite, platformAudit, researchSprint } from "./engagements";
import { studio } from "./studio";
import type { PresalesFaqEntry } from "../schema";

/**
 * What prospective clients ask before they sign. Figures here repeat what the services, company and
 * article pages say; when a rate, duration or period changes there, it changes here too.
 */
/** How soon a senior engineer answers an enquiry: "one working day". */
const reply = spanText(studio.replyTime);

export const presalesFaq: PresalesFaqEntry[] = [
  {
    id: "how-a-project-starts",
    topic: "Getting started",
    question: "How does a project with you start?",
    answer: `Tell us about it through the contact form, by e-mail or by phone. A senior engineer, not a salesperson, replies within ${reply}, with questions or a time to talk. Next comes a 45-minute discovery call about your goals, constraints and budget, in which we tell you candidly whether we are the right team. Within a week of that call you receive a written proposal covering scope, team, timeline and a fixed price for the first phase. Once it is signed, kick-off usually follows within two to four weeks, and most engagements begin with a ${spanAdjective(discovery.duration)} discovery. Most first releases go live ${spanText(firstRelease.duration)} after kick-off, including discovery.`,
    short: `A senior engineer replies within ${reply}, we hold a 45-minute discovery call, and a written proposal follows within a week. Most work then starts with a ${spanAdjective(discovery.duration)} discovery.`,
  },
  {
    id: "what-to-prepare",
    topic: "Getting started",
    question: "What should we prepare before the first call?",
    answer:
      "Nothing formal. Whether you have a full specification or a rough idea, the call works best when you can tell us four things: the problem you want solved and for whom, any date that really matters and why, the systems the new software has to work with, and a rough budget range. A budget range is not a negotiating position; it lets us tell you on the call what is realistic and what we would leave out. If you have existing documents, designs or a codebase, send them beforehand, and if they are confidential, ask for our NDA first.",
    short:
      "Nothing formal: the problem and who has it, any fixed dates, the systems involved and a rough budget range. Send existing documents beforehand, under NDA if you need one.",
  },
  {
    id: "minimum-budget",
    topic: "Getting started",
    question: "Is there a minimum project size or budget?",
    answer: `There is no formal minimum, but it helps to know where our work starts. Our smallest fixed-fee engagement is the ${spanAdjective(platformAudit.duration)} infrastructure audit at ${poundsTo(platformAudit.price)}. A discovery is typically ${poundsTo(discovery.price)}, and a user research sprint ${poundsTo(researchSprint.price)}. Marketing sites are usually quoted ${poundsBetween(marketingSite.price)}, and a focused first release of a web or mobile product typically costs ${poundsBetween(firstRelease.price)}. If your budget is well short of what the work needs, we will say so on the first call and suggest the smallest useful step, which is often a discovery on its own.`,
    short: `There is no formal minimum. Our smallest fixed-fee piece of work is a ${poundsTo(platformAudit.price)} infrastructure audit, and a first product release typically costs ${poundsBetween(firstRelease.price)}.`,
  },
  {
    id: "discovery",
    topic: "Getting started",
    question: "What happens in discovery, and do we have to start with one?",
    answer: `Discovery takes ${spanText(discovery.duration)} at a fixed fee, typically ${poundsTo(discovery.price)}. We interview your stakeholders and the people who will use the software, map the current process, data and constraints, and agree what success looks like. You leave with a prioritised scope for the first release, an architecture outline, a delivery plan and an estimate expressed as a range with its assumptions written down. The outputs are yours to keep, whether or not you go on to build with us. Well-defined work does not need one: a marketing site starts with a one- to two-week scoping phase, and infrastructure work with a two-week platform audit.`,
    short: `Discovery is ${spanText(discovery.duration)} at a fixed fee, typically ${poundsTo(discovery.price)}, and ends with a prioritised scope, a plan and a costed range. Well-defined work such as a marketing site starts with shorter scoping instead.`,
  },
  {
    id: "engagement-models",
    topic: "Commercials",
    question: "What engagement models do you offer, and which suits us?",
    answer:
      "We work in three ways. A fixed-price discovery shapes a new product and tells you what it will take. A dedicated team works as an extension of yours on a monthly basis, billed on time and materials against our blended day rate; it suits products whose scope will change as you learn, which is most of them. Fixed-scope projects at a fixed price suit well-defined work such as a marketing site or a cloud migration, where the scope is unlikely to move. Most clients start with discovery and move on to a dedicated team, and for applications we agree a capped budget for each phase before that phase starts. After launch, a support retainer from two days a month keeps the product healthy.",
    short:
      "Three: a fixed-price discovery, a dedicated team billed monthly on time and materials, and fixed-scope projects for well-defined work such as a marketing site. Most clients start with discovery.",
  },
  {
    id: "rates-and-prices",
    topic: "Commercials",
    question: "How much do you charge?",
    answer: `We charge by the day, not by the hour. Our blended day rate sits ${poundsBetween(studio.dayRate)}, depending on the mix of the team. As a guide, a focused first release of a web or mobile product typically costs ${poundsBetween(firstRelease.price)}. Fixed fees apply to well-defined pieces of work: a discovery is typically ${poundsTo(discovery.price)}, a user research sprint ${poundsTo(researchSprint.price)}, a ${spanAdjective(platformAudit.duration)} infrastructure audit ${poundsTo(platformAudit.price)}, and marketing sites are usually quoted ${poundsBetween(marketingSite.price)}. Every fortnight you see spend to date against the forecast.`,
    short: `Our blended day rate is ${poundsBetween(studio.dayRate)}. A focused first release of a web or mobile product typically costs ${poundsBetween(firstRelease.price)}.`,
  },
  {
    id: "estimates",
    topic: "Commercials",
    question: "How do you produce an estimate, and how long does it take?",
    answer:
      "You receive a written proposal within a week of our first call, with scope, team, timeline and a fixed price for the first phase. Estimates for the build come as a range with two points: a figure we expect to hit about half the time and one we expect to come in under nine times out of ten. The engineers who would do the work break it into pieces of no more than about three days and estimate each one, and we check the total against what similar past projects actually took. Every assumption is written down, and so is what is out of scope. At the end of discovery we re-estimate with what we have learned, and from then on every fortnight brings an updated forecast range.",
    short:
      "A written proposal arrives within a week of our first call. Engineers estimate the work bottom-up as a range, with every assumption written down, and we re-forecast every fortnight.",
  },
  {
    id: "fixed-price",
    topic: "Commercials",
    question: "Can you give us a fixed price?",
    answer:
      "Yes, for well-understood work. Discovery, the infrastructure audit and research sprints are fixed price, marketing sites usually are, and once the scope of a product is well understood we can quote fixed-price phases. We are open about how a fixed price is built: it sits near the cautious end of the estimated range, because we are taking on the risk that the likely figure hides. If you can work with a range, a capped time-and-materials arrangement is usually cheaper overall, and we will tell you so.",
    short:
      "Yes, for well-understood work such as discovery, audits, marketing sites and later product phases. A fixed price sits near the cautious end of our range, so capped time and materials is usually cheaper.",
  },
  {
    id: "payment-terms",
    topic: "Commercials",
    question: "What are your payment terms?",
    answer:
      "Fixed-fee work such as a discovery or an audit is invoiced half when you book it and half on delivery. Dedicated teams and other time-and-materials work are invoiced monthly in arrears for the days actually worked, and the figures match the fortnightly budget reports you already have. Fixed-scope projects take a 20% deposit on signing, with the rest invoiced against milestones named in the proposal. Support retainers are invoiced monthly in advance. All invoices are in pounds sterling, payable by bank transfer within 30 days, with VAT added where it applies. The written agreement for your engagement confirms all of this before any work starts.",
    short:
      "Time-and-materials work is invoiced monthly in arrears, and fixed-price work against milestones after a deposit on signing. Invoices are in pounds sterling, payable within 30 days.",
  },
  {
    id: "budget-control",
    topic: "Commercials",
    question: "How do we keep the budget under control once work starts?",
    answer:
      "At every fortnightly demo you receive a budget report: spend to date, the remaining work as re-estimated by the team and the updated forecast range. A slipping forecast therefore shows up in week four rather than week fourteen. When the range moves we explain why and set out the options: reduce scope, accept a later date or add capacity where that genuinely helps. On time-and-materials work each phase has a capped budget agreed before it starts, and nothing beyond the cap is spent without your written agreement.",
    short:
      "Every fortnight you get spend to date and an updated forecast range, and each phase has a budget cap agreed before it starts. When the forecast moves, we explain why and set out the options.",
  },
  {
    id: "nda-and-confidentiality",
    topic: "Ownership and confidentiality",
    question: "Will you sign an NDA before we share details?",
    answer:
      "Yes, and before the first call if you prefer. Send us your NDA and we return it signed, or with any comments, within one working day. If you do not have one, we send our own mutual NDA, a short two-page document, the same working day. Everyone at Northbeam is bound by confidentiality in their employment contract whether or not an NDA is in place, and only the people working on your project see your material. We publish a case study, or name you as a client, only with your written permission.",
    short:
      "Yes. We sign your NDA within one working day, or send our own two-page mutual NDA the same day, and we never name you as a client without your written permission.",
  },
  {
    id: "ip-ownership",
    topic: "Ownership and confidentiality",
    question: "Who owns the code and the intellectual property?",
    answer:
      "You do. All code, designs and documentation we create for you are assigned to you on payment: ownership transfers as each invoice is paid. The repositories sit in your own organisation from day one, and the cloud, app store and other service accounts are opened in your name. We use open-source libraries under permissive licences such as MIT and Apache 2.0, avoid licences that would oblige you to publish your own code, and list every library and its licence in the handover pack. We also bring our own reusable tooling, such as project templates, infrastructure modules and checklists; we keep ownership of it, and where any of it ends up in your product you receive a perpetual, royalty-free licence to use and change it. We avoid proprietary frameworks that would tie you to us.",
    short:
      "You do: everything we create for you is assigned to you as each invoice is paid, in repositories that are yours from day one. Any of our own tooling in it comes with a perpetual, royalty-free licence.",
  },
  {
    id: "data-protection-and-security",
    topic: "Ownership and confidentiality",
    question: "How do you handle personal data and security on our project?",
    answer:
      "We work under UK GDPR and the Data Protection Act 2018. Where we handle personal data on your behalf we act as your processor, and a data processing agreement is part of the contract. Production data stays in your own cloud account, in the region you choose, and we build and test with synthetic or anonymised data. Access is limited to the people on your project and removed when they leave it. Threat modelling is part of the delivery plan for payment and health data, automated security checks with tools such as Semgrep, OWASP ZAP and Dependabot run in continuous integration, and we fix findings from your penetration tests within agreed windows. For children's data we carry out a data protection impact assessment, and for NHS work we prepare documentation for the Data Security and Protection Toolkit.",
    short:
      "We work under UK GDPR, sign a data processing agreement as your processor and keep production data in your own cloud account, in the region you choose.",
  },
  {
    id: "team-and-contacts",
    topic: "Working together",
    question: "Who will work on our project, and who do we talk to?",
    answer: `A small, senior team, typically ${countText(studio.projectTeam)} people: a lead engineer who owns the technical decisions, one to three further engineers, a designer for as long as the work needs one, and a product lead who runs planning with you. Tom Ashworth, our CTO, reviews the architecture of every project we take on. The people who pitch your project are the people who build it, and you talk to them directly, in a shared channel and at every demo, rather than through an account manager. We ask for one named product owner on your side who can give us around half a day a week and review work within two working days.`,
    short: `A senior team of typically ${countText(studio.projectTeam)} people, led by a lead engineer and a product lead whom you talk to directly. The people who pitch your project are the people who build it.`,
  },
  {
    id: "communication",
    topic: "Working together",
    question: "How will we communicate during the project?",
    answer:
      "We work in two-week sprints. Each ends with a demo of working software on a staging environment, which exists from the first week, together with a budget report and an updated forecast, and then planning for the next sprint. Day to day, the whole team shares a Slack or Microsoft Teams channel with you, whichever you already use, and you are welcome at our daily 15-minute stand-up. Every Friday the product lead sends a short written update, and significant technical decisions are written up as architecture decision records, so nothing depends on who was in which meeting.",
    short:
      "A demo of working software at the end of every two-week sprint, a shared Slack or Teams channel, an open daily stand-up and a written update every Friday.",
  },
  {
    id: "time-zones-and-location",
    topic: "Working together",
    question: "Where is your team, and can you work with us in another time zone?",
    answer: `Our studio is at 21 Queen Square in Bristol, and our team of around ${studio.teamSize} works from there and remotely across the UK and Europe, keeping UK business hours of 9:00 to 17:30. We work with clients across Europe and North America and guarantee at least three hours of overlap with your working day. European clients share most of the day with us; US East Coast clients typically overlap from 9:00 to 12:30 Eastern time; for the West Coast, part of the team starts later so the three hours still hold. Demos are scheduled at times that suit you, and written updates mean decisions never wait for a call. We come to you for discovery workshops and important milestones, and you are always welcome at the studio.`,
    short:
      "We are based in Bristol, working UK hours with people across the UK and Europe, and guarantee at least three hours of overlap with your working day, including for North American clients.",
  },
  {
    id: "working-with-in-house-teams",
    topic: "Working together",
    question: "Can you work alongside our in-house team?",
    answer:
      "We prefer to. We pair with your engineers, work in your repositories and make changes through your normal review process, so your team understands every piece as it lands. Mixed teams are common: we can supply a whole product team, or fill the gaps in yours, such as design, mobile or DevOps. Nothing depends on us when we leave, and the final two to four weeks of an engagement are spent pairing with your engineers and walking them through the runbooks and documentation.",
    short:
      "Yes, and we prefer it: we pair with your engineers, work in your repositories through your review process, and spend the final two to four weeks handing over.",
  },
  {
    id: "existing-codebase",
    topic: "Working together",
    question: "Can you take over an existing codebase or rescue a struggling project?",
    answer:
      "Yes; a fair share of our work starts that way. We begin with a two-week, fixed-fee review of the code, tests, infrastructure, delivery pipeline and security, and you receive a written report with the risks ranked and a plan you can act on with or without us. If we carry on, we stabilise first: automated tests around the riskiest areas, a dependable pipeline, monitoring and a rollback route. Then we improve the product in small, safe releases. We rarely recommend a rewrite from scratch, and when we do, we explain why in writing. It helps to have access to the repositories and cloud accounts from the start and, where possible, an hour or two with the previous team.",
    short:
      "Yes. We start with a two-week, fixed-fee review and a ranked list of risks, then stabilise with tests, a reliable pipeline and monitoring before improving the product in small releases.",
  },
  {
    id: "accessibility",
    topic: "Working together",
    question: "Will what you build be accessible?",
    answer:
      "Yes. We work to WCAG 2.2 AA as a baseline on every project, and accessibility is part of every estimate rather than a phase at the end. Every pull request runs automated accessibility checks with axe-core, and before each release an engineer works through the changed journeys with only a keyboard and with screen readers: VoiceOver on macOS and iOS, and NVDA on Windows. We test with disabled people during research, and we commission independent audits for public sector clients and major releases.",
    short:
      "Yes: WCAG 2.2 AA is our baseline on every project, with automated checks on every pull request and keyboard and screen reader testing before each release.",
  },
  {
    id: "changing-priorities",
    topic: "Working together",
    question: "What if our priorities change halfway through?",
    answer:
      "That is normal, and the way we work expects it. On time-and-materials work you can reprioritise the backlog at every fortnightly planning meeting, and we show you straight away what the change does to the forecast range. On fixed-scope work a change is agreed in writing before we start on it, with its effect on price and timeline stated, so neither side is surprised at the end.",
    short:
      "On time-and-materials work you can reprioritise at every fortnightly planning meeting, and we show the effect on the forecast. On fixed-scope work, changes are agreed in writing first.",
  },
  {
    id: "after-launch-and-warranty",
    topic: "After launch",
    question: "What happens after launch, and is there a warranty?",
    answer:
      "Launch takes one to two weeks, with monitoring, a rollback plan and the team on hand; for apps that includes beta testing and store submission, and we watch crash rates and reviews closely for the first fortnight. Everything we deliver then carries a 60-day warranty from launch: if something we built does not work as agreed, we fix it at no charge. After that you choose how to carry on: we keep improving the product in regular cycles, a support retainer keeps it healthy, or we hand it over to your own team with documentation and pairing.",
    short:
      "Everything we deliver carries a 60-day warranty from launch, fixed at no charge. After that you can keep us on a support retainer from two days a month, or take the product in-house.",
  },
  {
    id: "support-retainers",
    topic: "After launch",
    question: "What does ongoing support cost, and what does it cover?",
    answer:
      "Support retainers start at two days a month, billed at our day rate; most mobile apps need two to four days a month, because operating system releases, SDK updates and store policy changes arrive every year. A retainer covers monitoring, security updates, dependency upgrades and small improvements, with response times for incidents agreed in writing. For a critical incident, we typically respond within one hour during UK business hours, and out-of-hours on-call cover can be added. After the first three months a retainer runs month to month, and either side can end it with one month's notice.",
    short:
      "Retainers start at two days a month at our day rate and cover monitoring, security updates, dependency upgrades and small fixes. After three months they run month to month.",
  },
  {
    id: "handover",
    topic: "After launch",
    question: "What do we get at handover if we take the product in-house?",
    answer:
      "The repositories and cloud accounts are already yours, so handover is about knowledge. Over the final two to four weeks we pair with your engineers, walk through the architecture decision records, system documentation and operational runbooks, and hand over support. You receive a handover pack with all of that, the automated test suite and the list of every open-source library and its licence. For infrastructure work we run on-call alongside your team for the first few weeks before handing over ownership. Nothing depends on us once we leave, and we remain available on a retainer if you want a second opinion later.",
    short:
      "Two to four weeks of pairing, plus a handover pack with documentation, architecture decision records, runbooks, tests and the licence list. The repositories and accounts are already yours.",
  },
  {
    id: "platforms-we-do-not-build-on",
    topic: "Getting started",
    policy: true,
    question: "Do you build on WordPress, Shopify, Wix or other site builders and low-code platforms?",
    answer:
      "No. We write software that you own outright, in TypeScript, Node.js, Python, Go and React Native, with a headless CMS for content and headless commerce for online retail. We do not build or maintain WordPress, Drupal or Joomla sites, Shopify, Magento or WooCommerce themes, Wix, Squarespace or Webflow sites, or apps on low-code platforms such as Bubble, Salesforce or Power Apps, and we do not write in PHP (Laravel or Symfony), Ruby on Rails, Java or .NET. If one of those platforms suits your project better than custom work, we say so on the first call and, where we can, name someone who builds on it.",
    short:
      "No. We build custom software you own, in TypeScript, Node.js, Python, Go and React Native; we do not build on WordPress, Shopify, Wix, Webflow or low-code platforms such as Bubble or Salesforce.",
  },
  {
    id: "certifications",
    topic: "Ownership and confidentiality",
    policy: true,
    question: "Are you ISO 27001, SOC 2 or Cyber Essentials certified?",
    answer:
      "No. We do not hold ISO 27001, SOC 2 or Cyber Essentials certification ourselves. We have prepared clients for Cyber Essentials Plus and ISO 27001 assessments, we complete your security questionnaire before work starts, and we work inside your own controls: your repositories, cloud accounts and access policies. Our data processing terms are part of every agreement.",
    short:
      "No. We hold no ISO 27001, SOC 2 or Cyber Essentials certification ourselves; we work inside your controls and complete your security questionnaire.",
  },
  {
    id: "company-registration",
    topic: "Commercials",
    policy: true,
    question: "Are you a registered company, and who is the contract with?",
    answer:
      "Yes. Northbeam is the trading name of Northbeam Software Studio Ltd, a private limited company registered in England and Wales and registered for VAT. Your contract is with the company, and our company and VAT numbers are printed on every proposal, agreement and invoice.",
    short: "Yes. Northbeam Software Studio Ltd is a limited company registered in England and Wales and for VAT; the contract is with the company.",
  },
  {
    id: "other-offices",
    topic: "Working together",
    policy: true,
    question: "Do you have offices in London, Manchester or elsewhere?",
    answer:
      "No. Our only studio is in Bristol, and the rest of the team works remotely across the UK and Europe. We travel to you for discovery workshops and important milestones wherever you are, and most day-to-day work happens in a shared channel and at the fortnightly demos.",
    short: "No. Our only studio is in Bristol; the rest of the team works remotely across the UK and Europe, and we come to you for workshops and milestones.",
  },
  {
    id: "subcontracting",
    topic: "Working together",
    policy: true,
    question: "Do you outsource or subcontract work offshore?",
    answer:
      "No. Everyone who works on your project is on our own team, and the people who pitch your project are the people who build it. If a specialist is ever needed, such as a penetration tester, we name them in the proposal and nothing is shared with them without your agreement.",
    short:
      "No. Everyone on your project is on our own team; a specialist such as a penetration tester is only involved when named in the proposal and agreed with you.",
  },
  {
    id: "equity-and-discounts",
    topic: "Commercials",
    policy: true,
    question: "Do you work for equity, or offer discounts for start-ups and charities?",
    answer:
      "No. We do not take equity or deferred payment in place of fees, and our rates are the same for every client. What we do instead is help you spend less: a discovery on its own, a smaller first release, or fixed-price phases you can stop after.",
    short: "No. We do not take equity in place of fees, and our rates are the same for every client; we help you start smaller instead.",
  },
  {
    id: "marketing-services",
    topic: "Getting started",
    policy: true,
    question: "Do you also do SEO, advertising, social media or copywriting?",
    answer:
      "No. We build and run software; we do not run SEO or advertising campaigns, manage social media or write marketing copy. What we build gives that work a sound base: fast pages, clean markup, structured data, analytics and consent management, and a content model your own team or agency can use without a developer.",
    short:
      "No. We build software and give marketing a sound base (fast pages, structured data, analytics), but we do not run SEO, advertising, social media or copywriting.",
  },
  {
    id: "work-we-do-not-take-on",
    topic: "Getting started",
    policy: true,
    question: "Do you build games, blockchain or crypto products, AR or VR, or hardware?",
    answer:
      "No. We do not build games, blockchain or cryptocurrency products, augmented or virtual reality experiences, or embedded software and hardware. Our work is web and mobile products, the systems behind them and the cloud they run on, for sectors such as fintech, healthcare, logistics, retail, education and energy.",
    short:
      "No. We do not build games, blockchain or crypto products, AR or VR, or hardware; our work is web and mobile products, the systems behind them and their cloud.",
  },
  {
    id: "hosting-and-domains",
    topic: "After launch",
    policy: true,
    question: "Do you provide hosting, domain names or e-mail accounts?",
    answer:
      "No. We do not resell hosting, domains or e-mail. Your product runs in a cloud account opened in your name, on AWS, Google Cloud or Azure, which we set up, automate and hand over; you pay the provider directly, and we can keep running it for you on a support retainer.",
    short:
      "No. We do not resell hosting, domains or e-mail: the product runs in a cloud account in your name, which we set up and can keep running on a retainer.",
  },
  {
    id: "first-call-free",
    topic: "Getting started",
    policy: true,
    question: "Is the first call free, and do you charge for a proposal?",
    answer:
      "Yes, the first call is free, and so is the written proposal that follows it. Paid work starts only once you sign, usually with a fixed-fee discovery.",
    short: "Yes: the first call and the written proposal are free. Paid work starts only when you sign, usually with a fixed-fee discovery.",
  },
];
