import type { Project } from "../schema";

export const projects: Project[] = [
  {
    id: "fernleigh-invoice-finance-portal",
    title: "Invoice finance portal for small businesses",
    client: "Fernleigh Money",
    names: ["fernleigh", "invoice finance portal", "invoice finance", "lending portal"],
    industryId: "fintech",
    year: 2025,
    summary: "A self-service portal that lets small businesses upload invoices and receive funding within hours rather than days.",
    problem:
      "Fernleigh's invoice finance product ran on email, spreadsheets and a back-office tool built in 2011. Clients sent invoices as PDFs, an operations team keyed them in by hand, and funding took an average of three working days. Every increase in volume meant hiring more people to do the same manual checks.",
    solution:
      "We built a web portal and a new underwriting service around a double-entry ledger. Clients connect their accounting software, choose the invoices they want funded and see their available balance in real time. Automated checks handle routine cases and route exceptions to the operations team with everything they need on one screen. The ledger reconciles against bank statements every night, and any difference is flagged before the morning stand-up.",
    results: [
      "Average time to funding down from three working days to four hours",
      "78% of invoices approved without manual intervention",
      "Operations team handling 2.4 times the volume with no additional hires",
      "Zero unexplained ledger differences in the first six months after launch",
    ],
    technologies: ["TypeScript", "Next.js", "Node.js", "PostgreSQL", "AWS", "Terraform"],
    liveUrl: "https://demo.northbeam.studio/fernleigh-invoice-finance-portal",
    sourceUrl: "https://github.com/northbeam-studio/fernleigh-invoice-finance-portal",
    serviceIds: ["custom-software", "web-development", "devops"],
    screenshot: {
      src: "/images/projects/fernleigh-invoice-finance-portal.svg",
      alt: "The Fernleigh portal dashboard showing available funding, recent invoices and their approval status",
    },
  },
  {
    id: "marlow-finch-headless-checkout",
    title: "Headless storefront and checkout rebuild",
    client: "Marlow & Finch",
    names: ["marlow & finch", "marlow and finch", "marlow", "headless checkout", "checkout rebuild", "storefront rebuild"],
    industryId: "retail",
    year: 2024,
    summary: "A faster storefront and a redesigned checkout for an independent homewares brand that had outgrown its off-the-shelf theme.",
    problem:
      "Marlow & Finch's storefront took more than five seconds to show its main content on a mid-range phone, and two thirds of its traffic came from mobile. Checkout asked customers to create an account before paying, and many first-time buyers left at exactly that step.",
    solution:
      "We rebuilt the storefront as a Next.js application on top of the existing commerce back end, with a performance budget enforced in CI. Our designers ran usability sessions with twelve customers, which led to guest checkout, postcode address lookup and express wallet payments on the first checkout step. We A/B tested the new checkout against the old one for four weeks before switching over fully.",
    results: [
      "Checkout conversion up 18% in the first quarter after launch",
      "Largest Contentful Paint on mobile down from 4.8 seconds to 1.6 seconds",
      "Mobile revenue up 26% year on year over the Christmas trading period",
      "Campaign pages now launched by editors in under an hour, without developer help",
    ],
    technologies: ["Next.js", "React", "TypeScript", "Tailwind CSS", "GraphQL", "Playwright", "Figma"],
    liveUrl: "https://demo.northbeam.studio/marlow-finch-headless-checkout",
    sourceUrl: "https://github.com/northbeam-studio/marlow-finch-headless-checkout",
    serviceIds: ["web-development", "ux-ui-design"],
    screenshot: {
      src: "/images/projects/marlow-finch-headless-checkout.svg",
      alt: "The Marlow & Finch product page for a stoneware jug with the guest checkout panel open, showing express wallet payments and postcode address lookup",
    },
  },
  {
    id: "tollgate-driver-app",
    title: "Offline-first driver app for regional freight",
    client: "Tollgate Freight",
    names: ["tollgate", "driver app", "drivers app", "freight app", "offline driver app"],
    industryId: "logistics",
    year: 2025,
    summary: "A cross-platform driver app that replaced paper delivery notes for a fleet of 220 vehicles across the South West and Wales.",
    problem:
      "Drivers carried paper delivery notes and phoned the depot to report problems. Proof of delivery took up to a week to reach the invoicing team, disputes were hard to settle, and customers had no way of knowing when their delivery would arrive.",
    solution:
      "We built a React Native app that downloads each driver's route before they leave the yard and works fully offline, syncing signatures, photos and exceptions whenever signal returns. A small Node.js service integrates with Tollgate's existing transport management system. When a customer's delivery is next on the route, they receive a text message with a live arrival window.",
    results: [
      "Proof of delivery available to invoicing within 15 minutes instead of up to seven days",
      "Delivery disputes down 41% in the first six months",
      "Average invoice payment brought forward by nine days",
      "App rated 4.6 out of 5 in an internal survey of drivers",
    ],
    technologies: ["React Native", "Expo", "TypeScript", "SQLite", "Node.js", "Google Cloud"],
    liveUrl: "https://demo.northbeam.studio/tollgate-driver-app",
    sourceUrl: "https://github.com/northbeam-studio/tollgate-driver-app",
    serviceIds: ["mobile-apps", "custom-software"],
    screenshot: {
      src: "/images/projects/tollgate-driver-app.svg",
      alt: "Two screens of the Tollgate driver app: the day's delivery route with its offline sync status, and a proof-of-delivery form with photos and a customer signature",
    },
  },
  {
    id: "pennine-cold-chain-cloud-migration",
    title: "Cloud migration for a cold-chain monitoring platform",
    client: "Pennine Cold Chain",
    names: ["pennine", "cold chain", "cold-chain", "cold chain migration", "sensor platform"],
    industryId: "logistics",
    year: 2024,
    summary: "Moving a temperature-monitoring and warehouse platform from ageing co-located servers to AWS without interrupting a single shift.",
    problem:
      "Pennine's platform monitors temperatures across eleven refrigerated warehouses and ran on co-located servers nearing the end of their life. Releases happened once a month, out of hours, and took most of a night. A failed disk had already caused four hours of missing temperature data, which created a compliance problem with several customers.",
    solution:
      "We containerised the services, defined the new environment in Terraform and moved it to Amazon EKS in three waves. Sensor ingestion moved first, behind a message queue that buffered readings during the cutover. We replaced manual releases with a GitHub Actions pipeline that uses rolling deployments with automatic rollback, and set up Prometheus and Grafana dashboards with alerts tied to the temperature-compliance service level.",
    results: [
      "Cutover completed with no lost sensor readings",
      "Deployments up from once a month to an average of 12 a week",
      "Hosting costs down 23% after rightsizing in the first three months",
      "Mean time to recovery down from several hours to 11 minutes",
    ],
    technologies: ["AWS", "Amazon EKS", "Terraform", "Docker", "GitHub Actions", "Prometheus", "Grafana"],
    liveUrl: "https://demo.northbeam.studio/pennine-cold-chain-cloud-migration",
    sourceUrl: "https://github.com/northbeam-studio/pennine-cold-chain-cloud-migration",
    serviceIds: ["devops"],
    screenshot: {
      src: "/images/projects/pennine-cold-chain-cloud-migration.svg",
      alt: "The Pennine Cold Chain operations dashboard showing service health, a rolling deployment pipeline, falling monthly hosting costs and live warehouse temperatures",
    },
  },
  {
    id: "avonmere-physio-rehab-app",
    title: "Home exercise app for physiotherapy patients",
    client: "Avonmere Physio",
    names: ["avonmere", "physio app", "physiotherapy app", "rehab app", "exercise app"],
    industryId: "healthcare",
    year: 2025,
    summary: "A patient app and clinician dashboard that help people stick to their rehabilitation programmes between appointments.",
    problem:
      "Avonmere's physiotherapists handed out printed exercise sheets that patients lost or misread. Clinicians could not tell whether patients were doing their exercises until the next appointment, and around a third of patients dropped out of their programme early.",
    solution:
      "We ran research with 18 patients aged 24 to 81 and six clinicians before designing anything. The result is a React Native app with short video demonstrations, large tap targets, adjustable text and gentle reminders, plus a web dashboard where clinicians build programmes from a library of 400 exercises and see adherence at a glance. Patient data is stored in the UK, with role-based access and full audit logging.",
    results: [
      "Programme completion up from 64% to 83% over the first year",
      "Clinicians saving around 25 minutes per patient on programme set-up",
      "Used by more than 9,000 patients across 14 clinics",
      "Average rating of 4.8 on both the App Store and Google Play",
    ],
    technologies: ["React Native", "Expo", "Swift", "Kotlin", "Next.js", "PostgreSQL", "Google Cloud", "Figma"],
    liveUrl: "https://demo.northbeam.studio/avonmere-physio-rehab-app",
    sourceUrl: "https://github.com/northbeam-studio/avonmere-physio-rehab-app",
    serviceIds: ["mobile-apps", "ux-ui-design", "web-development"],
    screenshot: {
      src: "/images/projects/avonmere-physio-rehab-app.svg",
      alt: "Two screens of the Avonmere patient app: today's exercise plan with a video demonstration, and a chart of knee bend improving over six weeks",
    },
  },
  {
    id: "lyncombe-referral-management",
    title: "Referral management for community health services",
    client: "Lyncombe Community Health",
    names: ["lyncombe", "referral management", "referrals system", "triage system"],
    industryId: "healthcare",
    year: 2023,
    summary: "A referral system that brought GP and hospital referrals for eight community services into a single triage queue.",
    problem:
      "Referrals arrived by email, post and the occasional fax, were logged in a separate spreadsheet for each service and were triaged by whoever had time. Some patients were referred twice and others fell through the gaps, and managers could not report waiting times with any confidence.",
    solution:
      "We built a web application that brings referrals from every channel into one queue, matches them to existing patient records and applies each service's triage rules. Clinicians triage from a single screen with the full referral history in view, and managers get live waiting-time reports. Integration with the existing patient record system uses HL7 FHIR resources, and every view and change is recorded in an audit log.",
    results: [
      "Median time from referral to triage down from nine days to two",
      "Duplicate referrals reduced by 92%",
      "Waiting-time reporting moved from a monthly manual exercise to a live dashboard",
    ],
    technologies: ["TypeScript", "React", "Node.js", "PostgreSQL", "HL7 FHIR", "Azure"],
    liveUrl: "https://demo.northbeam.studio/lyncombe-referral-management",
    sourceUrl: "https://github.com/northbeam-studio/lyncombe-referral-management",
    serviceIds: ["custom-software", "web-development"],
    screenshot: {
      src: "/images/projects/lyncombe-referral-management.svg",
      alt: "The Lyncombe triage queue beside an open referral showing its triage rule results, the matched patient record and an activity log",
    },
  },
  {
    id: "brightwater-parent-hub",
    title: "Parent communication app for a multi-academy trust",
    client: "Brightwater Learning Trust",
    names: ["brightwater", "parent hub", "parent app", "school app", "parents app"],
    industryId: "education",
    year: 2024,
    summary: "One app for messages, consent forms, payments and reports across 17 primary and secondary schools.",
    problem:
      "Each of Brightwater's schools used different tools for newsletters, trip payments and absence reporting, so parents with children at two schools could have as many as six logins. Office staff spent hours chasing consent forms and payments, and families who do not read English often missed important messages.",
    solution:
      "We designed and built a React Native app and web portal that sync with each school's management information system overnight, so parent and class accounts set themselves up. Messages are automatically translated into each parent's preferred language, consent forms and payments sit on the same screen as the message that requested them, and staff can see who has read what in real time.",
    results: [
      "Parent sign-up reached 91% across the trust within one term",
      "Consent form return time down from an average of six days to under two",
      "Office staff saving an estimated 11 hours per school each week",
      "Messages read by 87% of parents within 24 hours",
    ],
    technologies: ["React Native", "Expo", "Next.js", "TypeScript", "Firebase", "Cloud Firestore"],
    liveUrl: "https://demo.northbeam.studio/brightwater-parent-hub",
    sourceUrl: "https://github.com/northbeam-studio/brightwater-parent-hub",
    serviceIds: ["web-development", "mobile-apps", "ux-ui-design"],
    screenshot: {
      src: "/images/projects/brightwater-parent-hub.svg",
      alt: "The Brightwater staff portal tracking who has read, signed and paid for a school trip message, beside the parent app showing that message with its consent form and payment",
    },
  },
  {
    id: "wyvern-heat-customer-portal",
    title: "Metering and billing platform for heat networks",
    client: "Wyvern Heat Networks",
    names: ["wyvern", "heat network portal", "metering platform", "billing platform", "heat billing"],
    industryId: "energy",
    year: 2025,
    summary: "A customer portal and tariff engine for a district heating operator serving 6,500 homes.",
    problem:
      "Wyvern's customers received quarterly bills that were often based on estimated readings, and could not see their usage until the bill arrived. Billing ran from spreadsheets with tariff rules that only two people fully understood, and complaints about bill accuracy were rising just as the sector moved towards formal regulation.",
    solution:
      "We built a pipeline that collects half-hourly readings from smart heat meters, validates them and fills short gaps transparently. A configurable tariff engine calculates bills with a full audit trail for every line item, and a customer portal shows daily usage, costs and a plain-language explanation of each bill. We designed the portal with residents, including several who had previously complained about their bills.",
    results: [
      "Estimated bills down from 38% to under 3% of all bills issued",
      "Billing complaints down 57% in the first two quarters",
      "Billing run reduced from four days to under two hours",
      "42% of customers logging in at least once a month within six months of launch",
    ],
    technologies: ["Python", "TypeScript", "Next.js", "PostgreSQL", "TimescaleDB", "Google Cloud", "Terraform"],
    liveUrl: "https://demo.northbeam.studio/wyvern-heat-customer-portal",
    sourceUrl: "https://github.com/northbeam-studio/wyvern-heat-customer-portal",
    serviceIds: ["custom-software", "web-development", "ux-ui-design", "devops"],
    screenshot: {
      src: "/images/projects/wyvern-heat-customer-portal.svg",
      alt: "The Wyvern Heat customer portal showing daily heat use, a line-by-line breakdown of the latest bill and recent bills based on actual readings",
    },
  },
];
