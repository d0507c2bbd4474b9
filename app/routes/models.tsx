// Serves /models (route id "models") and /models/:id (route id "model"): the same screen; with an
// id, the model with that id is marked and brought into view. The mark is in the server's HTML
// (prerendered for the home page's models, rendered on request for the others); an unknown id
// shows the page without a mark.
import { Check } from "~/components/ui/icons/check";
import { useEffect } from "react";
import { useParams } from "react-router";
import { CheckList } from "~/components/sections/check-list";
import { ClosingBanner } from "~/components/sections/closing-banner";
import { ContentSection } from "~/components/sections/content-section";
import { ModelCard } from "~/components/sections/model-cards";
import { PageIntro } from "~/components/sections/page-intro";
import { findModel, type ModelCategory, modelsIn, modelsPage, rebalancingNote } from "~/content/models";
import { pages } from "~/content/pages";
import { pageMeta } from "~/lib/meta";

export const meta = () => pageMeta(pages["/models"]);

const categories: ModelCategory[] = ["growth", "income"];

export default function ModelsPage() {
  const params = useParams();
  const selectedId = findModel(params.id)?.id;

  useEffect(() => {
    if (selectedId === undefined) return;
    const card = document.getElementById(`model-${selectedId}`);
    if (!card) return;
    card.focus({ preventScroll: true });
    card.scrollIntoView({ block: "center" });
  }, [selectedId]);

  const page = modelsPage;
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
          belowFirstScreen={index > 0 ? 115 : undefined}
          id={`${category}-models`}
          title={page.sections[category].title}
          description={page.sections[category].description}
          spacing="compact"
          width="page"
        >
          <ul className="grid list-none gap-6 md:grid-cols-2">
            {modelsIn(category).map((model) => (
              <li key={model.id}>
                <ModelCard model={model} selected={model.id === selectedId} />
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
