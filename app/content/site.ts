// The one place for the firm's names, address and every external address the site links to.
// The brand, the address and every `.example` address are placeholders the firm replaces here
// and nowhere else: `npm run content:check` lists what remains (README, "Before going live").

export type NavLink = { label: string; href: string; description?: string; external?: boolean };
export type NavGroup = { label: string; items: NavLink[] };

export const site = {
  brand: "Northfield Advisor Partners",
  shortBrand: "Northfield",
  legalEntity: "Northfield Fund Management, LLC",
  tagline: "Risk-managed investment solutions for financial advisors.",
  address: {
    street: "100 Broadhollow Road, Suite 300",
    city: "Melville",
    region: "NY",
    postalCode: "11747",
  },
  /** Where the firm's days begin and end: a signal takes effect on the firm's day (IANA zone name). */
  timeZone: "America/New_York",
  /** How the site names that time zone after a time of day ("10:10 ET"). */
  timeZoneLabel: "ET",
  email: "advisors@northfield-advisors.example",
  pressEmail: "press@northfield-advisors.example",
  /** What is still an example here; delete this line once the firm's own names and address are in. */
  example: "the firm's brand, short brand, legal entity, tagline and mailing address",
} as const;

export const externalLinks = {
  scheduling: "https://booking.northfield-advisors.example/advisor-meeting",
  caseDesignForm: "https://forms.northfield-advisors.example/case-design-request",
  portfolioAnalysisForm: "https://forms.northfield-advisors.example/portfolio-analysis-request",
  // The firm's regulatory documents, linked from the footer and every PDF (disclosures.ts).
  formAdvPart2A: "https://disclosures.northfield-advisors.example/form-adv-part-2a.pdf",
  formCrs: "https://disclosures.northfield-advisors.example/form-crs.pdf",
  etfYfya: "https://etf-issuer.example/funds/yfya",
  etfRsmv: "https://etf-issuer.example/funds/rsmv",
  // Leaders' professional profiles and personal booking pages (About page).
  leaderDanielProfile: "https://www.linkedin.example/in/daniel-whitaker",
  leaderDanielBooking: "https://booking.northfield-advisors.example/daniel-whitaker",
  leaderElenaProfile: "https://www.linkedin.example/in/elena-marsh",
  leaderElenaBooking: "https://booking.northfield-advisors.example/elena-marsh",
} as const;

export const mailingAddress = `${site.address.street}, ${site.address.city}, ${site.address.region} ${site.address.postalCode}`;

export const primaryNav: { home: NavLink; groups: NavGroup[]; contact: NavLink } = {
  home: { label: "Home", href: "/" },
  groups: [
    {
      label: "Solutions",
      items: [
        { label: "Investment Models", href: "/models", description: "Growth and income model portfolios" },
        { label: "ETFs", href: "/etfs", description: "Our exchange-traded funds" },
        { label: "Zone Navigator", href: "/zone-navigator", description: "Explore allocations by risk zone" },
        { label: "Investment Signals", href: "/signals", description: "Timely model signals for your practice" },
        { label: "Case Design Support", href: "/solutions", description: "Help designing client cases" },
        { label: "Advisor Support", href: "/advisor-support", description: "How we support advisors" },
      ],
    },
    {
      label: "About",
      items: [
        { label: "About Us", href: "/about", description: "Our mission and philosophy" },
        { label: "Leadership", href: "/about#leadership", description: "Meet our leadership team" },
        { label: "Media", href: "/media", description: "Press releases and coverage" },
        { label: "Market Commentary", href: "/commentary", description: "Insights for advisors" },
      ],
    },
  ],
  contact: { label: "Connect with Our Team", href: "/contact" },
};

export const accountLinks = {
  login: { label: "Login", href: "/login" },
  // Sign Up registers the advisor here (the spec sent it to the booking page; booking a meeting
  // stays on Connect with Our Team).
  signUp: { label: "Sign Up", href: "/signup" },
} satisfies Record<string, NavLink>;

export const footerNav: NavGroup[] = [
  {
    label: "Quick Links",
    items: [
      { label: "Home", href: "/" },
      { label: "About Us", href: "/about" },
      { label: "Investment Models", href: "/models" },
      { label: "ETFs", href: "/etfs" },
      { label: "Connect with Our Team", href: "/contact" },
    ],
  },
  {
    label: "Advisor Resources",
    items: [
      { label: "Advisor Support", href: "/advisor-support" },
      { label: "Case Design Support", href: "/solutions" },
      { label: "Investment Signals", href: "/signals" },
      { label: "Zone Navigator", href: "/zone-navigator" },
      { label: "Market Commentary", href: "/commentary" },
      { label: "Media", href: "/media" },
    ],
  },
  {
    label: "Legal",
    items: [
      { label: "Privacy Policy", href: "/privacy" },
      { label: "Terms of Use", href: "/terms" },
      { label: "Advisor Login", href: "/login" },
    ],
  },
];

export const footerDisclaimers: string[] = [
  `The content of this website is intended for financial advisors only and is not intended for the general public.`,
  `The information on this website is not investment advice and is not a recommendation to buy or sell any security. ${site.brand} makes no guarantee of performance.`,
  `Past performance does not indicate future results. All investing involves risk, including the possible loss of principal.`,
];
