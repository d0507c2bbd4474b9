import { Mail } from "~/components/ui/icons/mail";
import { ContentSection } from "~/components/sections/content-section";
import { PageIntro } from "~/components/sections/page-intro";
import { SampleBadge } from "~/components/sections/sample-badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { mediaPage as page } from "~/content/media";
import { sitePages as pages } from "~/content/site-pages";
import { formatDate } from "~/lib/format-date";
import { pageMeta } from "~/lib/meta";
import type { MediaItem } from "~/lib/content-desk/contract";
import { publishedContentContext } from "~/.server/load-context";
import type { Route } from "./+types/media";
import { documentPage } from "~/lib/page-handle";

export const meta = () => pageMeta(pages["/media"]);

/** The published media items of each kind, newest first. */
export function loader({ context }: Route.LoaderArgs) {
  const items = context.get(publishedContentContext).media;
  const ofType = (type: MediaItem["type"]) => items.filter((item) => item.type === type);
  return { pressReleases: ofType("press-release"), coverage: ofType("coverage"), resources: ofType("resource") };
}

export default function MediaPage({ loaderData }: Route.ComponentProps) {
  const { intro, pressReleases, coverage, resources, sampleLabel } = page;
  return (
    <>
      <PageIntro title={intro.title} description={intro.description} />
      <ContentSection id="press-releases" title={pressReleases.title}>
        <ul className="mx-auto grid max-w-3xl gap-6">
          {loaderData.pressReleases.map((release) => (
            <li key={release.id}>
              <article className="rounded-lg border border-border bg-card p-6">
                <DateLine date={release.date} sample={release.sample ? sampleLabel : undefined} />
                <h3 className="mt-2 text-xl font-semibold">
                  <Titled item={release} />
                </h3>
                {release.summary ? <p className="mt-2 text-muted-foreground">{release.summary}</p> : null}
              </article>
            </li>
          ))}
        </ul>
      </ContentSection>
      <ContentSection id="coverage" title={coverage.title} description={coverage.description} tone="muted">
        <ul className="mx-auto grid max-w-3xl gap-4">
          {loaderData.coverage.map((item) => (
            <li key={item.id} className="rounded-lg bg-card p-6 shadow-sm">
              <DateLine date={item.date} sample={item.sample ? sampleLabel : undefined} />
              <h3 className="mt-2 text-lg font-semibold">
                <Titled item={item} />
              </h3>
              {item.outlet ? <p className="mt-1 text-sm text-muted-foreground">{item.outlet}</p> : null}
              {item.summary ? <p className="mt-2 text-muted-foreground">{item.summary}</p> : null}
            </li>
          ))}
        </ul>
      </ContentSection>
      <ContentSection belowFirstScreen={60} id="resources" title={resources.title}>
        <div className="grid gap-6 md:grid-cols-3">
          <Card>
            <CardHeader>
              <CardTitle>{resources.pressContact.title}</CardTitle>
            </CardHeader>
            <CardContent className="space-y-3">
              <CardDescription>{resources.pressContact.text}</CardDescription>
              <a
                href={`mailto:${resources.pressContact.email}`}
                className="inline-flex items-center gap-2 break-all font-semibold text-primary underline hover:no-underline"
              >
                <Mail aria-hidden="true" className="size-4 shrink-0" />
                {resources.pressContact.email}
              </a>
            </CardContent>
          </Card>
          {[resources.brandAssets, resources.about].map((resource) => (
            <Card key={resource.title}>
              <CardHeader>
                <CardTitle>{resource.title}</CardTitle>
              </CardHeader>
              <CardContent>
                <CardDescription>{resource.text}</CardDescription>
              </CardContent>
            </Card>
          ))}
        </div>
        {loaderData.resources.length > 0 ? (
          <ul className="mx-auto mt-8 grid max-w-3xl gap-4">
            {loaderData.resources.map((item) => (
              <li key={item.id} className="rounded-lg border border-border bg-card p-6">
                <DateLine date={item.date} sample={item.sample ? sampleLabel : undefined} />
                <h3 className="mt-2 text-lg font-semibold">
                  <Titled item={item} />
                </h3>
                {item.summary ? <p className="mt-2 text-muted-foreground">{item.summary}</p> : null}
              </li>
            ))}
          </ul>
        ) : null}
      </ContentSection>
    </>
  );
}

/** An item's title, linking to where it is read when it has an address (https only). */
function Titled({ item }: { item: Pick<MediaItem, "title" | "url"> }) {
  if (!item.url?.startsWith("https://")) return <>{item.title}</>;
  return (
    <a href={item.url} className="text-primary underline hover:no-underline" rel="noopener noreferrer">
      {item.title}
    </a>
  );
}

function DateLine({ date, sample }: { date: string; sample?: string }) {
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
      <time dateTime={date}>{formatDate(date)}</time>
      {sample ? <SampleBadge label={sample} /> : null}
    </p>
  );
}

// A document to read: no script from React (docs/decisions/0028).
export const handle = documentPage;
