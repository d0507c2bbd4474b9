// The leadership team on the About page (spec section 3, "Leadership member"). Names, photos and
// biographies are placeholders the firm replaces (photos go in public/images/, out of
// examples/); the profile and booking addresses live in site.ts with every other address.
import { externalLinks } from "./site";

export type LeadershipMember = {
  id: string;
  name: string;
  title: string;
  credentials?: string;
  /** One string or a list of paragraphs. */
  bio: string | string[];
  imageUrl: string;
  /** The photo's intrinsic size, so the page keeps its place while it loads. */
  imageWidth: number;
  imageHeight: number;
  linkedinUrl: string;
  bookUrl: string;
  specialties?: string[];
  /** What is still an example in this profile; delete it once the firm's own words are in. */
  example?: string;
};

export const leaders: LeadershipMember[] = [
  {
    id: "daniel-whitaker",
    name: "Daniel Whitaker",
    title: "Co-Founder & Chief Investment Strategist",
    credentials: "CFA®, CMT®",
    bio: [
      "Daniel co-founded the firm to give advisors the kind of disciplined, risk-aware portfolios that used to be available only to large institutions. He leads the research behind every model and the signals advisors receive.",
      "Over more than two decades he has managed portfolios through several full market cycles, with a focus on limiting drawdowns so clients can stay invested.",
    ],
    imageUrl: "/images/examples/leaders/daniel-whitaker.svg",
    imageWidth: 320,
    imageHeight: 400,
    linkedinUrl: externalLinks.leaderDanielProfile,
    bookUrl: externalLinks.leaderDanielBooking,
    specialties: ["Portfolio construction", "Risk management", "Quantitative research", "Retirement income strategies"],
    example: "name, title, credentials, biography and specialties of the co-founder",
  },
  {
    id: "elena-marsh",
    name: "Elena Marsh",
    title: "Managing Partner",
    credentials: "CFP®, ChFC®",
    bio: "Elena works with advisors every day on case design, client communication and practice growth. She built the firm's advisor support program and makes sure every advisor has a direct line to the investment team.",
    imageUrl: "/images/examples/leaders/elena-marsh.svg",
    imageWidth: 320,
    imageHeight: 400,
    linkedinUrl: externalLinks.leaderElenaProfile,
    bookUrl: externalLinks.leaderElenaBooking,
    specialties: ["Case design", "Advisor practice growth", "Retirement planning", "Tax-aware investing"],
    example: "name, title, credentials, biography and specialties of the managing partner",
  },
];

/** A bio as paragraphs, whichever form it was written in. */
export function bioParagraphs(bio: LeadershipMember["bio"]): string[] {
  return typeof bio === "string" ? [bio] : bio;
}

/** The toast shown when a leader's photo cannot be loaded (spec section 8). */
export function imageFailureNotice(name: string) {
  return {
    title: "Image loading issue",
    description: `Could not load image for ${name}. Using fallback instead.`,
  };
}
