/** Password shared by every seeded account, so any of them can be tried locally. */
export const demoPassword = "northbeam-demo";

/** The account the README tells newcomers to sign in with. */
export const demoMember = {
  key: "demo",
  name: "Alex Morgan",
  email: "demo@northbeam.studio",
  bio: "Founder of a Bristol home-services marketplace, working with Northbeam on the web platform and its companion mobile app.",
  photo: "",
  joinedDaysAgo: 40,
};

/** Thirteen more members. */
export const members = [
  {
    key: "priya",
    name: "Priya Shah",
    email: "priya.shah@example.com",
    bio: "Head of product at a Bristol logistics start-up shipping its first driver app. Previously ran operations, so still learning the release side.",
    photo: "",
    joinedDaysAgo: 96,
  },
  {
    key: "tom",
    name: "Tom Whitfield",
    email: "tom.whitfield@example.com",
    bio: "Staff engineer at a Bristol fintech building payment reconciliation tools. Mostly Go, Postgres and far too much YAML.",
    photo: "",
    joinedDaysAgo: 118,
  },
  {
    key: "amara",
    name: "Amara Okafor",
    email: "amara.okafor@example.com",
    bio: "Product designer at a civic tech studio building booking services for local councils, with a soft spot for accessible forms.",
    photo: "",
    joinedDaysAgo: 73,
  },
  {
    key: "kenji",
    name: "Kenji Watanabe",
    email: "kenji.watanabe@example.com",
    bio: "CTO of a small Cardiff start-up building a booking app for independent gyms and climbing walls.",
    photo: "",
    joinedDaysAgo: 21,
  },
  {
    key: "sofia",
    name: "Sofia Rossi",
    email: "sofia.rossi@example.com",
    bio: "Web lead at an outdoor clothing retailer in Bristol, slightly obsessed with page speed and Core Web Vitals.",
    photo: "",
    joinedDaysAgo: 58,
  },
  {
    key: "dan",
    name: "Dan Evans",
    email: "dan.evans@example.com",
    bio: "Mobile developer at a field-service software company, shipping React Native apps to engineers out on the road.",
    photo: "",
    joinedDaysAgo: 64,
  },
  {
    key: "fatima",
    name: "Fatima Hussain",
    email: "fatima.hussain@example.com",
    bio: "Design lead at a health-tech scale-up in Bristol, working on a patient app and the design system behind it.",
    photo: "",
    joinedDaysAgo: 35,
  },
  {
    key: "owen",
    name: "Owen Price",
    email: "owen.price@example.com",
    bio: "Engineering lead at a Bath e-commerce company and co-organiser of the Northbeam community meetups.",
    photo: "",
    joinedDaysAgo: 110,
  },
  {
    key: "lucia",
    name: "Lucia Moreno",
    email: "lucia.moreno@example.com",
    bio: "Full-stack engineer at a Bristol events ticketing platform, looking after Firebase, web performance and the odd 2am incident.",
    photo: "",
    joinedDaysAgo: 47,
  },
  {
    key: "marcus",
    name: "Marcus Adeyemi",
    email: "marcus.adeyemi@example.com",
    bio: "Platform engineer at a property management software firm, currently fighting a slow CI pipeline and a very large Postgres database.",
    photo: "",
    joinedDaysAgo: 12,
  },
  {
    key: "hannah",
    name: "Hannah Kowalski",
    email: "hannah.kowalski@example.com",
    bio: "Head of engineering at a Bristol edtech company with six developers, one on-call rota and strong opinions about alerting.",
    photo: "",
    joinedDaysAgo: 84,
  },
  {
    key: "ravi",
    name: "Ravi Menon",
    email: "ravi.menon@example.com",
    bio: "CTO of a Cardiff health-tech company moving its patient booking app from a monolith to services, one module at a time.",
    photo: "",
    joinedDaysAgo: 29,
  },
  {
    key: "grace",
    name: "Grace O'Neill",
    email: "grace.oneill@example.com",
    bio: "Delivery lead at a Bath charity replacing spreadsheets with a volunteer rota app. Collects good retrospective formats.",
    photo: "",
    joinedDaysAgo: 52,
  },
];

/**
 * Twenty-seven messages from the eleven weeks before the last, oldest first, so the console's trends
 * have weeks to show: each by a member who had joined by then.
 */
