import { Link } from "react-router";
import { ClosingBanner } from "~/components/sections/closing-banner";
import { ContentSection } from "~/components/sections/content-section";
import { CtaLink } from "~/components/sections/cta-link";
import { FeatureGrid } from "~/components/sections/feature-grid";
import { ClipboardList } from "~/components/ui/icons/clipboard-list";
import { Megaphone } from "~/components/ui/icons/megaphone";
import { Signal } from "~/components/ui/icons/signal";
import { Hero } from "~/components/sections/hero";
import { ModelSummaryCard } from "~/components/sections/model-summary-card";
import { advisorSolutions, homePage } from "~/content/home";
import { homeMeta } from "~/content/home-meta";
import { homeModelSummaries } from "~/content/home-models";
import { pageMeta } from "~/lib/meta";
import { publishedContentContext } from "~/.server/load-context";
import type { Route } from "./+types/home";
import { documentPage } from "~/lib/page-handle";

export const meta = () => pageMeta(homeMeta);

const solutionIcons = { signal: Signal, clipboard: ClipboardList, megaphone: Megaphone };

/** The home page's models that are published, each by its published name. */
export function loader({ context }: Route.LoaderArgs) {
  const published = context.get(publishedContentContext).models;
  return {
    models: homeModelSummaries.flatMap((summary) => {
      const model = published.find((candidate) => candidate.id === summary.id);
      return model ? [{ ...summary, name: model.name }] : [];
    }),
  };
}

export default function HomePage({ loaderData }: Route.ComponentProps) {
  const { hero, solutions, models, closing } = homePage;
  return (
    <>
      <Hero {...hero} />
      <ContentSection id="solutions" title={solutions.title} description={solutions.description}>
        <FeatureGrid items={advisorSolutions} icons={solutionIcons} cols={3} linkText={solutions.linkText} />
      </ContentSection>
      <ContentSection belowFirstScreen={115} id="models" title={models.title} description={models.description} tone="muted">
        <ul className="grid list-none gap-6 md:grid-cols-3">
          {loaderData.models.map((model) => (
            <li key={model.id} className="flex">
              <ModelSummaryCard model={model} linkText={models.linkText} philosophyLabel={models.philosophyLabel} />
            </li>
          ))}
        </ul>
        <div className="mt-10 flex justify-center">
          <CtaLink cta={models.viewAll} />
        </div>
        <div className="mt-10 flex flex-col items-start gap-4 rounded-lg border border-border bg-card p-6 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <p className="font-serif text-xl font-semibold text-ink">{models.expanded.title}</p>
            <p className="mt-1 text-muted-foreground">{models.expanded.description}</p>
          </div>
          {/* Not a CtaLink: its label may wrap on narrow phones, which buttons never do. */}
          <Link
            to={models.expanded.cta.link}
            className="inline-flex min-h-12 w-full items-center justify-center rounded-md border border-primary bg-background px-6 py-2 text-center text-base font-semibold text-primary transition-colors hover:bg-primary-soft sm:w-auto sm:shrink-0"
          >
            {models.expanded.cta.text}
          </Link>
        </div>
      </ContentSection>
      <ClosingBanner {...closing} />
    </>
  );
}

// A document to read: no script from React (docs/decisions/0028).
export const handle = documentPage;
