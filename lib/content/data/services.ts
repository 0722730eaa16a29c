import { daysAMonth, poundsBetween, poundsTo, spanAdjective, spanText } from "../figures";
import type { Service } from "../schema";
import {
  cloudMigration,
  customFirstRelease,
  designSystem,
  discovery,
  legacyPhase,
  marketingSite,
  mobileFirstVersion,
  platformAudit,
  researchSprint,
  supportRetainer,
  webApplication,
} from "./engagements";

export const services: Service[] = [
  {
    id: "custom-software",
    title: "Custom Software",
    names: [
      "custom software",
      "bespoke software",
      "software development",
      "internal system",
      "internal tool",
      "back-office system",
      "legacy system",
      "replacing spreadsheets",
    ],
    engagements: [discovery, customFirstRelease, legacyPhase],
    tagline: "Bespoke systems built around how your business actually works.",
    summary:
      "We design and build software that replaces spreadsheets, brittle legacy tools and off-the-shelf products you have outgrown. A small, senior team owns the work from discovery to production. We write the code so that your own engineers can take it over.",
    description:
      "Bespoke software that replaces spreadsheets and legacy tools, built by a small senior team from a fixed-price discovery to handover to your engineers.",
    includes: [
      "Discovery workshops to map processes, users and constraints",
      "Domain modelling and system architecture",
      "Integration with existing ERP, CRM and finance systems",
      "Legacy system modernisation and data migration",
      "Automated testing and continuous delivery from the first sprint",
      "Handover documentation and knowledge transfer to your team",
    ],
    deliverables: [
      "Production-ready application deployed to your own cloud account",
      "Architecture decision records and system documentation",
      "Automated test suite running in continuous integration",
      "Data migration scripts with reconciliation reports",
      "Operational runbooks for support and incident response",
    ],
    process: [
      {
        title: "Discovery",
        description: `A ${spanAdjective(discovery.duration)}, fixed-price discovery with your stakeholders and the people who use the current system, mapping processes, data and constraints. It ends with a scoped first release, an architecture outline and a costed plan.`,
      },
      {
        title: "Domain modelling and architecture",
        description:
          "Our lead engineer works with your domain experts to model the core concepts and agree the system architecture. Each significant decision is written up as an architecture decision record.",
      },
      {
        title: "Iterative build",
        description:
          "We build in fortnightly sprints with automated tests and continuous delivery from the first week, demoing working software to your team at the end of each sprint. You receive a budget report and forecast at every demo.",
      },
      {
        title: "Migration and launch",
        description:
          "We rehearse data migration against copies of production data and reconcile the results before cutover. Launch follows a written plan, with a rollback route agreed in advance.",
      },
      {
        title: "Handover",
        description:
          "Over the final two to four weeks we pair with your engineers, walk through the runbooks and documentation, and hand over support. The repositories and cloud accounts are already yours.",
      },
    ],
    technologies: ["TypeScript", "Node.js", "Python", "Go", "PostgreSQL", "Redis", "Docker", "Terraform"],
    faq: [
      {
        question: "How long does a typical custom software project take?",
        answer: `A first production release usually takes ${spanText(customFirstRelease.duration)}, starting with a ${spanAdjective(discovery.duration)} fixed-price discovery. Larger legacy replacements run in phases of ${spanText(legacyPhase.duration)}, and each phase ends with something your users can put to work.`,
      },
      {
        question: "How do you price custom builds?",
        answer: `Discovery is a fixed fee, typically ${poundsTo(discovery.price)}. After that we bill time and materials against a blended team day rate. Every fortnight you get a budget report and a forecast range, so you always know where spend is heading. Once the scope is well understood, we can also quote fixed-price phases.`,
      },
      {
        question: "Who owns the code you write?",
        answer:
          "You do. Intellectual property transfers to you as each invoice is paid, and the repositories sit in your own organisation from day one. We avoid proprietary frameworks that would tie you to us.",
      },
    ],
  },
  {
    id: "web-development",
    title: "Web Development",
    names: [
      "website",
      "web site",
      "web development",
      "web app",
      "web application",
      "customer portal",
      "portal",
      "marketing site",
      "headless cms",
      "e-commerce site",
    ],
    engagements: [marketingSite, webApplication],
    tagline: "Fast, accessible websites and web applications that are easy to change.",
    summary:
      "We build marketing sites, customer portals and complex web applications with modern frameworks, with a strong bias towards performance and accessibility. Everything ships with automated tests, sensible analytics and a content model your team can run without a developer.",
    description:
      "Fast, accessible websites, portals and web apps in Next.js and TypeScript, built to WCAG 2.2 AA with a content model your editors run themselves.",
    includes: [
      "Web application and customer portal development",
      "Headless CMS and e-commerce builds",
      "Performance budgets and Core Web Vitals optimisation",
      "WCAG 2.2 AA accessibility built in from the start",
      "API design and third-party integrations",
      "Analytics, consent management and SEO foundations",
    ],
    deliverables: [
      "Deployed web application with staging and preview environments",
      "Component library documented in Storybook",
      "Accessibility audit report with remediation log",
      "Editor guide for your content management system",
    ],
    process: [
      {
        title: "Scoping",
        description:
          "A one- to two-week scoping phase covering goals, audiences, content, integrations and performance budgets. For marketing sites this leads to a fixed-price quote; for applications, a capped budget for the first phase.",
      },
      {
        title: "Content model and design",
        description:
          "Our designers and developers model content around your pages and reusable components, then design them in Figma. Editors review the model early, so it matches how they actually publish.",
      },
      {
        title: "Component build",
        description:
          "We build the component library in Storybook, with accessibility checks and visual tests on every component. Each pull request gets its own preview environment for your team to review.",
      },
      {
        title: "Integration and testing",
        description:
          "We connect the CMS, APIs and analytics, then run end-to-end tests in Playwright and a full WCAG 2.2 AA audit. Every issue found goes into the remediation log before launch.",
      },
      {
        title: "Launch and editor training",
        description:
          "We launch from staging with redirects, Core Web Vitals monitoring and consent management in place. Your editors get a hands-on training session and a written editor guide.",
      },
    ],
    technologies: ["React", "Next.js", "TypeScript", "Tailwind CSS", "Node.js", "PostgreSQL", "Playwright", "Storybook"],
    faq: [
      {
        question: "How long does a website or web application take?",
        answer: `A content-led marketing site typically takes ${spanText(marketingSite.duration)} from kick-off to launch. The first release of a customer portal or transactional web application is usually a ${spanAdjective(webApplication.duration)} build.`,
      },
      {
        question: "Can we update content ourselves after launch?",
        answer:
          "Yes. We model content around your pages and components rather than free-form blocks of HTML. Editors build new pages from approved components, so they cannot break the layout or the accessibility of the site.",
      },
      {
        question: "How is a web project priced?",
        answer: `Marketing sites are usually quoted at a fixed price after a short scoping phase, commonly ${poundsBetween(marketingSite.price)}. Applications are billed on time and materials, with a capped budget for each phase agreed before that phase starts.`,
      },
    ],
  },
  {
    id: "mobile-apps",
    title: "Mobile Apps",
    names: ["app", "apps", "mobile app", "phone app", "iphone app", "android app", "ios app", "react native app", "mobile development"],
    engagements: [mobileFirstVersion, supportRetainer],
    tagline: "iOS and Android apps that feel native and are built to last beyond version one.",
    summary:
      "We build mobile apps with React Native when a shared codebase makes sense, and with Swift or Kotlin when the product demands it. We handle everything from offline sync and push notifications to App Store review. We also stay on to ship the releases that follow.",
    description: "iOS and Android apps in React Native, Swift or Kotlin, from discovery and offline sync to App Store review and the releases that follow.",
    includes: [
      "Cross-platform development with React Native and Expo",
      "Native iOS development in Swift and Android development in Kotlin",
      "Offline-first data sync and background processing",
      "Push notifications, deep linking and in-app purchases",
      "Automated builds, beta distribution and store submission",
      "Crash reporting, analytics and release monitoring",
    ],
    deliverables: [
      "Published apps on the App Store and Google Play",
      "Automated build and release pipeline",
      "Device test matrix and end-to-end test suite",
      "Release checklist and store listing assets",
    ],
    process: [
      {
        title: "Discovery and platform choice",
        description: `A ${spanAdjective(discovery.duration)} discovery covering users, devices, offline needs and platform features. It ends with a written recommendation on React Native or fully native builds, and a plan for the first version.`,
      },
      {
        title: "Prototype and architecture",
        description:
          "Designers test a clickable prototype with real users while engineers settle the data model, offline sync approach and any native modules. Both are reviewed with you before the main build begins.",
      },
      {
        title: "Build in sprints",
        description:
          "We build features in fortnightly sprints, with automated builds sent to testers' phones after each merge. Crash reporting and analytics are wired in from the first build.",
      },
      {
        title: "Beta and store submission",
        description:
          "About a week of beta testing through TestFlight and Google Play internal testing, run against our device test matrix. We then prepare the store listing assets and handle App Store and Google Play review.",
      },
      {
        title: "Release and ongoing support",
        description: `After launch we watch crash rates and reviews closely for the first fortnight. Most clients then move to a retainer of ${daysAMonth(supportRetainer.daysPerMonth)} for operating system updates and improvements.`,
      },
    ],
    technologies: ["React Native", "Expo", "Swift", "Kotlin", "Firebase", "Fastlane", "Detox", "Sentry"],
    faq: [
      {
        question: "Should we build native or cross-platform?",
        answer:
          "For most business apps, React Native lets one team ship both platforms with 85 to 95 per cent of the code shared. We recommend fully native builds when the app leans heavily on platform features such as widgets, CarPlay, advanced camera pipelines or Bluetooth hardware. You get a written recommendation at the end of discovery.",
      },
      {
        question: "How long until our app is in the stores?",
        answer: `A focused first version typically takes ${spanText(mobileFirstVersion.duration)}. That includes a ${spanAdjective(discovery.duration)} discovery and about a week for beta testing and store review. Apps with hardware integration or complex offline sync take longer, and we tell you so up front.`,
      },
      {
        question: "What does it cost to maintain an app after launch?",
        answer: `Plan for ongoing work from day one, because operating system releases, SDK updates and store policy changes arrive every year. Most clients keep a support retainer of ${daysAMonth(supportRetainer.daysPerMonth)}, which covers updates, monitoring and small improvements.`,
      },
    ],
  },
  {
    id: "ux-ui-design",
    title: "UX/UI Design",
    names: ["design", "ux", "ui", "ux design", "ui design", "ux/ui", "user research", "design sprint", "prototype", "design system", "designers"],
    engagements: [researchSprint, designSystem],
    tagline: "Research-led product design that engineers can actually build.",
    summary:
      "Our designers work alongside our engineers from the first workshop, so every design is grounded in real user needs and real technical constraints. We move quickly from research to tested prototypes, and we leave you with a design system rather than a pile of static screens.",
    description:
      "Research-led UX/UI design: user interviews, Figma prototypes tested with real users and a documented design system your engineers can build from.",
    includes: [
      "User research, interviews and usability testing",
      "Service blueprints and user journey mapping",
      "Information architecture and content design",
      "Interactive prototypes in Figma",
      "Visual design and design systems",
      "Accessibility reviews against WCAG 2.2",
    ],
    deliverables: [
      "Research findings with prioritised opportunities",
      "Clickable prototype validated with real users",
      "Design system with tokens and documented components",
      "Annotated, developer-ready designs covering every state",
    ],
    process: [
      {
        title: "User research",
        description:
          "We interview users and stakeholders and review analytics and support tickets, usually over one to two weeks. Findings are synthesised into prioritised opportunities that the whole team agrees on.",
      },
      {
        title: "Flows and wireframes",
        description:
          "We map the key user journeys and information architecture, then sketch low-fidelity wireframes in FigJam and Figma. An engineer reviews them early to flag technical constraints.",
      },
      {
        title: "Prototype testing",
        description:
          "We build a clickable Figma prototype and test it with at least five real users in moderated or unmoderated sessions. We revise the design between rounds based on what we observe.",
      },
      {
        title: "Visual design and design system",
        description:
          "We apply visual design to the validated flows and build the design system in parallel, with tokens and documented components. Every screen is annotated with states, edge cases and accessibility notes.",
      },
      {
        title: "Design QA during build",
        description:
          "Our designers review each feature in staging or Storybook before it ships, checking it against the designs and WCAG 2.2. Fixes are logged and agreed with the engineers in the same sprint.",
      },
    ],
    technologies: ["Figma", "FigJam", "Maze", "Dovetail", "Storybook", "Style Dictionary"],
    faq: [
      {
        question: "How long does a design engagement take?",
        answer: `A research and prototyping sprint takes ${spanText(researchSprint.duration)} and ends with a prototype tested by at least five real users. Building a full design system for an existing product typically takes ${spanText(designSystem.duration)}, running alongside development.`,
      },
      {
        question: "Do you only design, or do you build as well?",
        answer:
          "We do both, and we prefer to. Design-only engagements are fine, but our engineers always review the designs. Your developers receive something realistic, with states, edge cases and accessibility notes already covered.",
      },
      {
        question: "How is design work priced?",
        answer: `Research sprints are fixed price, typically ${poundsTo(researchSprint.price)} depending on the number of participants and locations. Ongoing design work inside a product team is billed at our standard day rate.`,
      },
    ],
  },
  {
    id: "devops",
    title: "DevOps",
    names: ["devops", "infrastructure", "cloud", "cloud migration", "ci/cd", "pipelines", "kubernetes", "terraform", "hosting", "aws", "platform engineering"],
    engagements: [platformAudit, cloudMigration],
    tagline: "Reliable infrastructure, faster releases and fewer incidents at 2am.",
    summary:
      "We help teams ship more often and with less risk by automating infrastructure, builds and deployments. You might need a new cloud platform, a migration off ageing servers or a hard look at a slow pipeline. Either way, we leave behind infrastructure as code, clear runbooks and a team that understands both.",
    description: `Terraform, CI/CD pipelines, Kubernetes and observability on AWS or Google Cloud, starting with a ${spanAdjective(platformAudit.duration)} platform audit and handed over with runbooks.`,
    includes: [
      "Cloud architecture on AWS, Google Cloud and Azure",
      "Infrastructure as code with Terraform",
      "CI/CD pipeline design and optimisation",
      "Container platforms and Kubernetes",
      "Observability: logging, metrics, tracing and alerting",
      "Cloud cost reviews and security hardening",
    ],
    deliverables: [
      "Infrastructure as code in your own repositories",
      "Automated deployment pipelines with tested rollback",
      "Dashboards, alerts and on-call runbooks",
      "Cloud cost and security review with prioritised actions",
    ],
    process: [
      {
        title: "Platform audit",
        description: `A ${spanAdjective(platformAudit.duration)}, fixed-fee review of your infrastructure, pipelines, cloud spend and security posture. You receive a prioritised report you can act on with or without us.`,
      },
      {
        title: "Infrastructure as code",
        description:
          "We bring existing and new infrastructure under Terraform in your own repositories, with every change made through your normal review process. Your engineers pair with us as each module lands.",
      },
      {
        title: "Pipeline",
        description:
          "We design or rebuild CI/CD pipelines with automated tests, preview environments and tested rollback. We measure build and deployment times before and after, so the improvement is clear.",
      },
      {
        title: "Observability",
        description:
          "We set up logging, metrics, tracing and alerting with dashboards in Grafana, tuning alerts so they fire on real problems rather than noise. Each alert links to a runbook.",
      },
      {
        title: "Handover and on-call",
        description:
          "We run on-call alongside your team for the first few weeks, then walk through every runbook and hand over ownership. Nothing depends on us once we leave.",
      },
    ],
    technologies: ["Terraform", "AWS", "Google Cloud", "Kubernetes", "Docker", "GitHub Actions", "Prometheus", "Grafana"],
    faq: [
      {
        question: "How long does a cloud migration take?",
        answer: `Moving a single application and its database usually takes ${spanText(cloudMigration.duration)}, including a rehearsed cutover. Estates with several services move in waves. Once the platform foundations are in place, that is typically one service every two to three weeks.`,
      },
      {
        question: "Can you work with our existing team?",
        answer:
          "We prefer to. We pair with your engineers, make changes through your normal review process and hand over each piece as it lands. Nothing depends on us when we leave.",
      },
      {
        question: "How is DevOps work priced?",
        answer: `Platform builds and migrations are scoped and billed phase by phase. A ${spanAdjective(platformAudit.duration)} infrastructure audit is a fixed fee of ${poundsTo(platformAudit.price)}. It produces a prioritised report you can act on with or without us.`,
      },
    ],
  },
];