const earlierMessages = [
  {
    member: "tom",
    daysAgo: 76,
    time: "09:05",
    text: "Morning all. First post here: I'm Tom, staff engineer at a Bristol fintech. Mostly here for the Postgres and on-call conversations.",
  },
  {
    member: "owen",
    daysAgo: 75,
    time: "12:40",
    text: "Welcome, Tom! We're planning the next Northbeam meetup for the spring. If anyone would like to give a short talk, let me know.",
  },
  {
    member: "priya",
    daysAgo: 73,
    time: "10:15",
    text: "Hi everyone, Priya here. We're about to hire our first mobile developer. Any tips on what to look for when nobody on the team is a mobile specialist?",
  },
  {
    member: "hannah",
    daysAgo: 69,
    time: "09:30",
    text: "Priya, ask candidates to walk you through an app they shipped and what broke after release. You learn more from that than from a coding test.",
  },
  {
    member: "amara",
    daysAgo: 66,
    time: "14:20",
    text: "Has anyone moved a design system from Sketch to Figma recently? Wondering how long to budget for it.",
  },
  {
    member: "tom",
    daysAgo: 62,
    time: "08:50",
    text: "We moved our payment reconciliation jobs onto a queue last month and the nightly batch went from four hours to forty minutes. Happy to share what we learned.",
  },
  {
    member: "dan",
    daysAgo: 59,
    time: "09:45",
    text: "Is anyone shipping over-the-air updates with React Native? Wondering how they sit with the app store review rules.",
  },
  {
    member: "sofia",
    daysAgo: 55,
    time: "10:30",
    text: "Our Largest Contentful Paint is fine on desktop but poor on mid-range Android phones. Where do people start with that?",
  },
  {
    member: "amara",
    daysAgo: 54,
    time: "11:10",
    text: "Sofia, check the hero image first: serve it in a modern format, at the size it is shown, and preload it.",
  },
  { member: "sofia", daysAgo: 52, time: "15:05", text: "Thanks Amara, the hero image was 2.4 MB. That explains a lot." },
  {
    member: "grace",
    daysAgo: 48,
    time: "09:20",
    text: "Hello all, Grace from a Bath charity. We're replacing our volunteer rota spreadsheets with an app and I'm learning as I go. Glad to be here.",
  },
  {
    member: "hannah",
    daysAgo: 47,
    time: "11:45",
    text: "Welcome, Grace. Start with the one rota that causes the most phone calls and build for that first.",
  },
  {
    member: "dan",
    daysAgo: 45,
    time: "16:10",
    text: "Small win: crash-free sessions on our field app went from 97% to 99.6% after we fixed the offline sync conflicts.",
  },
  {
    member: "lucia",
    daysAgo: 41,
    time: "10:05",
    text: "Hi all, Lucia here, full-stack at a ticketing platform. We're on Firebase too, so expect questions about Firestore costs.",
  },
  {
    member: "demo",
    daysAgo: 38,
    time: "09:15",
    text: "Hello everyone, Alex here. We've just started working with Northbeam on our marketplace's web platform. Looking forward to learning from you all.",
  },
  { member: "priya", daysAgo: 34, time: "08:40", text: "Welcome, Alex. Which part of the platform are you starting with?" },
  { member: "demo", daysAgo: 33, time: "10:05", text: "The booking flow first, Priya. It's where most of our customers drop off today." },
  {
    member: "fatima",
    daysAgo: 31,
    time: "14:30",
    text: "Hi, I'm Fatima, design lead at a health-tech company in Bristol. Keen to swap notes on design systems with anyone who maintains one.",
  },
  {
    member: "grace",
    daysAgo: 27,
    time: "11:20",
    text: "Update from the charity: our first volunteers are using the rota app, and the phone has gone quieter already.",
  },
  {
    member: "ravi",
    daysAgo: 26,
    time: "09:40",
    text: "Hello, Ravi from Cardiff. We're splitting a patient booking monolith into services and I'd love to hear from anyone who has done the same.",
  },
  {
    member: "tom",
    daysAgo: 24,
    time: "13:15",
    text: "Ravi, move one piece out at a time behind a clear interface, and keep the database shared until the boundaries have settled.",
  },
  {
    member: "kenji",
    daysAgo: 20,
    time: "10:10",
    text: "Hi all, Kenji from Cardiff. We're about to build a booking app for gyms and climbing walls, so expect a few questions from me.",
  },
  {
    member: "lucia",
    daysAgo: 17,
    time: "09:55",
    text: "Tip of the week: the Firestore emulator runs our security rules tests in CI in under a minute. Worth setting up if you haven't yet.",
  },
  {
    member: "hannah",
    daysAgo: 13,
    time: "08:45",
    text: "Three night pages this week, all for the same flaky health check. Time to fix it rather than keep muting it.",
  },
  { member: "sofia", daysAgo: 9, time: "10:20", text: "We're adding a cookie consent banner next week. Any experiences, good or bad?" },
  { member: "dan", daysAgo: 8, time: "14:05", text: "Sofia, test it on a slow phone before it goes live. Ours added a noticeable delay to the first tap." },
  {
    member: "priya",
    daysAgo: 7,
    time: "16:40",
    text: "Release day for our driver app is getting closer. Next up: working out a release cadence we can actually keep.",
  },
];

