import type { Article } from "../schema";

export const articles: Article[] = [
  {
    id: "realtime-features-with-firestore",
    title: "Building realtime features with Firestore without the surprises",
    summary:
      "Firestore makes live updates look effortless. Here is what we have learned about data modelling, listener costs, security rules and offline behaviour from running it in production apps.",
    author: { name: "Tom Ashworth", role: "Co-founder and CTO" },
    publishedAt: "2025-09-16",
    updatedAt: "2025-10-02",
    tags: ["Firebase", "Engineering", "Mobile"],
    sections: [
      {
        heading: "Why we still reach for Firestore",
        paragraphs: [
          "When a client asks for something to update live, such as a delivery status, a shared checklist or a message thread, Cloud Firestore is often the quickest route to a dependable result. The client subscribes to a query with a snapshot listener, the SDK keeps a local cache, and changes arrive within moments without us running a single WebSocket server. On the Brightwater parent app, that meant new messages and read receipts appeared across the web portal and the mobile app with no realtime infrastructure of our own to scale.",
          "The trade-off is that Firestore rewards you for designing around its constraints and punishes you quietly when you do not. Most of the problems we find on inherited projects are not bugs in Firestore. They are data models designed as if it were a relational database, listeners attached far more broadly than anyone intended, and security rules written last.",
        ],
      },
      {
        heading: "Model for the screens, not the entities",
        paragraphs: [
          "Firestore queries are shallow and there are no joins. If a screen needs a conversation title, the last message and an unread count, the fastest and cheapest approach is usually to store those fields together on the conversation document and update them whenever a message is written. We do that in a Cloud Function triggered on message creation, so client code never has to keep two documents consistent by hand.",
          "Denormalising feels wrong to engineers raised on third normal form, so we write down every duplicated field and the single function responsible for updating it. That list lives in the repository next to the security rules. When a field needs to change shape, it tells us exactly which triggers and backfill scripts are involved.",
          "Watch out for hot documents, too. Firestore handles an enormous volume of writes across a database, but a single document copes with only around one sustained write per second. A counter that every user increments, such as a like total or a live attendance tally, needs to be split across several shards or aggregated in a function rather than written directly by clients.",
        ],
      },
      {
        heading: "Listeners cost money, so scope them",
        paragraphs: [
          "Firestore bills per document read, and a listener is charged for every document in its initial result set and for every document that changes afterwards. A dashboard listening to an entire orders collection looks fine in testing with fifty documents and costs a surprising amount in production with fifty thousand. We scope every listener with a filter and a limit, and we ask whether the screen genuinely needs live updates or would be fine with a fresh fetch when it comes into focus.",
          "Reconnection is the other hidden cost. If a listener has been disconnected for more than 30 minutes, Firestore charges for reads as if you had issued a brand-new query. Mobile apps that sit in the background for hours and are then resumed will re-read their full result sets, so we detach listeners when a screen is not visible and keep queries small enough that a re-read is cheap.",
        ],
      },
      {
        heading: "Security rules are your API",
        paragraphs: [
          "With Firestore, clients talk to the database directly, which means security rules do the job an API layer would normally do. We treat them as production code: they live in version control, are reviewed like any other change and are covered by tests that run against the Firebase emulator in CI. A typical project has tests for every collection proving that a user can read their own data, cannot read anyone else's and cannot write fields they should not control.",
          "Rules are not filters. A query that could return documents the user is not allowed to see fails outright rather than quietly returning fewer results, so query constraints must mirror the conditions in the rules. When we review an existing project, a mismatch between the two is the most common cause of the permission errors that teams end up working around by loosening their rules.",
        ],
      },
      {
        heading: "Design for offline and for pending writes",
        paragraphs: [
          "The mobile SDKs cache data and queue writes while the device is offline, which is a real advantage for users with patchy signal. It also means your interface will show data the server has not yet accepted. Every snapshot carries metadata saying whether it contains pending writes, and we use it to show a quiet 'sending' state rather than pretending a message has already been delivered.",
          "Use server timestamps for anything that orders data, because device clocks are wrong more often than you would expect. Decide early what happens when two people edit the same thing offline: by default the last write to reach the server wins, so fields that must never be silently overwritten need a transaction, which only runs online, a per-user sub-document or a merge rule agreed with the product owner.",
          "None of this makes Firestore difficult. It makes it a tool with opinions, and the projects that go well are the ones that take those opinions seriously in the first sprint rather than discovering them on the first invoice.",
        ],
      },
    ],
    related: ["native-vs-cross-platform-mobile", "zero-downtime-deployments"],
  },
  {
    id: "estimating-software-projects-honestly",
    title: "How we estimate software projects honestly",
    summary:
      "A single number is the least useful thing an estimate can give you. This is how we produce ranges that clients can plan around, and how we keep them honest once the work starts.",
    author: { name: "Hannah Okafor", role: "Co-founder and Managing Director" },
    publishedAt: "2025-11-04",
    updatedAt: "2025-11-04",
    tags: ["Process", "Engineering"],
    sections: [
      {
        heading: "Why single numbers fail",
        paragraphs: [
          "Every client wants to know what their project will cost and when it will be ready, and they are right to ask. The trouble is that a single figure hides the thing they most need to know: how confident we are. Twelve weeks from a team that has built the same thing five times and twelve weeks from a team integrating with an undocumented legacy system are very different promises, yet they look identical on a proposal.",
          "Early in a project, uncertainty is genuinely large. Estimates made before requirements are properly understood are routinely out by a factor of two or more in either direction. Pretending otherwise does not remove the risk. It simply moves it to the moment someone discovers the real number, which is usually when most of the budget has gone.",
        ],
      },
      {
        heading: "Estimate in ranges with a stated confidence",
        paragraphs: [
          "We give every estimate as a range with two points: a figure we expect to hit about half the time, and one we expect to come in under nine times out of ten. For a typical first release that might read as 14 to 19 weeks, with 16 as the likely outcome. The gap between the numbers is information in its own right. A wide gap shows the client where the risk sits and gives both of us a reason to reduce it before committing.",
          "We build the range from the bottom up. The work is broken into pieces of no more than about three days, each estimated by the engineers who will build it, with a best case and a realistic worst case. We then compare the total with what similar past projects actually took, not what we estimated for them. That comparison against our own delivery history is the single most useful correction we make.",
        ],
      },
      {
        heading: "Write the assumptions down",
        paragraphs: [
          "An estimate without assumptions is a guess that has lost its context. Ours list everything we have taken as given: that the payment provider's sandbox behaves like production, that the client's team can review designs within two days, that the existing API supports filtering by date. Each assumption is a risk with a name attached, and clients often spot the wrong ones immediately.",
          "We also state what is out of scope in plain words. 'Admin reporting beyond the three agreed exports' is far more useful than a vague exclusion clause, because it gives both sides a shared reference point when a new request arrives in week eight.",
          "Where one unknown dominates the range, we spend a few days removing it before committing to a figure. A short technical spike against a legacy system, or a day of usability testing on a risky flow, often narrows an estimate by several weeks.",
        ],
      },
      {
        heading: "Keep re-estimating as you learn",
        paragraphs: [
          "An estimate is a forecast, and forecasts should change when the facts do. Every fortnight we report spend to date, the remaining work as re-estimated by the team and the updated forecast range for completion. Clients see the trend rather than a snapshot, so a slipping forecast becomes visible in week four instead of week fourteen.",
          "When the range moves, we explain why and set out the options: reduce scope, accept a later date or add capacity where that genuinely helps. Adding people late rarely shortens a project, because new joiners need time and attention from the people already doing the work. We only suggest it when the remaining work splits cleanly into independent streams.",
        ],
      },
      {
        heading: "What honesty costs, and what it buys",
        paragraphs: [
          "Honest estimating occasionally loses us work. A competitor's lower fixed price is attractive, and a range with a higher upper bound can look like hedging. We accept that, because the projects we win this way rarely end in arguments about money, and the clients tend to come back.",
          "It also changes the conversation about scope. When a client can see that a feature adds two to four weeks and a fair amount of risk, they make better decisions about what really matters for launch. In our experience, the most valuable thing an estimate produces is not a number at all. It is a shared understanding of where the risk lies and what we are going to do about it.",
        ],
      },
    ],
    related: ["native-vs-cross-platform-mobile", "design-systems-that-survive-growth"],
  },
  {
    id: "zero-downtime-deployments",
    title: "Zero-downtime deployments are mostly about the database",
    summary:
      "Rolling out new application code without interruption is largely a solved problem. Changing the schema underneath it is where outages still happen, so here is the pattern we use on every project.",
    author: { name: "Daniel Mercer", role: "Principal DevOps Engineer" },
    publishedAt: "2026-01-20",
    updatedAt: "2026-03-09",
    tags: ["DevOps", "Engineering"],
    sections: [
      {
        heading: "The easy half: rolling out code",
        paragraphs: [
          "Getting new application code into production without dropping requests is well understood on most platforms. On Kubernetes, a rolling update with maxUnavailable set to zero, a readiness probe that only passes once the service can genuinely handle traffic, and a sensible termination grace period cover most of it. Managed container platforms do the equivalent for you.",
          "The details that catch teams out happen at shutdown. When a pod is told to stop, it receives SIGTERM, but the load balancer may keep sending it requests for a few seconds while endpoints update. We add a short preStop delay, have the application stop accepting new connections on SIGTERM and let in-flight requests finish before it exits. Without that, every deployment produces a handful of 502 errors that nobody can reproduce.",
        ],
      },
      {
        heading: "The hard half: the schema",
        paragraphs: [
          "During a rolling deployment, old and new versions of your application run side by side against the same database, sometimes for several minutes. Every schema change therefore has to work with both. Renaming a column in a single migration breaks the old version the moment it runs; running the migration after the deployment breaks the new version until it does. No ordering makes a breaking change safe.",
          "So we do not make breaking changes. We make a sequence of compatible ones, a pattern usually called expand and contract. It applies equally to renaming columns, splitting tables, changing types and moving data between services.",
        ],
      },
      {
        heading: "Expand, migrate, contract",
        paragraphs: [
          "To rename a column, we first expand: add the new column alongside the old one and deploy code that writes to both but still reads from the old. Next we backfill existing rows in small batches, so no single statement holds locks for long. Then we deploy code that reads from the new column. Only when nothing references the old column, and we have watched production through a release or two, do we contract by dropping it.",
          "That is four deployments instead of one, which sounds slow until you compare it with an incident. With a good pipeline each step is a small pull request, and the whole sequence usually fits into an ordinary week. Each intermediate state is one we are happy to leave running over a weekend, which is the real test of whether a step is safe.",
        ],
      },
      {
        heading: "Know what your migrations lock",
        paragraphs: [
          "Even additive changes can take an application down if they take the wrong lock. In PostgreSQL 11 and later, adding a nullable column, or one with a constant default, is a quick catalogue change. Building an index without CONCURRENTLY, by contrast, blocks writes to the table for the whole build. Adding a foreign key or a check constraint scans the table while holding a lock, unless you add it as NOT VALID and validate it in a separate step.",
          "The subtler risk is lock queuing. A migration waiting for a lock behind a long-running query will block every query that arrives after it, so a harmless-looking change can stall the whole application. We set a short lock_timeout on every migration, typically a few seconds, so a blocked migration fails fast and is retried rather than quietly queuing. Migrations also run as their own pipeline step before the rollout, never on application start-up, so a failure stops the release cleanly.",
        ],
      },
      {
        heading: "Rollback is a feature you have to build",
        paragraphs: [
          "A deployment is only as safe as your ability to undo it. Because every step in an expand and contract sequence is backwards compatible, rolling the application back means redeploying the previous image and nothing more. We test that path deliberately by rolling back in staging as part of the release checklist, because a rollback that has never been exercised tends to fail exactly when it matters.",
          "For risky behaviour changes, we separate deployment from release with feature flags. Code can sit in production for days before anyone sees it, and switching it off needs no deployment at all. Combined with automatic rollback when error rates or latency cross a threshold, this is what allowed Pennine Cold Chain to move from monthly overnight releases to around a dozen daytime deployments a week.",
          "None of these techniques is new or exotic. The discipline lies in applying them every time, including to the small Friday afternoon change that surely cannot break anything.",
        ],
      },
    ],
    related: ["estimating-software-projects-honestly", "realtime-features-with-firestore"],
  },
  {
    id: "design-systems-that-survive-growth",
    title: "Design systems that survive growth",
    summary:
      "Most design systems launch with enthusiasm and are quietly abandoned within two years. The ones that last share a few habits, and very few of those habits are about visual design.",
    author: { name: "Ellie Fairbanks", role: "Design Director" },
    publishedAt: "2026-04-14",
    updatedAt: "2026-04-14",
    tags: ["Design", "Engineering", "Accessibility", "Process"],
    sections: [
      {
        heading: "Why design systems stall",
        paragraphs: [
          "We have inherited more abandoned design systems than we have built new ones. The pattern is familiar. A small team creates a polished component library, adoption is strong for six months, and then product teams start to fork components because the system cannot keep up with what they need. Two years later there are three buttons, two colour palettes and a Figma file that nobody trusts.",
          "The cause is rarely the quality of the original design. It is that the system was treated as a project with an end date rather than a product with users, a roadmap and someone accountable for it. Everything below follows from taking that second view seriously.",
        ],
      },
      {
        heading: "Start with tokens, not components",
        paragraphs: [
          "Design tokens are the named decisions underneath everything else: colours, spacing, type scales, corner radii and motion durations. We define them once, in a format both Figma and code can consume, and generate platform outputs with Style Dictionary so that web, iOS and Android stay aligned. Changing a brand colour becomes a single reviewed pull request rather than a hunt through hundreds of files.",
          "We use two layers. Primitive tokens describe raw values, such as blue-600. Semantic tokens describe purpose, such as action-primary or text-danger, and point at primitives. Components only ever reference semantic tokens. That extra layer is what turns dark mode, a second brand or a high-contrast theme into a matter of remapping rather than redesigning.",
          "Resist the urge to tokenise everything on day one. We start with the decisions that genuinely repeat across screens, usually forty to sixty tokens, and add more only when a real component needs one. A set of several hundred tokens that nobody can hold in their head is just a second stylesheet that is harder to search.",
        ],
      },
      {
        heading: "Design component APIs for the next team",
        paragraphs: [
          "A component's props are an API and deserve the same care as any other. We prefer a small number of explicit variants to open-ended styling props, because a button that accepts arbitrary class names will be used with arbitrary class names. Where teams need flexibility, we offer composition, such as slots for icons or custom content, rather than escape hatches that bypass the system entirely.",
          "Every component ships with its states documented in Storybook: loading, empty, error, disabled, very long content and right-to-left text where relevant. Accessibility behaviour is part of the contract as well. Focus handling, keyboard interaction and screen reader labels are built once, so product teams inherit them instead of rediscovering them under deadline pressure.",
        ],
      },
      {
        heading: "Govern it like a product",
        paragraphs: [
          "Somebody has to own the system, even if it is only part of their week. On the larger programmes we support, that means a small core team with a public backlog, a fortnightly triage of requests and clear criteria for what belongs in the system and what should stay inside a product. Our rule of thumb is that a pattern joins the system once at least two teams need it, and not before.",
          "Designers and engineers should share that backlog. When the Figma library and the coded components are managed separately, they drift apart within months. We keep a single list of components with a status for each one, covering design, code, documentation and accessibility review, so everyone can see what is genuinely ready to use.",
          "Contributing should be easier than forking. We publish a short contribution guide, pair with teams on their first addition and review contributions within a few working days. If the quickest way to ship is to copy a component and change it, teams will do exactly that, and you cannot really blame them.",
        ],
      },
      {
        heading: "Version it and measure it",
        paragraphs: [
          "We publish the code as a versioned package using semantic versioning, with a changelog written for the people upgrading rather than the people who made the change. Breaking changes come with codemods where possible and a deprecation period of at least one minor release, with console warnings in development that point to the replacement.",
          "Finally, measure adoption. A simple script that scans product repositories for imports from the system, and for local components that duplicate it, tells you more about the health of a design system than any satisfaction survey. When the numbers drift, it usually means the system is missing something teams need, and that becomes the next item on the roadmap.",
        ],
      },
    ],
    related: ["accessibility-as-engineering-practice", "estimating-software-projects-honestly"],
  },
  {
    id: "accessibility-as-engineering-practice",
    title: "Accessibility is an engineering practice, not an audit",
    summary:
      "Commissioning an audit just before launch finds problems too late to fix cheaply. Here is how we build accessibility into everyday engineering, from component code to CI and manual testing.",
    author: { name: "Marcus Lindqvist", role: "Lead Frontend Engineer" },
    publishedAt: "2026-06-23",
    updatedAt: "2026-08-11",
    tags: ["Accessibility", "Engineering", "Design"],
    sections: [
      {
        heading: "Why the audit-at-the-end model fails",
        paragraphs: [
          "Many organisations still treat accessibility as a compliance check: build the product, commission an audit a month before launch, then scramble to fix a spreadsheet of findings. By then the problems are structural. A custom dropdown without keyboard support is used on forty screens, and the visual design relies on colour alone to signal errors. Fixing those late costs weeks, and some fixes are deferred indefinitely.",
          "The legal picture has sharpened as well. In the UK, the Equality Act 2010 requires reasonable adjustments and public sector websites must meet WCAG under the 2018 accessibility regulations, while the European Accessibility Act has applied to many consumer-facing digital services in the EU since June 2025. We work to WCAG 2.2 AA as a baseline on every project. The better argument is simpler, though: nearly a quarter of people in the UK report a disability, and software that excludes them is broken software.",
        ],
      },
      {
        heading: "Start with semantic HTML",
        paragraphs: [
          "Most of the accessibility bugs we fix come from rebuilding something the browser already provides. A button made from a div needs a role, a tab index, key handlers for Enter and Space, and visible focus styles, and it usually ends up missing at least one of them. A real button element has all of that for free. The first item on our code review checklist is to use the native element unless there is a documented reason not to.",
          "When we do need custom widgets, such as comboboxes, tabs or date pickers, we follow the patterns in the WAI-ARIA Authoring Practices Guide and build each one once, in the shared component library. Getting a combobox right takes days of careful work and testing with assistive technology. Doing it once and reusing it everywhere is the only way that effort is affordable.",
        ],
      },
      {
        heading: "Focus, motion and the single-page app",
        paragraphs: [
          "Single-page applications break assumptions that screen reader users rely on. When a route changes without a page load, nothing is announced and focus stays on a link that may no longer exist. Our routing layer moves focus to the main heading of the new view and updates the document title, which gives screen reader users the same cue as a full page load.",
          "Dialogs keep focus inside while they are open and return it to the element that opened them when they close. Status messages are announced through live regions, and form errors are linked to their fields so they are read out when the field receives focus. Animations respect the prefers-reduced-motion setting, which matters more than most teams expect for people with vestibular disorders.",
        ],
      },
      {
        heading: "Automate what you can, and know its limits",
        paragraphs: [
          "Every pull request runs axe-core against key pages and component stories through Playwright, and the build fails on any new violation. Lint rules catch missing alternative text and invalid ARIA attributes before code is even committed. Together they catch a useful class of regressions cheaply and stop the same mistakes from recurring.",
          "Automated tools can only detect a fraction of WCAG failures, however. They can tell you that an image has alternative text, not whether that text is meaningful; they can confirm that a focus style exists, not whether the focus order makes sense. In our own audits, most of the serious issues we log are ones no automated scanner would have flagged.",
        ],
      },
      {
        heading: "Manual testing as a habit",
        paragraphs: [
          "Before each release, an engineer works through the changed journeys with only a keyboard, then with a screen reader: VoiceOver on macOS and iOS, and NVDA on Windows. We zoom to 400 per cent to check that content reflows, and repeat key journeys with forced colours switched on. It takes an hour or two per release, and it is part of our definition of done rather than a separate phase.",
          "We also test with disabled people. On the Avonmere physiotherapy app, sessions with older patients and people with limited hand movement changed the size of our tap targets and the length of our instructions more than any guideline did. An audit tells you whether you meet a standard. Watching real people use your product tells you whether it works.",
        ],
      },
    ],
    related: ["design-systems-that-survive-growth"],
  },
  {
    id: "native-vs-cross-platform-mobile",
    title: "Native or cross-platform? How we choose for each mobile app",
    summary:
      "The native versus cross-platform debate is usually framed as a question of performance. In practice the decision turns on platform features, who will maintain the app and the next five years of change.",
    author: { name: "Priya Raman", role: "Head of Mobile" },
    publishedAt: "2026-09-08",
    updatedAt: "2026-10-27",
    tags: ["Mobile", "Engineering", "Process"],
    sections: [
      {
        heading: "The question behind the question",
        paragraphs: [
          "Almost every mobile engagement we start includes some version of the same question: should we build natively in Swift and Kotlin, or use a cross-platform framework? Clients have usually read confident articles arguing for both. The honest answer is that either approach can produce an excellent app, and the decision rests on a handful of specific factors we can assess in the first week of discovery.",
          "Most of our cross-platform work uses React Native with Expo, partly because it lets our web and mobile engineers share TypeScript, tooling and sometimes business logic. Flutter is a capable alternative, and Kotlin Multiplatform is increasingly attractive for sharing logic while keeping fully native interfaces. The reasoning below applies to all of them.",
        ],
      },
      {
        heading: "When cross-platform is the right default",
        paragraphs: [
          "For the majority of business apps, including booking flows, account management, content, forms and messaging, a cross-platform framework is our default. One team ships both platforms, features reach iOS and Android on the same day, and typically 85 to 95 per cent of the code is shared. On the Tollgate driver app, a team of three built and now maintains an app that would otherwise have needed two separate platform teams.",
          "The performance argument has largely faded. React Native's new architecture replaced the old asynchronous bridge, and libraries such as Reanimated run animations on the UI thread. Long lists, gestures and transitions that used to be weak points are now fine when built with care. Where an app feels sluggish, the cause is far more often an unoptimised list or excessive re-rendering than the framework itself.",
        ],
      },
      {
        heading: "When native earns its cost",
        paragraphs: [
          "Some products live close to the platform. Home screen widgets, watch apps, CarPlay and Android Auto, advanced camera and audio pipelines, and complex Bluetooth integrations all need substantial native code whichever framework you choose. If those features are the heart of the product rather than a side feature, a native build avoids maintaining a bridge between two worlds.",
          "Native is also the right call when an app must adopt new platform capabilities the week they ship, or when a client already has strong iOS and Android teams who will own the product. Choosing a framework that your future maintainers do not know is a cost that never appears in the initial estimate, but it always arrives eventually.",
          "App size and start-up time can matter as well. A cross-platform runtime adds a few megabytes and some work at launch, which is irrelevant for most business apps but worth measuring for products used on low-end Android devices or in areas with poor connectivity. We benchmark a prototype on the oldest device the client needs to support rather than guessing.",
        ],
      },
      {
        heading: "The hybrid middle ground",
        paragraphs: [
          "The choice is rarely all or nothing. Most of our React Native apps include at least one native module. For Avonmere's physiotherapy app, exercise video playback with offline caching was written in Swift and Kotlin behind a small TypeScript interface, while everything else stayed shared. Expo's config plugins and development builds make this far less painful than it used to be.",
          "The reverse works too. A native app can embed cross-platform screens for lower-risk areas such as settings or onboarding, or share business logic through Kotlin Multiplatform. What matters is drawing the boundary deliberately and documenting it, so the next engineer knows where platform code lives and why it is there.",
        ],
      },
      {
        heading: "The questions we ask in discovery",
        paragraphs: [
          "Rather than debating frameworks in the abstract, we work through a short list. Which platform features does the roadmap depend on over the next two years? Who will maintain the app after launch, and what do they already know? How much logic could be shared with an existing web product? Are there hardware or offline requirements that need a technical spike before anyone commits?",
          "We also look at how releases will work. Both approaches go through the same store review, but over-the-air updates to the JavaScript bundle, within the limits the store policies allow, can get a fix to users in hours rather than days. For clients whose drivers or clinicians depend on the app during a working shift, that alone can tip the balance.",
          "We write up the answers with a recommendation, the reasons for it and what would change our mind. Clients rarely disagree with the result, because by then the decision has stopped being about technology preferences and become about their product. That, more than any benchmark, is how you end up with an app that is still easy to work on in five years.",
        ],
      },
    ],
    related: ["realtime-features-with-firestore", "estimating-software-projects-honestly"],
  },
];
