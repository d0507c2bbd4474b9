import { CheckList } from "~/components/sections/check-list";
import { StepList } from "~/components/sections/step-list";
import { ClosingBanner } from "~/components/sections/closing-banner";
import { ContentSection } from "~/components/sections/content-section";
import { FeatureIcon } from "~/components/sections/feature-icon";
import { BookOpen } from "~/components/ui/icons/book-open";
import { ChartLine } from "~/components/ui/icons/chart-line";
import { ClipboardList } from "~/components/ui/icons/clipboard-list";
import { FilePen } from "~/components/ui/icons/file-pen";
import { Hero } from "~/components/sections/hero";
import { advisorOutcomesTitle } from "~/content/hero";
import { sitePages as pages } from "~/content/site-pages";
import { advisorSupportPage } from "~/content/services";
import { pageMeta } from "~/lib/meta";
import { documentPage } from "~/lib/page-handle";

export const meta = () => pageMeta(pages["/advisor-support"]);

const serviceIcons = { chart: ChartLine, clipboard: ClipboardList, pen: FilePen, book: BookOpen };

export default function AdvisorSupportPage() {
  const page = advisorSupportPage;
  return (
    <>
      <Hero title={advisorOutcomesTitle} subtitle={page.eyebrow} description={page.description} />
      <ContentSection id="services" title={page.servicesTitle} description={page.servicesLead}>
        <ul className="grid list-none gap-6 md:grid-cols-2">
          {page.services.map((service) => (
            <li key={service.title} className="flex gap-5 rounded-lg border border-border bg-card p-6 shadow-sm">
              <FeatureIcon name={service.icon} icons={serviceIcons} />
              <div className="min-w-0">
                <h3 className="text-xl font-semibold">{service.title}</h3>
                <p className="mt-2 text-muted-foreground">{service.description}</p>
                <CheckList items={service.points} look="compact" className="mt-4" />
              </div>
            </li>
          ))}
        </ul>
      </ContentSection>
      <ContentSection belowFirstScreen={84} id="process" title={page.processTitle} description={page.processLead} tone="muted">
        <StepList steps={page.process} />
      </ContentSection>
      <ClosingBanner
        title={page.cta.title}
        description={page.cta.description}
        primaryButtonText={page.cta.primary.text}
        primaryButtonLink={page.cta.primary.link}
        secondaryButtonText={page.cta.secondary.text}
        secondaryButtonLink={page.cta.secondary.link}
      />
    </>
  );
}

// A document to read: no script from React (docs/decisions/0028).
export const handle = documentPage;