/** Sixty messages over the past week, oldest first. */
const lastWeekMessages = [
  {
    member: "priya",
    daysAgo: 6,
    time: "09:14",
    text: "Morning all. We're planning our first proper release train for the driver app and I'm torn between fortnightly and monthly. How are other teams deciding on cadence?",
  },
  {
    member: "tom",
    daysAgo: 6,
    time: "09:32",
    text: "Priya, we went fortnightly and it forced us to keep changes small. Monthly releases kept turning into big-bang launches with a week of bug fixing afterwards.",
  },
  {
    member: "demo",
    daysAgo: 6,
    time: "09:47",
    text: "Agree with Tom. The Northbeam team suggested we pair a fortnightly train with feature flags, so unfinished work can ship dark without holding the release up.",
  },
  {
    member: "priya",
    daysAgo: 6,
    time: "10:05",
    text: "That's really helpful, thanks both. Alex, which flag tool are you using? We're on Firebase already so Remote Config is tempting.",
  },
  {
    member: "demo",
    daysAgo: 6,
    time: "10:21",
    text: "Remote Config for now, Priya. It's fine for simple on/off flags. Just keep a list of who owns each flag and delete them once a feature is fully rolled out.",
  },
  {
    member: "amara",
    daysAgo: 6,
    time: "13:40",
    text: "Has anyone had an external accessibility audit done recently? Our council contract now requires WCAG 2.2 AA and I'd like to know what to expect before we book one.",
  },
  {
    member: "sofia",
    daysAgo: 6,
    time: "14:02",
    text: "Amara, we had one in the spring. Expect a long spreadsheet: focus order, colour contrast, missing form labels. Fix the automated axe findings first so the auditors spend their time on the hard stuff.",
  },
  {
    member: "amara",
    daysAgo: 6,
    time: "14:15",
    text: "Good shout, Sofia. I'll get axe running in CI this week so we're not paying someone to tell us about missing alt text.",
  },
  {
    member: "kenji",
    daysAgo: 5,
    time: "08:52",
    text: "Flutter or React Native for a greenfield booking app? The team is three web developers who know TypeScript well, with no native experience. Keen to hear real-world views rather than benchmarks.",
  },
  {
    member: "dan",
    daysAgo: 5,
    time: "09:10",
    text: "Kenji, with a TypeScript team I'd lean towards React Native with Expo. The learning curve is gentler and you can share validation logic with your web app.",
  },
  {
    member: "fatima",
    daysAgo: 5,
    time: "09:26",
    text: "Counterpoint from our side: we went with Flutter and the UI consistency across iOS and Android has been brilliant. Dart took our developers about two weeks to feel comfortable with.",
  },
  {
    member: "kenji",
    daysAgo: 5,
    time: "09:41",
    text: "Thanks Dan and Fatima. Sharing code with the web app is a big plus for us, so Expo is the front-runner. Did either of you hit problems with native modules?",
  },
  {
    member: "dan",
    daysAgo: 5,
    time: "10:03",
    text: "Only with a Bluetooth printer SDK. Expo development builds sorted it in the end, but budget a few extra days for anything that touches hardware.",
  },
  {
    member: "owen",
    daysAgo: 5,
    time: "12:30",
    text: "Quick Firebase question: our Firestore rules started as allow read, write: if request.auth != null, and I've just realised that means any signed-in user can read everyone's orders. What's the sane way to tighten this?",
  },
  {
    member: "lucia",
    daysAgo: 5,
    time: "12:48",
    text: "Owen, match on the document and check ownership, e.g. allow read: if request.auth.uid == resource.data.ownerId. Then write rules tests against the emulator suite so nobody loosens them by accident.",
  },
  {
    member: "owen",
    daysAgo: 5,
    time: "13:05",
    text: "Lucia, that's exactly what I needed. I didn't know the emulator could run rules tests, so that's going into our pipeline today.",
  },
  {
    member: "marcus",
    daysAgo: 5,
    time: "16:20",
    text: "Speaking of pipelines, ours now takes 38 minutes per pull request and the team has started batching changes to avoid the wait. Where would you start?",
  },
  {
    member: "hannah",
    daysAgo: 4,
    time: "08:35",
    text: "Marcus, the first thing we did was cache dependencies and split the test suite across four parallel jobs. That took us from 30 minutes to about 11.",
  },
  {
    member: "tom",
    daysAgo: 4,
    time: "08:58",
    text: "Also worth checking whether you're building Docker images from scratch on every run. Layer caching saved us nearly ten minutes on its own.",
  },
  {
    member: "marcus",
    daysAgo: 4,
    time: "09:20",
    text: "Thanks Hannah and Tom. Just checked and we're reinstalling node_modules in every job and building the image twice. Plenty of low-hanging fruit, then.",
  },
  {
    member: "demo",
    daysAgo: 4,
    time: "09:45",
    text: "Marcus, the Northbeam DevOps folk helped us add a quick lint-and-unit stage that fails fast, with the slow end-to-end tests only running on merge to main. Happy to share our workflow file.",
  },
  { member: "marcus", daysAgo: 4, time: "10:02", text: "Yes please, Alex, that would be great. Send it over whenever you get a chance." },
  {
    member: "sofia",
    daysAgo: 4,
    time: "14:10",
    text: "Has anyone else seen their Interaction to Next Paint score drop after adding a cookie banner? Our mobile INP went from green to amber overnight.",
  },
  {
    member: "lucia",
    daysAgo: 4,
    time: "14:34",
    text: "Sofia, we had the same. The consent script was doing heavy work on the main thread on first tap. Loading it at a lower priority and deferring the analytics tags fixed most of it.",
  },
  { member: "sofia", daysAgo: 4, time: "14:51", text: "Brilliant, thanks Lucia. I'll profile it in DevTools this afternoon and report back." },
  {
    member: "fatima",
    daysAgo: 3,
    time: "08:40",
    text: "Design handoff question for the designers here: do you use Figma Dev Mode, or just share the file and trust developers to inspect it?",
  },
  {
    member: "amara",
    daysAgo: 3,
    time: "09:02",
    text: "Fatima, Dev Mode plus a 'ready for dev' status on each section has worked well for us. The key thing is variables for spacing and colour, so developers aren't guessing at hex values.",
  },
  {
    member: "kenji",
    daysAgo: 3,
    time: "09:18",
    text: "From the developer side, please annotate the empty, loading and error states. Those are always the bits missing from the designs.",
  },
  { member: "fatima", daysAgo: 3, time: "09:35", text: "Guilty as charged, Kenji. I'll add a states checklist to our handoff template." },
  {
    member: "priya",
    daysAgo: 3,
    time: "11:15",
    text: "Our app has been 'Waiting for Review' on the App Store for four days now. Is that normal at the moment or should I be chasing?",
  },
  {
    member: "dan",
    daysAgo: 3,
    time: "11:32",
    text: "Priya, we've seen longer waits recently too. If you have a hard launch date you can request an expedited review, but only use it when it genuinely matters.",
  },
  {
    member: "hannah",
    daysAgo: 3,
    time: "11:50",
    text: "Also double-check your privacy labels and the reviewer sign-in details. We were rejected once because the reviewer couldn't log in to the demo account.",
  },
  {
    member: "priya",
    daysAgo: 3,
    time: "12:08",
    text: "Thanks Dan and Hannah. We did provide a demo account, so I'll sit tight for another day before asking for an expedite.",
  },
  {
    member: "owen",
    daysAgo: 3,
    time: "17:25",
    text: "Reminder that the Northbeam meetup is at the Bristol office on Thursday from 6pm. Talks on Postgres at scale and on-call without burnout, then pizza. Who's coming?",
  },
  {
    member: "demo",
    daysAgo: 2,
    time: "08:30",
    text: "I'll be there on Thursday, Owen. Looking forward to the on-call talk in particular, as our rota could do with a rethink.",
  },
  { member: "lucia", daysAgo: 2, time: "08:47", text: "Count me in. Anyone cycling over from Harbourside? Happy to meet up beforehand." },
  {
    member: "marcus",
    daysAgo: 2,
    time: "09:15",
    text: "Talking of Postgres, we need to add a NOT NULL column to a table with 40 million rows. Any tips for doing it without locking the table during office hours?",
  },
  {
    member: "tom",
    daysAgo: 2,
    time: "09:33",
    text: "Marcus, add the column as nullable first, backfill in batches, then add a CHECK constraint as NOT VALID and validate it separately. Only then set NOT NULL. No long locks at any step.",
  },
  {
    member: "kenji",
    daysAgo: 2,
    time: "09:50",
    text: "Also set a lock_timeout on the migration session. If it can't get the lock within a few seconds it fails, rather than queueing behind a long query and blocking everything else.",
  },
  {
    member: "marcus",
    daysAgo: 2,
    time: "10:12",
    text: "That's a brilliant combination, thanks Tom and Kenji. Going to rehearse it on a copy of production tomorrow.",
  },
  {
    member: "hannah",
    daysAgo: 2,
    time: "13:20",
    text: "On-call question ahead of Thursday: how big is everyone's rota? We're six engineers on a weekly rotation and people are getting tired.",
  },
  {
    member: "owen",
    daysAgo: 2,
    time: "13:45",
    text: "Hannah, we're a similar size and the biggest improvement was cutting noisy alerts. We deleted about half of them and nobody missed a single one.",
  },
  {
    member: "hannah",
    daysAgo: 2,
    time: "14:03",
    text: "Owen, that rings true. Half our pages are disk space warnings that sort themselves out. Time for an alert audit.",
  },
  {
    member: "sofia",
    daysAgo: 1,
    time: "08:55",
    text: "Update on the INP issue: deferring the consent script and splitting up one big click handler got us back to green. Thanks again, Lucia.",
  },
  {
    member: "lucia",
    daysAgo: 1,
    time: "09:10",
    text: "Great news, Sofia. Keep an eye on the field data in Search Console for a few weeks, though, as lab numbers can be optimistic.",
  },
  {
    member: "amara",
    daysAgo: 1,
    time: "10:40",
    text: "Our accessibility audit report is back: 34 issues, mostly focus order and contrast on disabled buttons. Less painful than I feared.",
  },
  {
    member: "demo",
    daysAgo: 1,
    time: "11:05",
    text: "Well done, Amara. Do you think you'll fix everything before the council deadline, or tackle the blockers first?",
  },
  {
    member: "amara",
    daysAgo: 1,
    time: "11:22",
    text: "Blockers first, Alex. Anything that stops a keyboard or screen reader user completing a booking goes into this sprint, and the rest into the next.",
  },
  {
    member: "fatima",
    daysAgo: 1,
    time: "15:30",
    text: "For anyone interested, we're trialling a shared Figma library with Northbeam for buttons and form fields so design and code stay in sync. I'll share how it goes.",
  },
  { member: "priya", daysAgo: 1, time: "16:45", text: "We're through App Store review! The driver app goes live tomorrow morning." },
  { member: "tom", daysAgo: 1, time: "17:02", text: "Fantastic news, Priya. Fingers crossed for a quiet launch day." },
  {
    member: "priya",
    daysAgo: 0,
    time: "08:20",
    text: "The driver app is live on both stores. Huge thanks to everyone here for the advice on release trains and review delays, it genuinely helped. 🚀",
  },
  { member: "dan", daysAgo: 0, time: "08:41", text: "Congratulations Priya and team! That's a big milestone." },
  { member: "demo", daysAgo: 0, time: "08:58", text: "Congratulations, Priya. Come and tell us how launch day went at the meetup on Thursday." },
  {
    member: "kenji",
    daysAgo: 0,
    time: "09:30",
    text: "Well done, Priya. Small update from me: we've gone with React Native and Expo, and already have prototype builds running on both platforms.",
  },
  {
    member: "marcus",
    daysAgo: 0,
    time: "10:15",
    text: "Postgres migration done overnight with zero downtime, following Tom and Kenji's steps. CI is also down to 14 minutes thanks to Hannah's caching tips.",
  },
  {
    member: "hannah",
    daysAgo: 0,
    time: "10:32",
    text: "Great result, Marcus. Going from 38 minutes to 14 is a huge quality-of-life improvement for the team.",
  },
  {
    member: "fatima",
    daysAgo: 0,
    time: "12:10",
    text: "See you all on Thursday. I'll bring a few printed copies of our handoff checklist if anyone wants to borrow it.",
  },
  { member: "owen", daysAgo: 0, time: "13:25", text: "Final numbers for Thursday: 28 people signed up so far. Doors open at 6pm and talks start at 6.30." },
  { member: "sofia", daysAgo: 0, time: "14:40", text: "Looking forward to it. I'll be the one asking awkward questions about cookie banners." },
];

