import type { Industry } from "../schema";

export const industries: Industry[] = [
  {
    id: "fintech",
    name: "Fintech",
    names: ["fintech", "financial services", "finance", "lending", "lender", "payments", "banking", "bank", "invoice finance"],
    summary:
      "We build lending, payments and savings products for regulated firms, where audit trails, reconciliation and clear customer journeys matter as much as speed to market.",
    description:
      "Lending, payments and savings software for regulated firms, with audit trails, reconciliation and clear customer journeys built in from the start.",
    challenges: [
      "Meeting FCA Consumer Duty expectations for clear, fair customer journeys",
      "Reconciling money movements across banks, payment providers and internal ledgers",
      "Passing security reviews and penetration tests before launch",
      "Integrating with legacy core banking and credit decisioning systems",
    ],
    solutions: [
      "Double-entry ledgers with immutable audit trails and daily reconciliation reports",
      "Onboarding and verification journeys tested with real customers for clarity",
      "Threat modelling and penetration test remediation built into the delivery plan",
      "Event-driven integration layers that isolate legacy systems from new products",
    ],
    serviceIds: ["custom-software", "web-development", "mobile-apps", "devops"],
  },
  {
    id: "healthcare",
    name: "Healthcare",
    names: ["healthcare", "health", "nhs", "clinic", "clinics", "clinical", "medical", "health tech", "physio", "patients"],
    summary: "We work with clinics, community health providers and digital health start-ups on tools that save clinicians time and keep patient data safe.",
    description: "Software for clinics, community health providers and digital health start-ups that saves clinicians time and keeps patient data safe.",
    challenges: [
      "Handling patient data under UK GDPR and NHS data security requirements",
      "Designing for patients of every age, ability and level of digital confidence",
      "Integrating with clinical record systems and standards such as HL7 FHIR",
      "Clinicians with no spare time for training or clumsy workflows",
    ],
    solutions: [
      "Privacy by design, with role-based access, audit logging and documentation ready for the Data Security and Protection Toolkit",
      "Accessible, plain-language interfaces tested with patients and carers",
      "FHIR-based integration layers with careful, tested data mapping",
      "Workflow research in clinics and on home visits before anything is designed",
    ],
    serviceIds: ["custom-software", "web-development", "mobile-apps", "ux-ui-design"],
  },
  {
    id: "logistics",
    name: "Logistics",
    names: ["logistics", "freight", "delivery", "deliveries", "drivers", "haulage", "transport", "warehouse", "supply chain"],
    summary:
      "We build dispatch, tracking and driver tools for freight, courier and cold-chain operators, where software has to work at 5am in a yard with one bar of signal.",
    description: "Dispatch, tracking and driver apps for freight, courier and cold-chain operators, built to work in a yard at 5am with one bar of signal.",
    challenges: [
      "Drivers and warehouse staff working with patchy or no connectivity",
      "Legacy transport management systems with limited APIs",
      "Customers who expect live visibility of every delivery",
      "Seasonal volume peaks that stress infrastructure and people",
    ],
    solutions: [
      "Offline-first mobile apps with reliable background sync",
      "Integration services that wrap legacy systems in modern APIs",
      "Live tracking with proactive arrival notifications for customers",
      "Autoscaling infrastructure load-tested against peak-season volumes",
    ],
    serviceIds: ["mobile-apps", "custom-software", "devops"],
  },
  {
    id: "retail",
    name: "Retail",
    names: ["retail", "ecommerce", "e-commerce", "online shop", "online store", "web shop", "storefront", "checkout", "retailer", "consumer brand"],
    summary:
      "We help retailers and consumer brands sell more online with faster storefronts, simpler checkouts and back-office tools that keep stock and orders accurate.",
    description:
      "Faster storefronts, simpler checkouts and back-office tools that keep stock and orders accurate, for retailers and consumer brands selling online.",
    challenges: [
      "Slow storefronts that lose customers, especially on mobile",
      "Checkout drop-off caused by friction at account creation and payment",
      "Stock and order data out of step across channels",
      "Traffic spikes during sales and seasonal campaigns",
    ],
    solutions: [
      "Headless commerce builds with performance budgets enforced in CI",
      "Checkout redesigns validated through usability testing and A/B tests",
      "Order and inventory integration with ERP and warehouse systems",
      "Load-tested infrastructure and caching strategies for peak trading",
    ],
    serviceIds: ["web-development", "ux-ui-design", "mobile-apps", "devops"],
  },
  {
    id: "education",
    name: "Education",
    names: ["education", "schools", "school", "academy trust", "multi-academy trust", "edtech", "teachers", "parents", "university"],
    summary:
      "We build platforms for schools, multi-academy trusts and training providers that make life easier for teachers, students and parents instead of adding another login.",
    description: "Platforms for schools, multi-academy trusts and training providers that make life easier for teachers, students and parents.",
    challenges: [
      "Teachers with very little time to learn new tools",
      "Safeguarding and data protection obligations for children's data",
      "Integrating with the management information systems schools already use",
      "Users on old, shared or low-specification devices",
    ],
    solutions: [
      "Single sign-on and roster sync, so accounts set themselves up",
      "Data protection impact assessments and strict role-based permissions",
      "Lightweight, accessible interfaces tested on the devices schools actually use",
      "Parent-facing apps with translated messages and clear notification controls",
    ],
    serviceIds: ["web-development", "mobile-apps", "ux-ui-design", "custom-software"],
  },
  {
    id: "energy",
    name: "Energy",
    names: ["energy", "utilities", "utility", "heat network", "heat networks", "metering", "renewables", "tariffs", "billing"],
    summary:
      "We work with heat network operators, community energy groups and clean-tech companies on metering, billing and customer platforms for a fast-changing market.",
    description: "Metering, billing and customer platforms for heat network operators, community energy groups and clean-tech companies.",
    challenges: [
      "Large volumes of meter and sensor data arriving late or at irregular intervals",
      "Complex tariffs and billing rules that change with regulation",
      "Customers who need to understand, and trust, their bills",
      "Ageing operational technology that was never designed to be connected",
    ],
    solutions: [
      "Time-series data pipelines with validation and transparent gap handling",
      "Configurable tariff engines with a full audit trail for every calculation",
      "Customer portals that explain usage and costs in plain language",
      "Secure gateways that bridge operational systems and cloud platforms",
    ],
    serviceIds: ["custom-software", "web-development", "ux-ui-design", "devops"],
  },
];
