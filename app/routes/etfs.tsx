import { ExternalLink as ExternalIcon } from "~/components/ui/icons/external-link";
import { Info } from "~/components/ui/icons/info";
import { Link } from "react-router";
import { PageIntro } from "~/components/sections/page-intro";
import { ExternalLink } from "~/components/ui/external-link";
import { etfs, etfsPage } from "~/content/etfs";
import { pages } from "~/content/pages";
import { pageMeta } from "~/lib/meta";

export const meta = () => pageMeta(pages["/etfs"]);

export default function EtfsPage() {
  const page = etfsPage;
  return (
    <>
      <PageIntro title={page.title} description={page.lead} />
      <section aria-labelledby="funds-title" className="mx-auto w-full max-w-5xl px-4 py-16 sm:px-6 lg:px-8">
        <h2 id="funds-title" className="text-3xl font-semibold">
          {page.fundsTitle}
        </h2>
        <ul className="mt-8 grid list-none gap-6 sm:grid-cols-2">
          {etfs.map((fund) => (
            <li key={fund.ticker} className="flex flex-col gap-4 rounded-lg border border-border bg-card p-6 shadow-sm">
              <p className="text-sm font-semibold uppercase tracking-widest text-accent">{page.fundLabel}</p>
              <ExternalLink
                href={fund.url}
                showIcon={false}
                aria-describedby="etf-link-hint"
                className="inline-flex h-14 items-center justify-center gap-2 rounded-md bg-primary px-6 text-2xl font-semibold tracking-wider text-primary-foreground transition-colors hover:bg-primary/90 [&_svg]:size-5"
              >
                {fund.ticker}
                <ExternalIcon aria-hidden="true" />
              </ExternalLink>
              <p className="text-muted-foreground">{fund.description}</p>
            </li>
          ))}
        </ul>
        <p id="etf-link-hint" className="mt-3 text-sm text-muted-foreground">
          {page.linkHint} (opens in a new tab).
        </p>
        <aside
          aria-labelledby="legend-title"
          className="mt-10 rounded-lg border border-border bg-muted p-6 text-sm leading-relaxed text-muted-foreground"
        >
          <h2 id="legend-title" className="flex items-center gap-2 font-sans text-base font-semibold text-ink">
            <Info aria-hidden="true" className="size-4" />
            {page.legendTitle}
          </h2>
          <div className="mt-3 space-y-3">
            {page.legend.map((text) => (
              <p key={text.slice(0, 40)}>{text}</p>
            ))}
          </div>
        </aside>
        <p className="mt-10 text-center text-muted-foreground">
          {page.contactPrompt}{" "}
          <Link to={page.contactLink.link} className="font-semibold text-primary underline hover:no-underline">
            {page.contactLink.text}
          </Link>
        </p>
      </section>
    </>
  );
}