/**
 * Every chat message, oldest first, with the id it is seeded under: fixed, so a seed run again finds
 * those already there (the last week's sixty were seeded first, as `seed-000` to `seed-059`).
 */
export const messages = [
  ...earlierMessages.map((message, index) => ({ id: `seed-early-${String(index).padStart(2, "0")}`, ...message })),
  ...lastWeekMessages.map((message, index) => ({ id: `seed-${String(index).padStart(3, "0")}`, ...message })),
];

/** The agency's own staff: two admins and a moderator, who open the staff console (README names them). */
export const operators = [
  {
    key: "ops",
    name: "Rachel Dunn",
    email: "ops@northbeam.studio",
    role: "admin",
    bio: "Client services lead at Northbeam: new enquiries, project kick-offs and the community.",
    photo: "",
    joinedDaysAgo: 180,
  },
  {
    key: "mod",
    name: "Ben Carter",
    email: "mod@northbeam.studio",
    role: "moderator",
    bio: "Developer advocate at Northbeam, and one of the community chat's moderators.",
    photo: "",
    joinedDaysAgo: 150,
  },
  {
    key: "delivery",
    name: "Daniel Price",
    email: "delivery@northbeam.studio",
    role: "admin",
    bio: "Delivery lead at Northbeam: estimates, discovery workshops and the first call on new projects.",
    photo: "",
    joinedDaysAgo: 210,
  },
];

