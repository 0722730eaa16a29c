import { poundsTo } from "../figures";
import type { Job } from "../schema";

const seniorFullStackEngineerPay = { min: 70_000, max: 85_000 };
const mobileEngineerReactNativePay = { min: 55_000, max: 68_000 };
const productDesignerPay = { min: 50_000, max: 62_000 };
const devopsEngineerPay = { min: 60_000, max: 75_000 };

/** "Remote (UK/EU)": the United Kingdom and the 27 member states of the European Union. */
const ukAndEu = ["GB", "AT", "BE", "BG", "HR", "CY", "CZ", "DK", "EE", "FI", "FR", "DE", "GR", "HU", "IE", "IT", "LV", "LT", "LU", "MT", "NL", "PL", "PT", "RO", "SK", "SI", "ES", "SE"];

export const jobs: Job[] = [
  {
    id: "senior-full-stack-engineer",
    title: "Senior Full-Stack Engineer",
    names: ["full-stack", "full stack", "fullstack", "senior engineer", "software engineer", "developer", "typescript engineer", "web developer", "full stack role", "full-stack role", "engineering role", "developer role", "developer job"],
    location: "Bristol, UK (hybrid)",
    type: "Full-time",
    postedAt: "2026-10-06",
    validThrough: "2027-01-08",
    salary: { ...seniorFullStackEngineerPay, unit: "YEAR" },
    studioDays: 2,
    summary:
      "Lead the technical delivery of client products from discovery to production, in small teams with designers and product leads. You will spend most of your time in TypeScript, across React, Node.js and PostgreSQL.",
    description:
      `Senior Full-Stack Engineer in Bristol, hybrid: lead client products in TypeScript, React, Node.js and PostgreSQL. ${poundsTo(seniorFullStackEngineerPay)} a year.`,
    responsibilities: [
      "Lead technical design on client projects, from the first architecture sketch to production release",
      "Build features across the stack in TypeScript, React, Node.js and PostgreSQL",
      "Turn loose requirements into estimates with honest ranges and written assumptions",
      "Review code, pair with colleagues and help shape our engineering practices",
      "Talk directly with clients about trade-offs, risks and progress",
    ],
    requirements: [
      "Five or more years building and running production web applications",
      "Strong TypeScript, with solid experience of React and Node.js",
      "Confidence with relational data modelling and SQL, ideally PostgreSQL",
      "Practical experience of automated testing and continuous delivery",
      "Clear written and spoken communication with non-technical people",
      "Able to work from our Bristol studio at least two days a week",
    ],
  },
  {
    id: "mobile-engineer-react-native",
    title: "Mobile Engineer (React Native)",
    names: ["mobile engineer", "mobile developer", "react native engineer", "react native developer", "app developer", "ios developer", "android developer", "mobile role", "mobile job", "mobile position", "mobile dev", "react native role"],
    location: "Remote (UK/EU)",
    remoteCountries: ukAndEu,
    type: "Full-time",
    postedAt: "2026-09-22",
    validThrough: "2026-12-18",
    salary: { ...mobileEngineerReactNativePay, unit: "YEAR" },
    studioDays: 0,
    summary:
      "Build and ship iOS and Android apps for clients in logistics, healthcare and education, using React Native and Expo, with native modules where the product needs them.",
    description:
      `Remote Mobile Engineer (UK/EU): build iOS and Android apps in React Native and Expo for logistics, healthcare and education. ${poundsTo(mobileEngineerReactNativePay)} a year.`,
    responsibilities: [
      "Build cross-platform features in React Native and TypeScript",
      "Write native modules in Swift or Kotlin when the platform demands it",
      "Own release pipelines, beta distribution and App Store and Google Play submissions",
      "Design offline-first data sync together with our backend engineers",
      "Monitor crash rates and performance after each release and act on what you find",
    ],
    requirements: [
      "Three or more years of professional mobile development, with apps live in both stores",
      "Strong React Native and TypeScript experience",
      "Working knowledge of Swift or Kotlin and the native build tooling for each platform",
      "Experience of automated mobile testing with tools such as Detox or Maestro",
      "Able to work within UK business hours, with occasional travel to Bristol",
    ],
  },
  {
    id: "product-designer",
    title: "Product Designer",
    names: ["product designer", "designer", "ux designer", "ui designer", "design role", "design job", "designer role", "designer job", "design position"],
    location: "Bristol, UK (hybrid)",
    type: "Full-time",
    postedAt: "2026-10-20",
    validThrough: "2027-01-22",
    salary: { ...productDesignerPay, unit: "YEAR" },
    studioDays: 2,
    summary:
      "Lead research and design on client products, working side by side with engineers from the first workshop through to launch and beyond.",
    description:
      `Product Designer in Bristol, hybrid: lead research and design on client products side by side with our engineers. ${poundsTo(productDesignerPay)} a year.`,
    responsibilities: [
      "Plan and run user research, including interviews and usability testing",
      "Map journeys and services, and turn findings into clear design direction",
      "Design interfaces and prototypes in Figma, from early sketches to production-ready detail",
      "Contribute to and maintain design systems shared with our engineers",
      "Present work to clients and explain the reasoning behind design decisions",
    ],
    requirements: [
      "A portfolio showing end-to-end product work, including research and shipped outcomes",
      "Three or more years designing digital products",
      "Strong interaction and visual design skills in Figma",
      "Working knowledge of WCAG 2.2 and inclusive design practice",
      "Comfortable working closely with engineers and reasoning about technical constraints",
    ],
  },
  {
    id: "devops-engineer",
    title: "DevOps Engineer",
    names: ["devops engineer", "devops role", "platform engineer", "sre", "site reliability engineer", "infrastructure engineer", "devops job", "devops position"],
    location: "Remote (UK/EU)",
    remoteCountries: ukAndEu,
    type: "Full-time",
    postedAt: "2026-11-03",
    validThrough: "2027-02-05",
    salary: { ...devopsEngineerPay, unit: "YEAR" },
    studioDays: 0,
    summary:
      "Design and run cloud infrastructure and delivery pipelines for client platforms, and help clients' own teams take ownership of them.",
    description:
      `Remote DevOps Engineer (UK/EU): build and run cloud platforms and pipelines with Terraform on AWS and Google Cloud. ${poundsTo(devopsEngineerPay)} a year.`,
    responsibilities: [
      "Build and maintain infrastructure as code with Terraform on AWS and Google Cloud",
      "Design CI/CD pipelines that are fast, reliable and easy to understand",
      "Plan and run migrations and cutovers with rehearsed rollback plans",
      "Set up observability, alerting and runbooks, and join a paid on-call rotation",
      "Review client infrastructure for cost, security and resilience",
    ],
    requirements: [
      "Three or more years running production infrastructure on AWS or Google Cloud",
      "Hands-on experience with Terraform, Docker and Kubernetes",
      "Experience building CI/CD pipelines, ideally with GitHub Actions",
      "A sound grasp of networking, identity and access management and security fundamentals",
      "Scripting ability in Bash and at least one of Python or Go",
    ],
  },
];
