import type { LegalDocument } from "../schema";

export const privacyPolicy: LegalDocument = {
  title: "Privacy Policy",
  summary:
    "How Northbeam Software Studio Ltd collects, uses and protects personal data when you browse our website, send us an enquiry, join the members' area or use the chat assistant, and the rights you have under UK data protection law.",
  description:
    "How Northbeam collects, uses and protects personal data on the website, in enquiries, the members' area and the assistant, and your rights under UK law.",
  updatedAt: "2026-11-29",
  sections: [
    {
      id: "who-we-are",
      heading: "Who we are",
      paragraphs: [
        "This policy explains how Northbeam Software Studio Ltd, trading as Northbeam, handles personal data collected through this website. We are a software development agency registered in England and Wales, and we are the controller of the personal data described here under the UK General Data Protection Regulation (UK GDPR) and the Data Protection Act 2018.",
        "You can contact us about anything in this policy by e-mail at hello@northbeam.studio, by phone on +44 117 496 0321, or by post at Northbeam Software Studio Ltd, 4th Floor, 21 Queen Square, Bristol BS1 4ND, United Kingdom.",
        "This policy covers the website only. Personal data involved in work we do for a client is handled under the written agreement for that engagement.",
      ],
    },
    {
      id: "browsing-the-site",
      heading: "Browsing the site",
      paragraphs: [
        "You can read our services, portfolio, blog and careers pages without creating an account or telling us who you are. We do not use advertising trackers or third-party analytics services. The site runs on a Node server, which processes the requests your browser makes in order to deliver pages and handle forms.",
        "To show how often each blog article is read, we count views. For each article we record a hashed visitor key once per day, so that each visitor is counted only once a day however many times they open the article. The key is used for nothing else.",
      ],
    },
    {
      id: "cookies-and-browser-storage",
      heading: "Cookies and browser storage",
      paragraphs: [
        "We only use storage that is strictly necessary for the site to work or to protect it from abuse. Under the Privacy and Electronic Communications Regulations, storage of this kind does not need your consent. We set no advertising or analytics cookies.",
        "We set one first-party cookie, the visitor cookie. It contains a random identifier and is used only to enforce rate limits on the contact form and the chat assistant, so that no single visitor can flood them with requests, and to count each visitor once a day in the article view counts. It does not contain your name or contact details, is not shared with anyone else and is not used to follow you across other websites. It is kept for 12 months.",
        "You can delete cookies and local storage through your browser settings at any time. The site will still work, but cached assistant messages will be lost and you may need to sign in again.",
        "Your browser also keeps the following items in local storage on your device:",
      ],
      list: [
        '"theme", which records the display theme. It is always set to "dark".',
        '"user", which holds the user ID, e-mail address, photo URL and display name of a signed-in member. It is cleared when you sign out.',
        "Cached chat assistant messages, and the assistant's message limit.",
      ],
    },
    {
      id: "contact-form",
      heading: "When you contact us",
      paragraphs: [
        "Enquiries you send through the contact form are stored in Cloud Firestore, a database service that is part of Google Firebase. We may also forward an enquiry by e-mail to the members of staff who need to deal with it. We use the information to reply to you, to discuss a possible project and to take steps you ask for before any contract is agreed, such as preparing an estimate or a proposal.",
        "Alongside your enquiry we store the time it was sent, a one-way hash of your IP address and visitor cookie, and your browser's user agent (the text that identifies your browser and operating system). The hash is used for rate limiting; we store the hash, not your IP address itself.",
        "The enquiry itself contains:",
      ],
      list: [
        "Your name and e-mail address",
        "Your phone number, if you choose to give it",
        "The subject and your message",
        "The services you are interested in, if you select any",
      ],
    },
    {
      id: "members-area",
      heading: "The members' area",
      paragraphs: [
        "Member accounts are managed through Firebase Authentication. You can sign up with an e-mail address and password, or sign in with your Google account, in which case Google shares your basic profile details, such as your name, e-mail address and profile photo, with us.",
        "We use the information below to provide your account and the members' area, to show your profile and messages to other members, and to enforce our terms of use. Anything in your profile, your directory entry or the community chat can be seen by other people, so please think before you post.",
        "When you have an account, we hold:",
      ],
      list: [
        "Your user ID and e-mail address",
        "Your profile: display name, photo URL and a short bio",
        "Your entry in the member directory (name and photo), which every signed-in member can see; the public community page shows only your first name and the initial of your last name, and only while you are among the newest members",
        "Messages you post in the community chat, which every signed-in member can read",
        "Statistics about your chat messages",
      ],
    },
    {
      id: "chat-assistant",
      heading: "The chat assistant",
      paragraphs: [
        "Questions you type into the chat assistant, and its answers, are processed to produce each reply. To generate answers we may use a third-party AI model provider, either OpenRouter or Google Gemini, acting as our processor. Only the text of the conversation is sent to the provider; we do not send your name, e-mail address, IP address or visitor cookie.",
        "Please do not enter sensitive personal data into the assistant, such as information about your health, finances, beliefs or other people. It is not designed to receive it.",
        "You can rate an answer, and after rating one \"not helpful\" you can tell us in one line what you were looking for. If you do, we store your question, an excerpt of the answer, your rating, that line and the time, and our staff use them to review and improve the assistant's answers. Cached messages and the message limit are kept in your browser, and the visitor cookie is used to apply the assistant's rate limit, as described above.",
        'When our site has no answer to a question, we keep the question so we can write the missing answer, without any personal data: before it is stored, e-mail addresses, phone and other long numbers, links and names introduced as "my name is" are removed, and nothing links it to you, your visitor cookie or your IP address. We keep a count per question and day, and delete each after 90 days.',
      ],
    },
    {
      id: "assistant-questions",
      heading: "When the assistant passes your question on",
      paragraphs: [
        "If the assistant cannot help, or you ask for a person, it offers to pass your question on. If you accept, we store it in Cloud Firestore as an enquiry, with the details kept alongside every enquiry (the time, the hash of your IP address and visitor cookie, and your user agent), forward it by e-mail to the staff who deal with it, and e-mail you a copy.",
        "We use it to reply to you. With your name, e-mail address and other personal details removed, we may also use it to teach the assistant answers to common questions. We rely on our legitimate interests for both.",
        "We keep it as long as contact form enquiries: 24 months after our last contact with you, unless it becomes a client relationship, in which case the records are kept for as long as that relationship and our legal obligations require.",
        'Your rights over it are those described in "Your rights and how to use them", among them to access it and receive a copy, to have it corrected or erased, and to object to our use of it where we rely on legitimate interests. To use them, e-mail hello@northbeam.studio.',
        "With your question we keep:",
      ],
      list: [
        "Your e-mail address",
        "Your name, if you choose to give it",
        "The question, as you wrote it",
        "Up to the last 20 messages of your conversation with the assistant",
        "The page of the site you asked from",
      ],
    },
    {
      id: "lawful-bases",
      heading: "Our lawful bases",
      paragraphs: [
        "UK GDPR requires a lawful basis for each use of personal data. Where we rely on legitimate interests, we have weighed them against your rights and keep the data we use to a minimum, and you can object at any time.",
        "These are the bases we rely on for each purpose:",
      ],
      list: [
        "Replying to enquiries: our legitimate interest in responding to people who contact us and, where you are asking about working with us, taking steps at your request before entering into a contract.",
        "Rate limiting and preventing abuse of the contact form and the assistant, using the visitor cookie, hashed IP address and user agent: our legitimate interest in keeping these services available and free from spam.",
        "Providing member accounts, profiles, the member directory, the community chat and message statistics: performance of our contract with you under the terms of use.",
        "Answering questions in the chat assistant and storing ratings: our legitimate interest in answering visitors' questions and improving those answers.",
        "Counting article views: our legitimate interest in knowing which articles are read, without identifying readers.",
        "Optional details you choose to give, such as a phone number on the contact form or a photo and bio on your profile: your consent, which you can withdraw at any time.",
        "Keeping records where the law requires it: compliance with a legal obligation.",
      ],
    },
    {
      id: "sharing-your-data",
      heading: "Who we share data with",
      paragraphs: [
        "We do not sell personal data or share it with advertisers. Other members can see your profile, directory entry and community chat messages, as described above. We may also disclose personal data where the law requires it, for example in response to a valid request from a court or the police.",
        "We use the following service providers, who act as our processors and may use the data only on our instructions:",
      ],
      list: [
        "Google, which provides Firebase, including Cloud Firestore, where contact enquiries are stored, and Firebase Authentication, which runs member sign-in",
        "OpenRouter or Google Gemini, which generate the chat assistant's answers from the conversation text",
        "Our e-mail provider, when an enquiry is forwarded to staff by e-mail, or a copy of a question you send to our team from the assistant is e-mailed to you",
      ],
    },
    {
      id: "international-transfers",
      heading: "International transfers",
      paragraphs: [
        "Firebase is provided by Google, and data stored in it may be processed outside the United Kingdom. Where that happens, the transfer is covered either by UK adequacy regulations, which recognise that the destination country gives personal data an adequate level of protection, or by the International Data Transfer Addendum issued by the Information Commissioner. The same safeguards apply where the assistant's AI model provider processes conversation text outside the UK. You can ask us for details of these safeguards by e-mail.",
      ],
    },
    {
      id: "how-long-we-keep-data",
      heading: "How long we keep data",
      paragraphs: ["We keep personal data only for as long as we need it for the purpose we collected it for:"],
      list: [
        "Contact enquiries, with the hash and user agent stored alongside them: 24 months after our last contact with you, unless the enquiry becomes a client relationship, in which case the records are kept for as long as that relationship and our legal obligations require.",
        "The visitor cookie: 12 months.",
        "Member accounts, profiles, directory entries, chat messages and message statistics: for as long as the account exists. When you ask us to delete your account, we delete this data within 30 days, except where the law requires us to keep it.",
        "Assistant ratings and hashed article view keys: only for as long as we need them for the purposes described above.",
        "Questions you send to our team from the assistant, with the conversation and page sent with them: as for contact enquiries, above.",
        "Questions the assistant could not answer, stored without personal data: 90 days.",
        'Items in your browser\'s local storage: until you clear your browser storage or, for the "user" item, until you sign out.',
      ],
    },
    {
      id: "your-rights",
      heading: "Your rights and how to use them",
      paragraphs: [
        "Under UK data protection law you have the rights listed below. To use any of them, e-mail hello@northbeam.studio. We may ask you to confirm your identity, for example by writing from the e-mail address linked to your enquiry or account. We will reply within one month, and there is normally no charge. Some rights have exceptions; if one applies, we will explain why.",
        "If you are unhappy with how we have handled your data, please tell us first so that we can try to put it right. You also have the right to complain to the Information Commissioner's Office (ICO), the UK's data protection regulator, at ico.org.uk.",
        "You have the right to:",
      ],
      list: [
        "Access the personal data we hold about you and receive a copy",
        "Have inaccurate or incomplete data corrected",
        "Have your data erased",
        "Ask us to restrict how we use your data",
        "Object to our use of your data where we rely on legitimate interests",
        "Receive data you gave us in a portable, machine-readable format, where we use it on the basis of consent or a contract",
        "Withdraw your consent at any time, where we rely on consent, without affecting what we did before you withdrew it",
      ],
    },
    {
      id: "security",
      heading: "Keeping data secure",
      paragraphs: [
        "No system is completely secure, but we use technical and organisational measures suited to the data we hold. If a breach puts your rights at risk, we will tell you and the ICO where the law requires us to.",
        "Our measures include:",
      ],
      list: [
        "Member sign-in, including passwords, is handled by Firebase Authentication",
        "IP addresses are stored only as one-way hashes",
        "Rate limits protect the contact form and the chat assistant from automated abuse",
        "The assistant's AI model provider receives only the conversation text",
        "Only staff who need enquiries or member data to do their work can access them",
      ],
    },
    {
      id: "children",
      heading: "Children",
      paragraphs: [
        "The site is not directed at children under 16, and the members' area is not intended for them. We do not knowingly collect personal data from anyone under 16. If you believe a child has given us personal data, e-mail hello@northbeam.studio and we will delete it.",
      ],
    },
    {
      id: "changes-to-this-policy",
      heading: "Changes to this policy",
      paragraphs: [
        'We may update this policy when the site or the law changes. The "last updated" date shows when it last changed. If we make a significant change to how we use personal data, we will make that clear on the site and, where appropriate, tell members directly.',
      ],
    },
  ],
};