/**
 * Leads as the contact form stores them, at every stage of the console's triage, over twelve weeks;
 * `assignee` names the operator a lead is assigned to.
 */
export const leads = [
  {
    id: "seed-lead-1",
    hoursAgo: 3,
    name: "Elena Petrova",
    email: "elena.petrova@example.com",
    phone: "+44 117 496 0321",
    subject: "Booking app for our chain of physio clinics",
    message:
      "We run nine physiotherapy clinics across the South West and want patients to book, reschedule and pay online, with reminders by text. Our current system is a desktop tool from 2011. Could we talk about scope and a rough budget?",
    services: ["web-development", "mobile-apps"],
    status: "new",
  },
  {
    id: "seed-lead-2",
    hoursAgo: 27,
    name: "James Okoro",
    email: "james@okoro-logistics.example",
    phone: "",
    subject: "Replacing our spreadsheet-based dispatch",
    message:
      "Our dispatch team plans 140 deliveries a day in shared spreadsheets. We'd like a web tool with a driver app. Is a first version in about four months realistic?",
    services: ["custom-software"],
    status: "in-progress",
    note: "Called James on Tuesday: wants a discovery workshop in the first week of next month. Sending dates.",
  },
  {
    id: "seed-lead-3",
    hoursAgo: 80,
    name: "Sarah Lindqvist",
    email: "sarah.lindqvist@example.com",
    phone: "",
    subject: "Accessibility review of our checkout",
    message: "We need a WCAG 2.2 AA review of our checkout before a public-sector tender. Do you do short audits on their own?",
    services: ["ux-ui-design"],
    status: "handled",
  },
  {
    id: "seed-lead-4",
    hoursAgo: 5,
    name: "Best SEO Deals",
    email: "offers@seo-deals.example",
    phone: "",
    subject: "Rank #1 on Google in 7 days guaranteed",
    message: "We guarantee first page rankings for any keyword. Reply today for a 90% discount on our premium link package!!!",
    services: [],
    status: "spam",
    spamReason: "honeypot",
  },
  // Waiting past the reply promise, whatever the day: one nobody has taken, one assigned and forgotten.
  {
    id: "seed-lead-5",
    hoursAgo: 4 * 24 + 2,
    name: "Marcus Bell",
    email: "marcus.bell@example.com",
    phone: "+44 7700 900123",
    subject: "Moving our on-premise ERP to the cloud",
    message:
      "We run a bespoke ERP on two servers in our office in Swindon. Our hosting contract ends in March and we want to move to AWS or Azure with as little downtime as possible. Can you help plan and run the migration?",
    services: ["devops", "custom-software"],
    status: "new",
  },
  {
    id: "seed-lead-6",
    hoursAgo: 9 * 24 + 5,
    name: "Hannah Osei",
    email: "hannah@greenleaf-grocers.example",
    phone: "",
    subject: "Click-and-collect for six grocery shops",
    message:
      "We have six independent grocery shops and want customers to order online and collect in store. We have a Shopify site but stock is kept per shop.",
    services: ["web-development"],
    status: "new",
    assignee: "ops",
  },
  {
    id: "seed-lead-7",
    hoursAgo: 20,
    name: "Oliver Grant",
    email: "oliver.grant@example.com",
    phone: "",
    subject: "Redesign of our field engineers' tablet app",
    message: "Our field engineers find the inspection app slow to fill in with gloves on. We'd like a UX review and a redesign of the main flows.",
    services: ["ux-ui-design", "mobile-apps"],
    status: "new",
    assignee: "delivery",
  },
  // Questions the assistant handed over to the team, with the conversation and the page they came from:
  // one new (its visitor gave no name), one taken up (`repliedAfterMinutes` after it came in), one handled.
  {
    id: "seed-handover-1",
    hoursAgo: 6,
    source: "assistant",
    name: "",
    email: "priya.n@example.com",
    phone: "",
    subject: "Question from the assistant",
    message: "Do you sign an NDA before we share our idea on a first call?",
    services: [],
    status: "new",
    page: "/services/custom-software",
    conversation: [
      { role: "user", content: "Do you sign an NDA before we share our idea on a first call?" },
      {
        role: "assistant",
        content: "I'm not sure: our pages don't say whether we sign an NDA before a first call, and I'd rather not guess. The team can tell you.",
      },
    ],
  },
  {
    id: "seed-handover-2",
    hoursAgo: 2 * 24 + 4,
    source: "assistant",
    name: "Tom Haddad",
    email: "tom.haddad@example.com",
    phone: "",
    subject: "Question from the assistant",
    message: "Could someone look at our existing React Native app and tell us whether it is worth keeping?",
    services: [],
    status: "in-progress",
    repliedAfterMinutes: 3 * 60 + 10,
    page: "/services/mobile-apps",
    conversation: [
      { role: "user", content: "do you build mobile apps?" },
      { role: "assistant", content: "Yes: we design and build iOS and Android apps, native or cross-platform. See [Mobile Apps](/services/mobile-apps)." },
      { role: "user", content: "Could someone look at our existing React Native app and tell us whether it is worth keeping?" },
      { role: "assistant", content: "That needs a person who can look at your app. Send the question to the team and they will reply by e-mail." },
    ],
  },
  {
    id: "seed-handover-3",
    hoursAgo: 8 * 24 + 6,
    source: "assistant",
    name: "Lena Vogt",
    email: "lena.vogt@example.com",
    phone: "",
    subject: "Question from the assistant",
    message: "I'd like to talk to someone about a fixed price for a small booking site.",
    services: [],
    status: "handled",
    repliedAfterMinutes: 26 * 60 + 40,
    page: "/faq",
    conversation: [
      { role: "user", content: "how much does a small booking site cost?" },
      { role: "assistant", content: "Most small sites are priced after a short discovery call; the [FAQ](/faq) says how we estimate." },
      { role: "user", content: "I'd like to talk to someone about a fixed price for a small booking site." },
    ],
  },
  // Earlier weeks' enquiries, for the console's trends.
  ...[
    [13, "Chloe Adams", "Booking system for a climbing wall", ["web-development"], "handled"],
    [18, "Rahul Mehta", "Native app for our loyalty scheme", ["mobile-apps"], "in-progress", "delivery"],
    [24, "Fiona Walsh", "CI pipelines taking 40 minutes", ["devops"], "handled"],
    [31, "George Lee", "Quote for a customer portal", ["custom-software", "web-development"], "handled"],
    [38, "Isla Murray", "Design system for three products", ["ux-ui-design"], "handled"],
    [45, "Cheap Traffic Now", "Buy 10,000 visitors today", [], "spam"],
    [52, "Noah Fischer", "Kubernetes cost review", ["devops"], "handled"],
    [59, "Ava Clarke", "Offline-first inspections app", ["mobile-apps", "ux-ui-design"], "in-progress", "ops"],
    [66, "Leo Martin", "Replacing an Access database", ["custom-software"], "handled"],
    [73, "Maya Singh", "Accessible forms for a housing charity", ["web-development", "ux-ui-design"], "handled"],
  ].map(([daysAgo, name, subject, services, status, assignee], index) => ({
    id: `seed-lead-${8 + index}`,
    hoursAgo: daysAgo * 24 + 3,
    name,
    email: `${name.toLowerCase().replaceAll(" ", ".")}@example.com`,
    phone: "",
    subject,
    message: `${subject}: we would like to talk it through with someone who has done it before. When could we have a first call?`,
    services,
    status,
    ...(assignee ? { assignee } : {}),
    ...(status === "spam" ? { spamReason: "too-fast" } : {}),
  })),
];

