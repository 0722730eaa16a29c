import type { Expertise } from "../schema";

export const expertise: Expertise[] = [
  {
    id: "frontend",
    area: "Frontend engineering",
    summary: "Fast, accessible interfaces for complex products, from content-led sites to data-heavy dashboards.",
    technologies: ["React", "Next.js", "TypeScript", "Tailwind CSS", "Storybook", "Playwright"],
    depth:
      "We have built server-rendered Next.js applications that serve several million page views a month, and operational dashboards that render tens of thousands of rows smoothly using virtualised tables. We maintain versioned component libraries for three long-term clients, each used by several product teams.",
  },
  {
    id: "backend-apis",
    area: "Backend and APIs",
    summary: "Well-modelled services and APIs that stay maintainable as requirements change.",
    technologies: ["Node.js", "TypeScript", "Python", "Go", "PostgreSQL", "GraphQL", "Redis"],
    depth:
      "We design REST and GraphQL APIs with contract tests, a versioning policy and idempotent write operations from the start. Our work includes ledger and reconciliation services for regulated lenders, event-driven integrations with ageing ERP and transport management systems, and PostgreSQL schemas migrated without downtime through years of growth.",
  },
  {
    id: "mobile",
    area: "Mobile",
    summary: "Cross-platform and native apps with dependable offline support and predictable releases.",
    technologies: ["React Native", "Expo", "Swift", "Kotlin", "Firebase", "Fastlane"],
    depth:
      "We have shipped React Native apps with offline-first sync for drivers and field staff working in poor signal. Where JavaScript was not enough, we wrote native Swift and Kotlin modules, including offline video caching and Bluetooth device pairing. Every app we maintain has automated store builds, staged rollouts and a crash-free session target that we report against each month.",
  },
  {
    id: "cloud-devops",
    area: "Cloud and DevOps",
    summary: "Infrastructure as code, fast pipelines and systems that tell you when something is wrong.",
    technologies: ["AWS", "Google Cloud", "Terraform", "Kubernetes", "GitHub Actions", "Prometheus", "Grafana", "OpenTelemetry"],
    depth:
      "We have moved production workloads from co-located servers to AWS and Google Cloud with cutovers measured in minutes, and cut CI pipelines from forty minutes to under ten through caching and test parallelisation. Our engineers have been on call for the platforms they built, so our alerts and runbooks are written by people who have been woken up by them.",
  },
  {
    id: "data-ai",
    area: "Data and AI integration",
    summary: "Practical data pipelines and carefully scoped AI features that earn their place.",
    technologies: ["Python", "dbt", "BigQuery", "Apache Airflow", "PostgreSQL", "TimescaleDB", "pgvector"],
    depth:
      "We build the plumbing that makes data useful: reliable ingestion of meter and sensor readings, tested dbt models and reporting that finance and operations teams trust. Our AI work is deliberately narrow, such as document classification and retrieval-based search over internal knowledge bases. It always ships with an evaluation set, human review for low-confidence results and cost monitoring.",
  },
  {
    id: "quality-security",
    area: "Quality and security",
    summary: "Testing, accessibility and security practices built into everyday delivery rather than bolted on at the end.",
    technologies: ["Playwright", "Jest", "axe-core", "OWASP ZAP", "Semgrep", "Dependabot"],
    depth:
      "Every project runs unit, integration and end-to-end tests in CI, with automated accessibility checks on key journeys and manual screen reader testing before each release. We have prepared clients for Cyber Essentials Plus and ISO 27001 assessments, run threat modelling workshops for payment and health data, and fixed external penetration test findings within agreed windows.",
  },
];
