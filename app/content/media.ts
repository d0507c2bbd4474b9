// Copy of /media: press releases, news coverage and media resources.
// The releases and coverage below are samples that show the layout; replace them with the
// firm's own before publishing. Each is marked as a sample on the page.
import { site } from "./site";

export type PressRelease = { date: string; title: string; summary: string; sample: boolean };
export type Coverage = { date: string; outlet: string; title: string; sample: boolean };

export const mediaPage = {
  intro: {
    title: "Media",
    description: "Press releases, news coverage and resources for journalists writing about our firm and our work with advisors.",
  },
  pressReleases: {
    title: "Press Releases",
    items: [
      {
        date: "2026-10-15",
        title: "Sample release: Zone Navigator opens to all advisors",
        summary: "The interactive allocation tool lets advisors compare ten risk zones for qualified and non-qualified accounts.",
        sample: true,
      },
      {
        date: "2026-06-02",
        title: "Sample release: Case design support expands for independent RIAs",
        summary: "Advisors can now request case design online and receive client-ready materials with every case.",
        sample: true,
      },
      {
        date: "2026-02-18",
        title: "Sample release: Monthly investment signals for income and growth models",
        summary: "Subscribed advisors receive a signal with every monthly model review, together with our market commentary.",
        sample: true,
      },
    ] satisfies PressRelease[],
  },
  coverage: {
    title: "News Coverage",
    description: "Articles and interviews featuring our team.",
    items: [
      {
        date: "2026-09-08",
        outlet: "Sample industry publication",
        title: "How low-volatility models help advisors keep retirees invested",
        sample: true,
      },
      {
        date: "2026-04-21",
        outlet: "Sample financial podcast",
        title: "Interview: planning retirement income with risk zones",
        sample: true,
      },
    ] satisfies Coverage[],
  },
  resources: {
    title: "Media Resources",
    pressContact: {
      title: "Press contact",
      text: "Journalists and producers can reach our communications team by email.",
      email: site.pressEmail,
    },
    brandAssets: {
      title: "Brand assets",
      text: "Our logo, leadership photographs and brand guidelines are available on request from the press contact. Please do not alter the logo or use it in a way that suggests our endorsement.",
    },
    about: {
      title: "About the firm",
      text: `${site.brand} is a brand of ${site.legalEntity}, based in ${site.address.city}, ${site.address.region}. We provide model portfolios, ETFs, investment signals, case design and marketing support to licensed financial advisors.`,
    },
  },
  sampleLabel: "Sample",
};