/**
 * Ratings of the assistant's answers, as the widget sends them, over eleven weeks: `shape` is the
 * built-in answer's, or "provider" for a language model's.
 */
export const ratings = [
  {
    id: "seed-answer-1",
    hoursAgo: 2,
    rating: "not-helpful",
    question: "do you sign NDAs before we share our idea?",
    answer:
      "I couldn't find anything about that on our site, so I'd rather not guess. For anything else, get in touch and a person replies within one working day.",
    provider: "built-in",
    shape: "admission",
    reason: "Whether you sign an NDA before the first call",
  },
  {
    id: "seed-answer-2",
    hoursAgo: 30,
    rating: "not-helpful",
    question: "how long does an MVP take",
    answer: "Design sprints take five days; cloud migrations run in phases over several months.",
    provider: "built-in",
    shape: "confident",
    reason: "",
  },
  {
    id: "seed-answer-3",
    hoursAgo: 50,
    rating: "helpful",
    question: "Have you built mobile apps for healthcare?",
    answer: "Yes: we built a patient app for a Bristol health-tech company, with offline appointment notes and NHS login.",
    provider: "built-in",
    shape: "confident",
    reason: "",
  },
  {
    id: "seed-answer-4",
    hoursAgo: 200,
    rating: "helpful",
    question: "what's the difference between a fixed price and paying by the day?",
    answer:
      "A fixed price suits a scope that is settled before the work starts; paying by the day suits work whose scope will move as you learn. Most projects start with a short discovery phase either way.",
    provider: "openrouter",
    shape: "provider",
    reason: "",
  },
  {
    id: "seed-answer-5",
    hoursAgo: 390,
    rating: "not-helpful",
    question: "can you help with our booking system",
    answer: "These pages come closest to your question: Web Development, Custom Software and Mobile Apps.",
    provider: "built-in",
    shape: "shortlist",
    reason: "Whether you take over a system another agency built",
  },
  {
    id: "seed-answer-6",
    hoursAgo: 600,
    rating: "helpful",
    question: "what's your phone number?",
    answer: "You can call us during office hours, or write through the contact page and a person replies within one working day.",
    provider: "built-in",
    shape: "contact",
    reason: "",
  },
  {
    id: "seed-answer-7",
    hoursAgo: 860,
    rating: "helpful",
    question: "do you work with startups that have no technical cofounder?",
    answer: "Yes. We often act as the technical team for a founder's first version, and help hire the people who take it over.",
    provider: "gemini",
    shape: "provider",
    reason: "",
  },
  {
    id: "seed-answer-8",
    hoursAgo: 1150,
    rating: "helpful",
    question: "cloud costs too high",
    answer: "These pages come closest to your question: DevOps and Custom Software.",
    provider: "built-in",
    shape: "shortlist",
    reason: "",
  },
  {
    id: "seed-answer-9",
    hoursAgo: 1500,
    rating: "not-helpful",
    question: "do you build games?",
    answer:
      "I couldn't find anything about that on our site, so I'd rather not guess. For anything else, get in touch and a person replies within one working day.",
    provider: "built-in",
    shape: "admission",
    reason: "",
  },
  {
    id: "seed-answer-10",
    hoursAgo: 1800,
    rating: "helpful",
    question: "Do you do UX research?",
    answer: "Yes: our UX/UI Design service starts with user research, then flows and wireframes, prototype testing and the visual design.",
    provider: "built-in",
    shape: "confident",
    reason: "",
  },
];

