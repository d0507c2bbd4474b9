// ============================================================================================
// LEGAL REVIEW REQUIRED BEFORE PUBLISHING. This privacy policy is a draft written for the
// website as built. The firm's counsel and compliance team must review and approve it (and
// set `review` to "approved by legal") before the site goes live.
// ============================================================================================
import type { LegalDocument } from "./legal-document";
import { mailingAddress, site } from "../site";

export const privacyPolicy: LegalDocument = {
  title: "Privacy Policy",
  lastUpdated: "2026-11-28",
  review: "draft - legal review required before publishing",
  intro: [
    `This Privacy Policy explains how ${site.legalEntity} ("we", "us"), which operates the ${site.brand} website, collects, uses, shares and protects information about visitors to this website.`,
    "It covers this website only. If you or your clients receive advisory services from us, the privacy notice provided with those services also applies.",
  ],
  sections: [
    {
      id: "information-we-collect",
      heading: "Information We Collect",
      blocks: [
        "Contact form. When you send us a message through the contact form, we collect:",
        {
          list: [
            "your name and email address;",
            "your firm name and phone number, if you provide them;",
            "the subject you choose and the text of your message;",
            "whether you tell us you are a financial advisor;",
            "the date and time of your message and the fact that it came through the contact form.",
          ],
        },
        "Advisor accounts. When you register for or sign in to an advisor account, we collect your first and last name, email address, firm name and password (kept only as a one-way hash), your FINRA CRD number if you give it, and your confirmation that you are a licensed financial professional and accept our Terms of Use. We record when you sign in, so the advisor area can show what changed since your last visit, and our staff record whether they have approved your registration and why.",
        "Saved views. When you save zone views for a client, we keep the label and the note you write, the views and the version of the data they were shown from, and, for a view saved from the questionnaire, its answers and the zone you chose. That record of a questionnaire result, with the client label and your account's email address, is kept as the rules for an investment adviser's books and records require, after you delete the view or your account. Please do not put a client's full name or account details in a label or a note.",
        "What you follow. When you choose models to follow, or the firm's commentary, we keep your choices, and a record of each signal and commentary email we send you and when.",
        "Technical information. Our servers record basic information about each request, such as the page requested, the browser type and the date and time, and the IP address it came from. The IP address is also used, in hashed form, to limit repeated attempts to sign in or send forms. These records keep the site running and secure.",
        "This website does not use cookies for advertising or to track you across other websites.",
      ],
    },
    {
      id: "how-we-use-information",
      heading: "How We Use Information",
      blocks: [
        "We use the information described above to:",
        {
          list: [
            "answer your questions and requests, including requests for meetings, case design or portfolio analysis;",
            "send you the emails your account needs: confirming your email address, resetting your password and telling you about your registration;",
            "send you the signals of the models you choose to follow and, if you chose it, the firm's commentary, until you stop;",
            "confirm that advisor resources are used by financial professionals;",
            "operate, maintain, secure and improve this website;",
            "keep the business records that apply to investment advisers and comply with other legal obligations.",
          ],
        },
        "We do not sell your personal information, and we do not share it for cross-context behavioral advertising.",
      ],
    },
    {
      id: "service-providers",
      heading: "Service Providers and Other Sharing",
      blocks: [
        "We share information only as needed with service providers that work on our behalf and are bound to protect it, including:",
        {
          list: [
            "our website hosting provider;",
            "the workflow service that delivers contact form messages to our team;",
            "the scheduling service you use when you book a meeting with us;",
            "the form service that receives case design and portfolio analysis requests;",
            "our email provider.",
          ],
        },
        "We may also disclose information when required by law, regulation or legal process, to protect the rights and safety of our firm, our clients or others, or in connection with a merger, acquisition or sale of assets.",
        "Booking a meeting or sending a request form takes you to a page run by the provider of that service. Their own privacy policies apply to what you enter there.",
      ],
    },
    {
      id: "retention",
      heading: "How Long We Keep Information",
      blocks: [
        "We keep contact messages and account information for as long as we need them to respond to you and to maintain our relationship, and for as long as the recordkeeping rules that apply to investment advisers require. Server records are kept for a short period for security and troubleshooting. When information is no longer needed, we delete it or remove what identifies you.",
      ],
    },
    {
      id: "security",
      heading: "How We Protect Information",
      blocks: [
        "We use administrative, technical and physical safeguards designed to protect the information we hold, including encrypted connections to this website. No method of transmission or storage is completely secure, so please do not send account numbers, Social Security numbers or other sensitive client information through the contact form.",
      ],
    },
    {
      id: "your-choices",
      heading: "Your Choices and Rights",
      blocks: [
        "You may ask us to access, correct or delete the personal information we hold about you by contacting us, and you can delete your saved views yourself in the advisor area. Besides the emails your account needs, this website emails you only the signals of the models you chose to follow and, if you chose it, the firm's commentary: each such email has a link that stops it, and your account page changes what you follow. Depending on where you live, state privacy laws may give you additional rights. We will not treat you differently for exercising them.",
      ],
    },
    {
      id: "children",
      heading: "Children",
      blocks: [
        "This website is intended for financial professionals. It is not directed to children, and we do not knowingly collect information from anyone under 18.",
      ],
    },
    {
      id: "changes",
      heading: "Changes to This Policy",
      blocks: ["We may update this policy from time to time. The date at the top of this page shows when it last changed."],
    },
    {
      id: "contact",
      heading: "Contact Us",
      blocks: [
        `Questions or requests about this policy can be sent to ${site.email} or by mail to ${site.legalEntity}, ${mailingAddress}.`,
      ],
    },
  ],
};
