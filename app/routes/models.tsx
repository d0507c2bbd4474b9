// /models: every growth and income model with the figures the firm publishes, each leading to
// its own page (/models/{id}, app/routes/model.tsx), and why the models work. The targets are
// hypothetical figures: the loader gives them only to a reader who is shown them
// (ZONE_PROJECTIONS, app/lib/hypothetical.ts), and a visitor's page is reused like the zone
// pages' (ADR 0013).
import { data } from "react-router";
import type { Route } from "./+types/models";
import { Check } from "~/components/ui/icons/check";
import { CheckList } from "~/components/sections/check-list";
import { ClosingBanner } from "~/components/sections/closing-banner";
import { ContentSection } from "~/components/sections/content-section";
import { ModelCard } from "~/components/sections/model-cards";
import { PageIntro } from "~/components/sections/page-intro";
import type { ModelCategory } from "~/content/model-basics";
import { modelsPage as page } from "~/content/models-page";
import { rebalancingNote } from "~/content/model-stats";
import { sitePages as pages } from "~/content/site-pages";
import { pageMeta } from "~/lib/meta";
import { modelCards } from "~/.server/products/model-cards";
import { projectionsFor, projectionsHeaders, zonePageHeaders } from "~/.server/zone-data/projections";
import { MODEL_PAGES_CACHE_CONTROL } from "~/.server/products/model-pages";
import { publishedContentContext } from "~/.server/load-context";
import { documentPage } from "~/lib/page-handle";

export const meta = () => pageMeta(pages["/models"]);

const categories: ModelCategory[] = ["growth", "income"];

export async function loader({ request, context }: Route.LoaderArgs) {
  const decision = await projectionsFor(request, context);
  const content = context.get(publishedContentContext);
  const cards = {
    growth: modelCards("growth", decision.projections, content),
    income: modelCards("income", decision.projections, content),
  };
  return data({ cards }, { headers: projectionsHeaders(decision, MODEL_PAGES_CACHE_CONTROL) });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return zonePageHeaders(loaderHeaders, MODEL_PAGES_CACHE_CONTROL);
}

export default function ModelsPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageIntro title={page.title} description={page.description} />
      <p className="mx-auto w-full max-w-5xl px-4 pt-8 font-semibold text-primary sm:px-6 lg:px-8">
        <span className="inline-flex items-center gap-2 rounded-full bg-primary-soft px-4 py-2 text-sm">
          <Check aria-hidden="true" className="size-4" />
          {rebalancingNote}
        </span>
      </p>
      {categories.map((category, index) => (
        <ContentSection
          key={category}
          // The first category fills a phone's first screen; the rest are laid out as they come near.
          belowFirstScreen={index > 0 ? 125 : undefined}
          id={`${category}-models`}
          title={page.sections[category].title}
          description={page.sections[category].description}
          spacing="compact"
          width="page"
        >
          <ul className="grid list-none gap-6 md:grid-cols-2">
            {loaderData.cards[category].map((model) => (
              <li key={model.id}>
                <ModelCard model={model} />
              </li>
            ))}
          </ul>
        </ContentSection>
      ))}
      <section aria-labelledby="why-models-work" className="below-first-screen mx-auto w-full max-w-5xl px-4 pb-16 sm:px-6 lg:px-8">
        <div className="rounded-lg border border-primary/20 bg-primary-soft p-6 sm:p-8">
          <h2 id="why-models-work" className="text-2xl font-semibold sm:text-3xl">
            {page.whyTitle}
          </h2>
          <CheckList items={page.whyPoints} look="plain" className="mt-6" />
        </div>
      </section>
      <ClosingBanner {...page.closing} />
    </>
  );
}

// A document to read: no script from React (docs/decisions/0028).
export const handle = documentPage;