/**
 * The assistant's answers per week by shape, as its weekly counters hold them (`weeksAgo` 0 is the
 * current week): the built-in answerer's shapes, and a language model's answers once one was set up;
 * and `kinds`, the week's questions by how they were answered (greetings and thanks are not questions),
 * taught answers from the week they were first written.
 */
export const answerCounts = [
  {
    weeksAgo: 11,
    answers: { confident: 21, policy: 2, contact: 3, greeting: 4, shortlist: 9, admission: 6 },
    kinds: { fact: 25, page: 9, "not-sure": 6, person: 1 },
  },
  {
    weeksAgo: 10,
    answers: { confident: 24, policy: 1, contact: 4, greeting: 3, thanks: 2, shortlist: 8, admission: 7 },
    kinds: { fact: 27, page: 8, "not-sure": 7, person: 2 },
  },
  {
    weeksAgo: 9,
    answers: { confident: 19, contact: 2, openings: 3, greeting: 5, shortlist: 11, admission: 5 },
    kinds: { fact: 23, page: 11, "not-sure": 5, person: 1 },
  },
  {
    weeksAgo: 8,
    answers: { confident: 27, policy: 3, contact: 5, greeting: 4, shortlist: 10, admission: 6 },
    kinds: { fact: 33, page: 10, "not-sure": 6, person: 2 },
  },
  {
    weeksAgo: 7,
    answers: { confident: 12, contact: 2, greeting: 2, shortlist: 5, admission: 4, provider: 18 },
    kinds: { fact: 31, page: 5, "not-sure": 4, person: 1 },
  },
  {
    weeksAgo: 6,
    answers: { confident: 9, policy: 1, contact: 3, greeting: 3, shortlist: 4, admission: 3, provider: 26 },
    kinds: { fact: 37, page: 4, "not-sure": 3, person: 2 },
  },
  {
    weeksAgo: 5,
    answers: { confident: 11, contact: 2, thanks: 1, greeting: 2, shortlist: 6, admission: 4, provider: 29 },
    kinds: { fact: 41, page: 6, "not-sure": 4, person: 1 },
  },
  {
    weeksAgo: 4,
    answers: { confident: 8, policy: 2, contact: 1, greeting: 3, shortlist: 3, admission: 2, provider: 34 },
    kinds: { fact: 44, page: 3, "not-sure": 2, person: 1 },
  },
  {
    weeksAgo: 3,
    answers: { confident: 10, openings: 2, contact: 2, greeting: 2, shortlist: 5, admission: 3, provider: 31 },
    kinds: { fact: 42, page: 5, "not-sure": 3, taught: 1, person: 2 },
  },
  {
    weeksAgo: 2,
    answers: { confident: 7, contact: 3, greeting: 4, shortlist: 4, admission: 2, provider: 38 },
    kinds: { fact: 44, page: 4, "not-sure": 2, taught: 3, person: 1 },
  },
  {
    weeksAgo: 1,
    answers: { confident: 9, policy: 1, contact: 2, greeting: 3, shortlist: 5, admission: 4, provider: 36 },
    kinds: { fact: 42, page: 5, "not-sure": 4, taught: 4, person: 2 },
  },
  {
    weeksAgo: 0,
    answers: { confident: 4, contact: 1, greeting: 2, shortlist: 3, admission: 2, provider: 15 },
    kinds: { fact: 17, page: 3, "not-sure": 2, taught: 2, person: 1 },
  },
];

