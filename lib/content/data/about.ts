import { poundsBetween, spanText } from "../figures";
import type { About } from "../schema";
import { firstRelease } from "./engagements";
import { studio } from "./studio";

export const about: About = {
  mission: "We build software that makes our clients' organisations work better, and we build it so they can own it long after we have gone.",
  story: [
    "Northbeam Software Studio started in 2014 in a shared office in Bristol, when Hannah Okafor and Tom Ashworth left a large consultancy to work in a way they believed in: small senior teams, honest estimates and code that clients could actually take over.",
    "The first clients were local: a credit union, a physiotherapy practice and a regional haulier. Word spread, and over the following decade the studio grew to around 40 designers, engineers and product people, working from our Bristol studio and remotely across the UK and Europe. Today we build for lenders, clinics, freight operators, retailers, schools and energy companies.",
    "We have stayed deliberately independent and deliberately the size we are. The people who pitch your project are the people who build it, and we can say no to work we are not right for.",
  ],
  values: [
    {
      title: "Say what we think",
      description:
        "We give clients straight answers on scope, risk and cost, even when the answer is not the one they hoped for. Bad news early is far cheaper than bad news late.",
    },
    {
      title: "Build it to be handed over",
      description:
        "Clear code, written decisions and documentation are part of the job, not extras. Our best engagements end with a client team that no longer needs us.",
    },
    {
      title: "Small teams, senior people",
      description:
        "We staff projects with experienced people who can make decisions, and keep teams small enough that everyone knows what everyone else is doing.",
    },
    {
      title: "Accessible by default",
      description:
        "Software that excludes people is broken software. Accessibility, performance and security are part of every estimate, not a phase at the end.",
    },
  ],
  team: [
    {
      id: "hannah-okafor",
      name: "Hannah Okafor",
      role: "Co-founder and Managing Director",
      bio: "Hannah spent ten years delivering public sector and financial services programmes before co-founding Northbeam. She runs the studio, leads new engagements and still writes the first estimate on most projects.",
      avatar: { src: "/images/team/hannah-okafor.svg", alt: "Illustrated portrait of Hannah Okafor" },
    },
    {
      id: "tom-ashworth",
      name: "Tom Ashworth",
      role: "Co-founder and CTO",
      bio: "Tom has been writing production software for more than twenty years, most recently in payments and realtime systems. He sets Northbeam's engineering standards and reviews the architecture of every project we take on.",
      avatar: { src: "/images/team/tom-ashworth.svg", alt: "Illustrated portrait of Tom Ashworth" },
    },
    {
      id: "priya-raman",
      name: "Priya Raman",
      role: "Head of Mobile",
      bio: "Priya leads our mobile practice and has shipped more than 30 iOS and Android apps, from patient rehabilitation tools to driver apps used in lorry cabs. She is happiest debugging a sync conflict on a real device.",
      avatar: { src: "/images/team/priya-raman.svg", alt: "Illustrated portrait of Priya Raman" },
    },
    {
      id: "daniel-mercer",
      name: "Daniel Mercer",
      role: "Principal DevOps Engineer",
      bio: "Daniel designs the cloud platforms and delivery pipelines behind our clients' products. Before joining Northbeam he kept a national retailer's online store running through six peak trading seasons.",
      avatar: { src: "/images/team/daniel-mercer.svg", alt: "Illustrated portrait of Daniel Mercer" },
    },
    {
      id: "ellie-fairbanks",
      name: "Ellie Fairbanks",
      role: "Design Director",
      bio: "Ellie leads research and design across the studio and has built design systems for product teams of five and of fifty. She believes a good design system is mostly good documentation.",
      avatar: { src: "/images/team/ellie-fairbanks.svg", alt: "Illustrated portrait of Ellie Fairbanks" },
    },
    {
      id: "marcus-lindqvist",
      name: "Marcus Lindqvist",
      role: "Lead Frontend Engineer",
      bio: "Marcus leads frontend engineering and our accessibility practice. He tests every release with a keyboard and a screen reader, and teaches the rest of the team to do the same.",
      avatar: { src: "/images/team/marcus-lindqvist.svg", alt: "Illustrated portrait of Marcus Lindqvist" },
    },
  ],
  process: [
    {
      title: "Discover",
      description:
        "We interview stakeholders and users, map the current process and agree what success looks like. You leave with a prioritised scope, a delivery plan and an estimate expressed as a range with its assumptions written down.",
      duration: "2 weeks",
    },
    {
      title: "Design",
      description:
        "We prototype the riskiest parts first and test them with real users. Engineers review every design, so what we agree is buildable within the budget.",
      duration: "2-4 weeks",
    },
    {
      title: "Build",
      description:
        "We work in two-week iterations with a demo at the end of each, deploying to a staging environment from the first week. You see working software, not status reports.",
      duration: "8-16 weeks",
    },
    {
      title: "Launch",
      description:
        "We release gradually, with monitoring, rollback plans and the team on hand. For apps that includes beta testing and store submission; for migrations, a rehearsed cutover.",
      duration: "1-2 weeks",
    },
    {
      title: "Evolve",
      description:
        "After launch we measure what users actually do and improve the product in regular cycles, or hand it over to your team with documentation and pairing.",
      duration: "Ongoing",
    },
  ],
  testimonials: [
    {
      quote:
        "Northbeam understood that in lending the unglamorous parts, reconciliation and audit trails, are the parts that matter. They built those properly first, and that is why we could grow without hiring a room full of people to check spreadsheets.",
      name: "Rachel Dunmore",
      role: "Chief Operating Officer",
      company: "Fernleigh Money",
    },
    {
      quote:
        "They told us which of our ideas would not move the numbers, tested the ones that might, and shipped a checkout that paid for the whole project within a quarter.",
      name: "James Whitlock",
      role: "Head of Ecommerce",
      company: "Marlow & Finch",
    },
    {
      quote:
        "Our drivers are not an easy audience. The Northbeam team spent days in the cab with them before writing any code, and it shows: the app works in places our old system never could.",
      name: "Gareth Pryce",
      role: "Operations Director",
      company: "Tollgate Freight",
    },
    {
      quote:
        "For the first time, our customers can see exactly how their bill was calculated, and so can we. The team was straightforward about trade-offs and delivered what they said they would.",
      name: "Nadia Osei",
      role: "Head of Customer Experience",
      company: "Wyvern Heat Networks",
    },
  ],
  faq: [
    {
      question: "What engagement models do you offer?",
      answer:
        "Three: a fixed-price discovery to shape a new product, a dedicated team that works as an extension of yours on a monthly basis, and fixed-scope projects for well-defined work such as a marketing site or a cloud migration. Most clients start with discovery and move on to a dedicated team.",
    },
    {
      question: "How much does a project cost?",
      answer: `Our blended day rate sits ${poundsBetween(studio.dayRate)}, depending on the mix of the team. As a guide, a focused first release of a web or mobile product typically costs ${poundsBetween(firstRelease.price)}. We estimate in ranges, explain what drives the number and report spend against forecast every fortnight.`,
    },
    {
      question: "How long will it take to get something live?",
      answer: `Most first releases go live ${spanText(firstRelease.duration)} after kick-off, including discovery. We aim to put a small but real slice of the product in front of users well before that, often within the first six weeks.`,
    },
    {
      question: "Who owns the intellectual property?",
      answer:
        "You do. All code, designs and documentation we create for you are assigned to you on payment, and the repositories sit in your own accounts from the start. We use open-source libraries under permissive licences and list every one in the handover pack.",
    },
    {
      question: "What happens after launch?",
      answer:
        "We offer support retainers from two days a month, covering monitoring, security updates, dependency upgrades and small improvements, with agreed response times for incidents. If you would rather take the product in-house, we plan a handover with pairing and documentation.",
    },
    {
      question: "Can you work with teams in other time zones?",
      answer:
        "Yes. We work with clients across Europe and North America. We guarantee at least three hours of overlap with your working day, schedule demos at times that suit you and rely on written updates, so decisions never wait for a call.",
    },
  ],
  careerFaq: [
    {
      question: "Do you sponsor work visas?",
      answer:
        "No, not at the moment. For a role in the Bristol studio you need the right to work in the UK, and for a remote role the right to work in the United Kingdom or an EU member state, as each opening says.",
    },
    {
      question: "How much holiday do you get?",
      answer: "Everyone gets 27 days of holiday a year plus bank holidays, and the studio closes between Christmas and New Year on top of that.",
    },
    {
      question: "Do you hire juniors or graduates, or offer internships?",
      answer:
        "Not at the moment: no graduate scheme, internships or junior roles. Our openings are for experienced people, because each client team is small and senior; when we take on juniors or interns again, the roles appear on this page.",
    },
  ],
  memberFaq: [
    {
      question: "How do I change my name, photo or bio?",
      answer:
        "Open the Profile tab of your dashboard, edit your name or bio, pick one of the avatars (or your Google account's photo) and save. Your name and photo change everywhere at once: in the members directory and next to the messages you post from then on. Each name belongs to one member, names that sound like the agency's staff are kept for staff, and you can change your name up to three times a day.",
    },
    {
      question: "Who can see my profile?",
      answer:
        "Only signed-in members. They see your name, photo, bio and the date you joined. Your e-mail address and your activity figures are visible to you alone.",
    },
    {
      question: "Are there rules in the community chat?",
      answer:
        "Be kind, stay on topic and keep client details out of it. Messages are up to 1,000 characters, one every two seconds (one every ten seconds on your first day). When the room gets busy, a moderator may turn on slow mode, up to one message a minute; the box you type in says so while it is on. You can edit a message for 15 minutes after sending it and delete your own messages at any time. If another member's message breaks the rules, report it under the message and a moderator will review it.",
    },
    {
      question: "I forgot my password. What now?",
      answer:
        "Sign out, choose Reset password on the sign-in form and enter your e-mail address. The link in the e-mail lets you set a new password; it expires after an hour.",
    },
    {
      question: "How do I close my account?",
      answer:
        "E-mail us from the address you signed up with. We delete your account, profile, directory entry, chat messages and activity figures within 30 days, except where the law requires us to keep something; the privacy policy has the details.",
    },
    {
      question: "Can I talk to the team about my project here?",
      answer: `Yes. The assistant on this tab answers questions about our services and process, and the contact form reaches a senior engineer who replies within ${spanText(studio.replyTime)}.`,
    },
  ],
  stats: [
    { value: "120+", label: "products shipped since 2014" },
    { value: String(studio.teamSize), label: "designers, engineers and product people" },
    { value: "70%", label: "of our work comes from returning clients" },
    { value: "4.8/5", label: "average client satisfaction score" },
  ],
  community: {
    offers: [
      {
        title: "A live chat with people who build",
        description:
          "Ask how others handled a migration, a hiring plan or a tricky release. Members answer from experience, and our engineers join in every weekday.",
      },
      {
        title: "Your project dashboard",
        description: "One place for your profile, your activity in the community and quick help from our assistant whenever you need to find something.",
      },
      {
        title: "Office hours with our seniors",
        description:
          "Every second Thursday our principal engineers and designers take questions in the chat: architecture reviews, estimates, accessibility audits.",
      },
      {
        title: "Early access to what we learn",
        description: "Members see our write-ups, checklists and templates first, and can tell us which problems we should write about next.",
      },
    ],
    rules: [
      "Be generous with what you know and patient with what others don't.",
      "Keep client names and anything confidential out of the chat.",
      "No selling, no spam, no recruiting without asking first.",
      "Disagree with ideas, never with people.",
    ],
  },
};
