// Copy of the contact page (spec sections 2, 3, 5 and 8): the lead, the three ways to connect,
// the form's labels and subjects, its messages and the closing disclaimer.
import { signalsSignUp } from "./signals-sign-up";
import { externalLinks, site } from "./site";

export const contactIntro = {
  title: "Connect with Our Team",
  description:
    "We help advisors grow, scale and spend more of their time with their clients. Whether you need support designing a case, analyzing a portfolio or exploring our models, our team is here to help.",
};

export const bookMeeting = {
  id: "bookMeeting",
  title: "Book a Meeting",
  description:
    "Pick the way that suits you best: schedule time with our team, request a portfolio analysis, or sign up for our signals and commentary.",
  actions: [
    { text: "Book a Meeting", link: externalLinks.scheduling },
    { text: "Request Portfolio Analysis", link: externalLinks.portfolioAnalysisForm },
    signalsSignUp,
  ],
  /** The firm's mailbox, for an advisor who would rather write than use a form. */
  email: { lead: "Or write to us at", address: site.email },
} as const;

/** The subjects of spec section 3: the value sent with the message and the label shown. */
export const contactSubjects = [
  { value: "book-meeting", label: "Book a Meeting" },
  { value: "portfolio-analysis", label: "Request Portfolio Analysis" },
  { value: "retirement-tax", label: "Request Retirement & Tax SWOT" },
  { value: "case-design", label: "Case Design Help" },
  { value: "general-inquiry", label: "General Inquiry" },
] as const;

export type ContactSubject = (typeof contactSubjects)[number]["value"];

export const contactForm = {
  title: "Send Us a Message",
  description: "Tell us how we can help and a member of our team will get back to you.",
  labels: {
    name: "Name",
    email: "Email",
    firmName: "Firm Name",
    phoneNumber: "Phone Number",
    subject: "Subject",
    message: "Message",
    isFinancialAdvisor: "I am a financial advisor",
  },
  placeholders: {
    name: "Your full name",
    email: "you@yourfirm.com",
    firmName: "Your firm",
    phoneNumber: "(555) 555-0100",
    subject: "Select a subject",
    message: "How can we help?",
  },
  /** Label of a field bots fill in and people never see. */
  honeypotLabel: "Leave this field empty",
  submit: "Send Message",
  submitting: "Sending...",
  requiredNote: "Fields marked with * are required.",
} as const;

/** Maximum lengths, in characters, of the free-text fields. */
export const contactLimits = {
  name: 100,
  email: 254,
  firmName: 200,
  phoneNumber: 40,
  message: 5000,
} as const;

export const contactErrors = {
  name: "Name must be at least 2 characters.",
  email: "Please enter a valid email address.",
  subject: "Please select a subject.",
  message: "Message must be at least 10 characters.",
  tooLong: (label: string, max: number) => `${label} must be at most ${max.toLocaleString("en-US")} characters.`,
  html: "Please use plain text without HTML tags.",
  characters: "Please remove unsupported or invisible characters.",
  advisor: "Please tick the box or leave it empty.",
} as const;

export const contactNotices = {
  sent: { title: "Message Sent", description: "Thank you! We'll get back to you shortly." },
  failed: { title: "Error", description: "Failed to send message. Please try again." },
  invalid: "Please correct the fields marked below.",
  rateLimited: "You have sent several messages in a short time. Please wait a few minutes and try again.",
  forbidden: "This form can only be sent from our website.",
  tooLarge: "This message is too long to send. Please shorten it and try again.",
  unsupported: "This form could not be read. Please send it from the contact page of our website.",
} as const;

export const contactDisclaimer = {
  text: "The content of this page is intended for licensed financial advisors only and is not intended for the general public. It is not a solicitation for advisory services or securities, nor an offer to buy or sell any security. Please read our",
  links: [
    { label: "Privacy Policy", href: "/privacy" },
    { label: "Terms of Use", href: "/terms" },
  ],
} as const;
