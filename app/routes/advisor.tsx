// The advisor area: only for a verified, signed-in advisor; anyone else goes to /login and
// comes back here after signing in.
import { FileText } from "~/components/ui/icons/file-text";
import { Newspaper } from "~/components/ui/icons/newspaper";
import { Bookmark } from "~/components/ui/icons/bookmark";
import { savedViewsCopy } from "~/content/saved-views";
import type * as React from "react";
import { data, Link } from "react-router";
import { advisorOnly } from "~/.server/accounts/advisor-only";
import { DownloadsSection } from "~/components/account/downloads-section";
import { listArticles } from "~/.server/commentary";
import { investmentModels, modelPath } from "~/content/models";
import { accountPageCopy } from "~/content/account";
import { site } from "~/content/site";
import { articlePath } from "~/lib/articles";
import { pages } from "~/content/pages";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/advisor";

export const meta = () => pageMeta(pages["/advisor"]);

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { advisor, headers } = await advisorOnly(request, context);
  return data(
    {
      advisor: { firstName: advisor.firstName, lastName: advisor.lastName, firmName: advisor.firmName },
      models: investmentModels.map((model) => ({ name: model.name, href: modelPath(model.id) })),
      articles: listArticles().map((article) => ({ title: article.title, href: articlePath(article.slug) })),
    },
    { headers },
  );
}

export default function AdvisorArea({ loaderData }: Route.ComponentProps) {
  const { advisor, models, articles } = loaderData;
  return (
    <section className="mx-auto w-full max-w-5xl px-4 py-12 sm:px-6 lg:px-8">
      <h1 className="text-3xl font-semibold">
        Welcome, {advisor.firstName} {advisor.lastName}
      </h1>
      <p className="mt-2 text-muted-foreground">
        {advisor.firmName} · Advisor resources from {site.brand}
      </p>
      <p className="mt-2">
        <Link to={accountPageCopy.link.href} className="font-semibold text-primary underline hover:no-underline">
          {accountPageCopy.link.label}
        </Link>
      </p>
      <div className="mt-8 rounded-lg border border-border bg-card p-6">
        <h2 className="flex items-center gap-2 text-xl font-semibold">
          <Bookmark aria-hidden="true" className="size-5 text-primary" />
          <Link to={savedViewsCopy.areaLink.href} className="text-primary underline hover:no-underline">
            {savedViewsCopy.areaLink.label}
          </Link>
        </h2>
        <p className="mt-2 text-muted-foreground">{savedViewsCopy.areaBlurb}</p>
      </div>
      <div className="mt-8 grid gap-8 md:grid-cols-2">
        <ResourceList
          title="Model Fact Sheets"
          icon={<FileText aria-hidden="true" className="size-5 text-primary" />}
          items={models.map((model) => ({ label: model.name, href: model.href }))}
        />
        <ResourceList
          title="Market Commentary"
          icon={<Newspaper aria-hidden="true" className="size-5 text-primary" />}
          items={articles.map((article) => ({ label: article.title, href: article.href }))}
        />
      </div>
      <DownloadsSection />
    </section>
  );
}

function ResourceList({ title, icon, items }: { title: string; icon: React.ReactNode; items: { label: string; href: string }[] }) {
  return (
    <div className="rounded-lg border border-border bg-card p-6">
      <h2 className="flex items-center gap-2 text-xl font-semibold">
        {icon}
        {title}
      </h2>
      <ul className="mt-4 grid gap-2">
        {items.map((item) => (
          <li key={item.href}>
            <Link to={item.href} className="text-primary underline hover:no-underline">
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
