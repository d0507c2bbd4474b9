// /signals: what our signals are, how often they come and how to subscribe, for everyone; a
// signed-in advisor the site counts as one also finds the published signals here, by model.
import { CardGrid } from "~/components/sections/card-grid";
import { ClosingBanner } from "~/components/sections/closing-banner";
import { ContentSection } from "~/components/sections/content-section";
import { CtaLink } from "~/components/sections/cta-link";
import { Hero } from "~/components/sections/hero";
import { Paragraphs } from "~/components/sections/paragraphs";
import { StepList } from "~/components/sections/step-list";
import { SignalList } from "~/components/signals/signal-list";
import { sitePages as pages } from "~/content/site-pages";
import { signalsPage as page } from "~/content/signals";
import { pageMeta } from "~/lib/meta";
import { documentPage } from "~/lib/page-handle";
import { MODEL_PAGES_CACHE_CONTROL } from "~/.server/products/model-pages";
import { zonePageHeaders } from "~/.server/zone-data/projections";
import type { Route } from "./+types/signals";
import { loadSignals } from "./signals.server";

export const meta = () => pageMeta(pages["/signals"]);

// A document to read, its filter a plain form: no script from React (docs/decisions/0028).
export const handle = documentPage;

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadSignals(request, context);
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return zonePageHeaders(loaderHeaders, MODEL_PAGES_CACHE_CONTROL);
}

export default function SignalsPage({ loaderData }: Route.ComponentProps) {
  const { hero, what, frequency, subscribe, published, closing } = page;
  const list = loaderData.list;
  // An advisor who sees the list has an account: no call to sign up, only the way to the models.
  const forAdvisor = list !== null;
  return (
    <>
      <Hero {...hero} {...(forAdvisor ? { primaryCta: hero.secondaryCta, secondaryCta: undefined } : {})} />
      {list ? (
        <SignalList models={list.models} following={list.following} model={list.model} signals={list.signals} problem={list.problem} />
      ) : null}
      <ContentSection id="what" title={what.title} description={what.description}>
        <CardGrid items={what.items} />
      </ContentSection>
      <ContentSection id="frequency" title={frequency.title} tone="muted">
        <Paragraphs paragraphs={frequency.paragraphs} />
      </ContentSection>
      {forAdvisor ? null : (
        <>
          <ContentSection belowFirstScreen={90} id="published" title={published.title} description={published.description}>
            <div className="flex justify-center">
              <CtaLink cta={published.cta} />
            </div>
          </ContentSection>
          <ContentSection belowFirstScreen={90} id="subscribe" title={subscribe.title} description={subscribe.description}>
            <StepList steps={subscribe.steps} />
            <div className="mt-10 flex justify-center">
              <CtaLink cta={subscribe.cta} />
            </div>
          </ContentSection>
          <ClosingBanner {...closing} />
        </>
      )}
    </>
  );
}
