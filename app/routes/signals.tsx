import { CardGrid } from "~/components/sections/card-grid";
import { ClosingBanner } from "~/components/sections/closing-banner";
import { ContentSection } from "~/components/sections/content-section";
import { CtaLink } from "~/components/sections/cta-link";
import { Hero } from "~/components/sections/hero";
import { Paragraphs } from "~/components/sections/paragraphs";
import { StepList } from "~/components/sections/step-list";
import { pages } from "~/content/pages";
import { signalsPage as page } from "~/content/signals";
import { pageMeta } from "~/lib/meta";

export const meta = () => pageMeta(pages["/signals"]);

export default function SignalsPage() {
  const { hero, what, frequency, subscribe, closing } = page;
  return (
    <>
      <Hero {...hero} />
      <ContentSection id="what" title={what.title} description={what.description}>
        <CardGrid items={what.items} />
      </ContentSection>
      <ContentSection id="frequency" title={frequency.title} tone="muted">
        <Paragraphs paragraphs={frequency.paragraphs} />
      </ContentSection>
      <ContentSection belowFirstScreen={90} id="subscribe" title={subscribe.title} description={subscribe.description}>
        <StepList steps={subscribe.steps} />
        <div className="mt-10 flex justify-center">
          <CtaLink cta={subscribe.cta} />
        </div>
      </ContentSection>
      <ClosingBanner {...closing} />
    </>
  );
}
