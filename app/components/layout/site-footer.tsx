import { Link } from "react-router";
import { firmDisclosures } from "~/content/disclosures";
import { footerDisclaimers, footerNav, mailingAddress, site } from "~/content/site";
import { ExternalLink } from "~/components/ui/external-link";
import { BrandMark } from "./brand-mark";
import { placeholderHeight } from "~/lib/placeholder-height";

/**
 * The current year. Prerendered pages carry the year they were built in; the browser
 * corrects it after load (app/lib/header-behaviour.ts), so a page built last December still
 * shows this year.
 */
function CurrentYear() {
  return (
    <span data-current-year suppressHydrationWarning>
      {new Date().getFullYear()}
    </span>
  );
}

export function SiteFooter() {
  return (
    <footer className="below-first-screen mt-auto bg-ink text-white/85" style={placeholderHeight(88)}>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-4 lg:px-8">
        <div className="space-y-3">
          <BrandMark inverse />
          <p className="text-sm">{site.tagline}</p>
          <address className="text-sm not-italic">
            <span className="block font-semibold text-white">Mailing address</span>
            {mailingAddress}
          </address>
        </div>
        {footerNav.map((group) => (
          <nav key={group.label} aria-label={group.label}>
            <h2 className="font-sans text-sm font-semibold uppercase tracking-wider text-white">{group.label}</h2>
            <ul className="mt-3 space-y-2 text-sm">
              {group.items.map((item) => (
                <li key={item.href}>
                  <Link to={item.href} className="hover:text-white hover:underline">
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-white/15">
        <div className="mx-auto max-w-7xl space-y-2 px-4 py-6 text-xs leading-relaxed text-white/75 sm:px-6 lg:px-8">
          <p data-testid="firm-registration">{firmDisclosures.registration}</p>
          <ul aria-label={firmDisclosures.listLabel} className="flex flex-wrap gap-x-6 gap-y-1">
            {[firmDisclosures.formAdvPart2A, firmDisclosures.formCrs].map((document) => (
              <li key={document.href}>
                <ExternalLink
                  href={document.href}
                  className="inline-flex min-h-6 items-center gap-1 font-semibold text-white underline hover:no-underline"
                >
                  {document.label}
                </ExternalLink>
              </li>
            ))}
          </ul>
          {footerDisclaimers.map((text) => (
            <p key={text}>{text}</p>
          ))}
          <p>
            &copy; <CurrentYear /> {site.legalEntity}. {site.brand} is a brand of {site.legalEntity}. All rights reserved.
          </p>
        </div>
      </div>
    </footer>
  );
}
