import { ClosingBanner } from "~/components/sections/closing-banner";
import { ContentSection } from "~/components/sections/content-section";
import { FeatureGrid } from "~/components/sections/feature-grid";
import { Eye } from "~/components/ui/icons/eye";
import { Handshake } from "~/components/ui/icons/handshake";
import { Layers } from "~/components/ui/icons/layers";
import { Search } from "~/components/ui/icons/search";
import { ShieldCheck } from "~/components/ui/icons/shield-check";
import { Target } from "~/components/ui/icons/target";
import { Users } from "~/components/ui/icons/users";
import { LeaderCard } from "~/components/sections/leader-card";
import { PageIntro } from "~/components/sections/page-intro";
import { aboutPage } from "~/content/about";
import { leaders } from "~/content/leaders";
import { sitePages as pages } from "~/content/site-pages";
import { pageMeta } from "~/lib/meta";
import { documentPage } from "~/lib/page-handle";

export const meta = () => pageMeta(pages["/about"]);

/** A document to read: the leaders' photos are followed by the page's own script (docs/decisions/0028). */
export const handle = documentPage;

const aboutIcons = { handshake: Handshake, search: Search, layers: Layers, target: Target, eye: Eye, shield: ShieldCheck, users: Users };

export default function AboutPage() {
  const page = aboutPage;
  return (
    <>
      <PageIntro title={page.title} description={page.lead} />
      <section aria-labelledby="overview-title" className="bg-background">
        <div className="mx-auto grid max-w-5xl gap-10 px-4 py-16 sm:px-6 lg:grid-cols-2 lg:px-8">
          <div>
            <h2 id="overview-title" className="text-3xl font-semibold sm:text-4xl">
              {page.overviewTitle}
            </h2>
            <div className="mt-6 space-y-4 text-lg text-muted-foreground">
              {page.overview.map((paragraph) => (
                <p key={paragraph.slice(0, 40)}>{paragraph}</p>
              ))}
            </div>
          </div>
          <div className="rounded-lg bg-primary p-8 text-white">
            <h2 id="mission" className="text-3xl font-semibold text-white">
              {page.missionTitle}
            </h2>
            <div className="mt-4 space-y-3 text-lg text-white/90">
              {page.mission.map((paragraph) => (
                <p key={paragraph.slice(0, 40)}>{paragraph}</p>
              ))}
            </div>
            <dl className="mt-8 grid gap-6 sm:grid-cols-3 lg:grid-cols-1 xl:grid-cols-3">
              {page.missionHighlights.map((item) => (
                <div key={item.figure} className="flex flex-col-reverse justify-end gap-1 border-t border-white/25 pt-4">
                  <dt className="text-sm text-white/85">{item.text}</dt>
                  <dd className="font-serif text-2xl font-semibold text-white">{item.figure}</dd>
                </div>
              ))}
            </dl>
          </div>
        </div>
      </section>
      <ContentSection
        belowFirstScreen={165}
        id="leadership"
        title={page.leadershipTitle}
        description={page.leadershipLead}
        tone="muted"
        width="page"
      >
        <div className="grid gap-8">
          {leaders.map((member) => (
            <LeaderCard key={member.id} member={member} />
          ))}
        </div>
      </ContentSection>
      <ContentSection belowFirstScreen={85} id="philosophy" title={page.philosophyTitle} width="page">
        <FeatureGrid items={page.philosophy} icons={aboutIcons} cols={2} />
      </ContentSection>
      <ContentSection belowFirstScreen={64} id="values" title={page.valuesTitle} tone="muted" width="page">
        <FeatureGrid items={page.values} icons={aboutIcons} cols={3} />
      </ContentSection>
      <ClosingBanner
        title={page.cta.title}
        description={page.cta.description}
        primaryButtonText={page.cta.text}
        primaryButtonLink={page.cta.link}
      />
    </>
  );
}