/** Questions the assistant could not answer, as stored: scrubbed, per day, counted. */
export const unanswered = [
  { question: "do you sign ndas before we share our idea?", daysAgo: 0, count: 3 },
  { question: "are you iso 27001 certified?", daysAgo: 2, count: 2 },
  { question: "do you sponsor visas for developers?", daysAgo: 6, count: 1 },
];

/**
 * Answers the team taught the assistant, as the console's form saves them: `teacher` wrote each
 * `daysAgo`, `changedBy` changed it `changedDaysAgo` (its audit entries are seeded with it); the review
 * date is `reviewInDays` from the seed's day (below zero: due already). `links` are the answer's links.
 */
export const taughtAnswers = [
  {
    id: "seed-taught-1",
    teacher: "delivery",
    daysAgo: 9,
    reviewInDays: 120,
    question: "Do you sign an NDA before we share our idea?",
    wordings: ["do you sign ndas before we share our idea?", "will you sign a non-disclosure agreement", "is a first call confidential"],
    answer:
      "Yes. We sign your NDA, or send our own mutual one, before a first call: mention it when you [get in touch](/contact) and it comes back signed the same working day. What you tell us in a discovery call stays between us either way, as our [privacy policy](/privacypolicy) sets out.",
    links: ["/contact", "/privacypolicy"],
    from: { unanswered: "do you sign ndas before we share our idea?" },
  },
  {
    id: "seed-taught-2",
    teacher: "ops",
    daysAgo: 2,
    changedBy: "delivery",
    changedDaysAgo: 1,
    reviewInDays: -1,
    question: "Can you review an app another team built and tell us whether it is worth keeping?",
    wordings: ["can you take over an existing app", "do you audit react native apps", "should we rebuild our app"],
    answer:
      "Yes. We start with a two-week review of the existing app: its code and architecture, dependencies, tests, crash reports, and how hard the features you plan would be to add. You get a written report of what to keep, what to fix and what to rebuild, each with an estimate. [Mobile Apps](/services/mobile-apps) describes how we work on apps; [send us the details](/contact) to book a review.",
    links: ["/services/mobile-apps", "/contact"],
    from: { lead: "seed-handover-2" },
  },
];
