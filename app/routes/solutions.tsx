import { CardGrid } from "~/components/sections/card-grid";
import { CheckList } from "~/components/sections/check-list";
import { ClosingBanner } from "~/components/sections/closing-banner";
import { ContentSection } from "~/components/sections/content-section";
import { CtaLink } from "~/components/sections/cta-link";
import { Hero } from "~/components/sections/hero";
import { Paragraphs } from "~/components/sections/paragraphs";
import { StepList } from "~/components/sections/step-list";
import { sitePages as pages } from "~/content/site-pages";
import { solutionsPage as page } from "~/content/solutions";
import { pageMeta } from "~/lib/meta";
import { documentPage } from "~/lib/page-handle";

export const meta = () => pageMeta(pages["/solutions"]);

export default function SolutionsPage() {
  const { hero, caseDesign, request, deliverables, more, closing } = page;
  return (
    <>
      <Hero {...hero} />
      <ContentSection id="case-design" title={caseDesign.title} description={caseDesign.description}>
        <Paragraphs paragraphs={caseDesign.paragraphs} />
      </ContentSection>
      <ContentSection id="request" title={request.title} description={request.description} tone="muted">
        <StepList steps={request.steps} />
        <div className="mt-10 flex justify-center">
          <CtaLink cta={request.cta} />
        </div>
      </ContentSection>
      <ContentSection belowFirstScreen={58} id="deliverables" title={deliverables.title}>
        <CheckList items={deliverables.items} />
      </ContentSection>
      <ContentSection belowFirstScreen={100} id="more-solutions" title={more.title} tone="muted">
        <CardGrid items={more.items} />
      </ContentSection>
      <ClosingBanner {...closing} />
    </>
  );
}

// A document to read: no script from React (docs/decisions/0028).
export const handle = documentPage;