export const termsOfUse: LegalDocument = {
  title: "Terms of Use",
  summary:
    "The rules for using the Northbeam website, including the members' area, the community chat and the chat assistant, and what we are and are not responsible for.",
  description: "The rules for using the Northbeam website, members' area, community chat and assistant, and what we are and are not responsible for.",
  updatedAt: "2026-11-20",
  sections: [
    {
      id: "who-we-are",
      heading: "Who we are",
      paragraphs: [
        "This website is run by Northbeam Software Studio Ltd, trading as Northbeam, a software development agency registered in England and Wales. Our office is at 4th Floor, 21 Queen Square, Bristol BS1 4ND, United Kingdom.",
        'In these terms, "we", "us" and "our" mean Northbeam, and "you" means anyone using the site.',
      ],
    },
    {
      id: "accepting-these-terms",
      heading: "Accepting these terms",
      paragraphs: [
        "By using the site you agree to these terms. If you create a member account, you also agree to them when you sign up. If you do not agree, please do not use the site.",
        "Our privacy policy explains how we handle personal data collected through the site. Please read it alongside these terms.",
      ],
    },
    {
      id: "using-the-site",
      heading: "Using the site",
      paragraphs: [
        "You are welcome to browse our services, portfolio, blog and careers pages, send us enquiries and, if you have an account, take part in the members' area. When you use the site, you must not:",
      ],
      list: [
        "Use it for anything unlawful, fraudulent or harmful",
        "Try to gain unauthorised access to the site, its server, its database or other members' accounts",
        "Introduce viruses, malware or other harmful code",
        "Get round the rate limits on the contact form or the chat assistant, or use automated tools to send large numbers of requests",
        "Use the contact form to send spam, advertising or anything other than a genuine enquiry",
        "Interfere with the site's operation or with other people's use of it",
      ],
    },
    {
      id: "members-accounts",
      heading: "Members' accounts",
      paragraphs: [
        "You can create an account with an e-mail address and password, or by signing in with Google. You are responsible for what happens under your account. We may suspend or close an account that breaks these terms, in particular the community rules below, and where it is reasonable to do so we will tell you why.",
        "Sign-in is provided by Google Firebase Authentication, and your profile, your member directory entry, your activity figures and your chat messages are stored in Google Cloud Firestore, which Google operates for us as our processor. Using the members' area therefore also means using those Google services, and Google's availability affects ours.",
        "You can ask us to delete your account at any time by e-mailing hello@northbeam.studio; our privacy policy explains what happens to your data.",
        "If you have an account, you must:",
      ],
      list: [
        "Give accurate information and keep it up to date",
        "Keep your password and sign-in details safe, and not share them with anyone",
        "Use the account yourself: each account is for one person only",
        "Tell us straight away at hello@northbeam.studio if you think someone else has used your account",
      ],
    },
    {
      id: "community-rules",
      heading: "Community rules",
      paragraphs: [
        "The community chat and member profiles are shared spaces: your chat messages and your member directory entry (name and photo) can be seen by every signed-in member. The public community page shows how many members there are and greets the newest by first name and the initial of their last name only. Content posted by members reflects their own views, not ours.",
        "We may remove any content that breaks the rules below, or that we reasonably believe puts members or the site at risk. Serious or repeated breaches may lead to your account being suspended or closed. If you see something that breaks the rules, please tell us at hello@northbeam.studio.",
        "In messages, display names, photos and bios, you must not post anything that:",
      ],
      list: [
        "Harasses, bullies, threatens or discriminates against anyone",
        "Is spam, unsolicited advertising or repeated off-topic posting",
        "Is illegal, encourages illegal activity or infringes someone else's rights, such as their copyright",
        "Shares other people's personal data, such as their contact details",
        "Contains or links to malware, phishing pages or other harmful code",
      ],
    },
    {
      id: "content-you-post",
      heading: "Content you post",
      paragraphs: [
        "You keep ownership of everything you post in the members' area, including your messages, profile text and photo. By posting it, you give us a non-exclusive, royalty-free licence to host, store, copy and display it in the members' area and the member directory, so that we can run those features.",
        "The licence ends when the content is removed or your account is deleted, apart from any copies the law requires us to keep. You confirm that you have the right to post what you share and that it does not break these terms.",
      ],
    },
    {
      id: "chat-assistant",
      heading: "The chat assistant",
      paragraphs: [
        "The chat assistant generates its answers automatically using an AI model. Answers can be incomplete, out of date or simply wrong, so please check anything important with us before relying on it. Our privacy policy explains how your conversations and ratings are processed.",
        "When you use the assistant, please bear in mind that:",
      ],
      list: [
        "Answers are general information, not professional, legal, financial or technical advice",
        "Any price, timescale or scope the assistant mentions is not a quote and does not bind us",
        "Nothing the assistant says creates a contract or a commitment from Northbeam; we make proposals only in writing",
        "You must not enter sensitive personal data, passwords or confidential business information",
        "The assistant has a message limit and rate limits, and you must not try to get round them or make it produce harmful or unlawful content",
      ],
    },
    {
      id: "intellectual-property",
      heading: "Intellectual property",
      paragraphs: [
        "The site and its content, including text, blog articles, case studies, designs, graphics, logos and the Northbeam name, belong to us or to those who have licensed them to us, and are protected by intellectual property laws. Client names and trade marks shown in case studies belong to their owners.",
        "You may view the site, print or save pages for your own reference, and share links to it. You may quote short extracts from our articles if you credit Northbeam and link to the source. You must not copy, republish or sell substantial parts of the site, or use our name, logo or case studies to suggest that we endorse you, without our written permission.",
      ],
    },
    {
      id: "links-to-other-sites",
      heading: "Links to other sites",
      paragraphs: [
        "The site links to other websites, such as our social media profiles and the live sites and source code of projects in our portfolio. We do not control those sites and are not responsible for their content, availability or privacy practices. A link does not mean that we endorse the site or its owner.",
      ],
    },
    {
      id: "availability-and-changes",
      heading: "Availability and changes",
      paragraphs: [
        "The site is provided free of charge. We aim to keep it available and accurate, but we do not guarantee that the site, or any part of it such as the members' area or the chat assistant, will always be available or free from errors. We may change, suspend or withdraw any part of the site, for example for maintenance or security reasons.",
        'We may update these terms from time to time. The "last updated" date shows when they last changed, and the version on the site when you use it applies. If a change significantly affects members, we will give reasonable notice where we can.',
      ],
    },
    {
      id: "disclaimers-and-liability",
      heading: "Disclaimers and limitation of liability",
      paragraphs: [
        "Nothing in these terms excludes or limits our liability for death or personal injury caused by our negligence, for fraud or fraudulent misrepresentation, or for any other liability that cannot be excluded or limited under English law.",
        "The content of the site, including answers from the chat assistant and posts by members, is for general information only. We do not promise that it is accurate, complete or up to date, and you should check with us before making decisions based on it. We are not responsible for content posted by other members.",
        "If you use the site for business purposes, we exclude all implied conditions, warranties and other terms to the extent the law allows, and we are not liable for any loss of profit, revenue, business, contracts, goodwill or data, or for any indirect or consequential loss, arising from your use of, or inability to use, the site or your reliance on its content.",
        "If you use the site as a consumer, we are responsible only for loss or damage that is a foreseeable result of our breaking these terms or failing to use reasonable care and skill. We provide the site for private and domestic use, so we are not liable to consumers for business losses. Your statutory rights are not affected.",
      ],
    },
    {
      id: "client-engagements",
      heading: "Client engagements",
      paragraphs: [
        "These terms cover use of the website only. Any software development, design, consulting or other services we provide are governed by a separate written agreement between Northbeam and the client. Nothing on the site, in the contact form or from the chat assistant forms part of such an agreement unless the agreement says so. If that agreement conflicts with these terms, the agreement prevails.",
      ],
    },
    {
      id: "governing-law",
      heading: "Governing law and jurisdiction",
      paragraphs: [
        "These terms, and any dispute or claim arising out of or in connection with them or your use of the site, are governed by the law of England and Wales. The courts of England and Wales have exclusive jurisdiction, except that if you are a consumer living in Scotland or Northern Ireland, you may also bring proceedings in the courts of your home nation.",
        "If any part of these terms is found to be unenforceable, the rest remains in effect. If we do not enforce a term straight away, we can still enforce it later.",
      ],
    },
    {
      id: "contact-us",
      heading: "Contact us",
      paragraphs: ["If you have questions about these terms, want to report content or need help with your account, contact us:"],
      list: [
        "E-mail: hello@northbeam.studio",
        "Phone: +44 117 496 0321",
        "Post: Northbeam Software Studio Ltd, 4th Floor, 21 Queen Square, Bristol BS1 4ND, United Kingdom",
      ],
    },
  ],
};
