// /models: every growth and income model with the figures the firm publishes, each leading to
// its own page (/models/{id}, app/routes/model.tsx), and why the models work.
import { Check } from "~/components/ui/icons/check";
import { CheckList } from "~/components/sections/check-list";
import { ClosingBanner } from "~/components/sections/closing-banner";
import { ContentSection } from "~/components/sections/content-section";
import { ModelCard } from "~/components/sections/model-cards";
import { PageIntro } from "~/components/sections/page-intro";
import { modelsPage as page } from "~/content/models-page";
import { rebalancingNote } from "~/content/model-stats";
import { pages } from "~/content/pages";
import { investmentModels, type ModelCategory, modelsIn } from "~/content/models";
import { statsShown } from "~/.server/products/model-facts";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/models";

export const meta = () => pageMeta(pages["/models"]);

const categories: ModelCategory[] = ["growth", "income"];

/** Whether each model's statistics are shown (with their period) or being updated, decided on the server. */
export function loader() {
  return { shown: Object.fromEntries(investmentModels.map((model) => [model.id, statsShown(model)])) };
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
            {modelsIn(category).map((model) => (
              <li key={model.id}>
                <ModelCard model={model} shown={loaderData.shown[model.id]} />
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
