// ============================================================================================
// LEGAL REVIEW REQUIRED BEFORE PUBLISHING. These terms of use are a draft written for the
// website as built. The firm's counsel and compliance team must review and approve them (and
// set `review` to "approved by legal") before the site goes live.
// ============================================================================================
import type { LegalDocument } from "./legal-document";
import { footerDisclaimers, mailingAddress, site } from "../site";

export const termsOfUse: LegalDocument = {
  title: "Terms of Use",
  lastUpdated: "2026-11-22",
  review: "draft - legal review required before publishing",
  intro: [
    `These Terms of Use govern your use of the ${site.brand} website, operated by ${site.legalEntity} ("we", "us"). By using this website you agree to these terms. If you do not agree, please do not use the website.`,
  ],
  sections: [
    {
      id: "intended-audience",
      heading: "Intended Audience",
      blocks: [
        "This website is intended for licensed financial advisors and other financial professionals. It is not intended for the general public.",
        "By registering for or signing in to an advisor account, you certify that you are a licensed financial professional and that the information you give us is accurate.",
      ],
    },
    {
      id: "important-disclosures",
      heading: "Important Disclosures",
      blocks: [
        { list: footerDisclaimers },
        "Nothing on this website is an offer to sell, or a solicitation of an offer to buy, any security, or a solicitation for advisory services. Descriptions of model portfolios, targeted returns and targeted drawdowns are objectives, not promises; actual results may differ materially. Allocations shown in the Zone Navigator are illustrations for planning discussions, not recommendations for any particular client.",
        "You remain responsible for determining whether any strategy, model or security is suitable for each of your clients.",
      ],
    },
    {
      id: "accounts",
      heading: "Advisor Accounts",
      blocks: [
        "Keep your password confidential and tell us promptly if you believe your account has been used without your permission. We may suspend or close an account that is used in breach of these terms.",
      ],
    },
    {
      id: "use-of-content",
      heading: "Use of Website Content",
      blocks: [
        `The content of this website, including text, graphics, logos, models and commentary, belongs to ${site.legalEntity} or its licensors and is protected by intellectual property laws. You may view and use it in the course of your professional practice. You may not copy, modify, republish or distribute it for any other purpose without our written permission, except for materials we provide expressly for use with clients.`,
      ],
    },
    {
      id: "acceptable-use",
      heading: "Acceptable Use",
      blocks: [
        "When using this website you agree not to:",
        {
          list: [
            "use it in a way that breaks any law or regulation;",
            "try to gain unauthorized access to any part of the website or its systems;",
            "interfere with its operation, including by sending automated requests in volume;",
            "submit information that is false, or that belongs to someone else without their permission.",
          ],
        },
      ],
    },
    {
      id: "third-party-services",
      heading: "Third-Party Websites and Services",
      blocks: [
        "This website links to pages run by others, such as our scheduling page, request forms and the websites of fund issuers. We do not control those websites and are not responsible for their content or practices. Their own terms and privacy policies apply.",
      ],
    },
    {
      id: "no-warranty",
      heading: "No Warranty",
      blocks: [
        'This website and its content are provided "as is" and "as available". We try to keep the information accurate and current but make no warranty that it is complete, accurate or up to date, or that the website will be available without interruption or errors.',
      ],
    },
    {
      id: "limitation-of-liability",
      heading: "Limitation of Liability",
      blocks: [
        "To the fullest extent permitted by law, we are not liable for any direct, indirect, incidental or consequential loss arising from your use of, or inability to use, this website or its content, including any investment decision made in reliance on it. Nothing in these terms limits any liability that cannot be limited under applicable law, including under the federal securities laws.",
      ],
    },
    {
      id: "governing-law",
      heading: "Governing Law",
      blocks: ["These terms are governed by the laws of the State of New York, without regard to its conflict of laws rules."],
    },
    {
      id: "changes",
      heading: "Changes to These Terms",
      blocks: [
        "We may update these terms from time to time. The date at the top of this page shows when they last changed. Continuing to use the website after a change means you accept the updated terms.",
      ],
    },
    {
      id: "contact",
      heading: "Contact Us",
      blocks: [`Questions about these terms can be sent to ${site.email} or by mail to ${site.legalEntity}, ${mailingAddress}.`],
    },
  ],
};
