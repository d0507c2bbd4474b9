import { useEffect } from "react";
import type * as React from "react";
import { isRouteErrorResponse, Link, Links, Meta, Outlet, Scripts, useMatches } from "react-router";
import type { Route } from "./+types/root";
import { SignedInTemplates } from "~/components/account/header-account";
import { PageStylesheet } from "~/components/layout/page-stylesheet";
import { ScrollPositions } from "~/components/layout/scroll-positions";
import { SiteFooter } from "~/components/layout/site-footer";
import { SiteHeader } from "~/components/layout/site-header";
import { Toaster } from "~/components/ui/toaster";
import { quietCancelledRequests } from "~/lib/cancelled-requests";
import { attachHeaderBehaviour, menuDelays } from "~/lib/header-behaviour";
import { leavesOutScripts } from "~/lib/page-handle";
import { reloadWhenSignInChanges } from "~/lib/sign-in-change";
import { SIGN_IN_HINT } from "~/lib/sign-in-hint";
import { useHydrated } from "~/lib/use-hydrated";
import stylesheet from "./app.css?url";
// The icon travels inside the page: a request for it ahead of the first paint would count against it.
import siteIcon from "./site-icon.svg?inline";

if (typeof window !== "undefined") quietCancelledRequests(window);

export const links: Route.LinksFunction = () => [{ rel: "icon", href: siteIcon, type: "image/svg+xml" }];

export function Layout({ children }: { children: React.ReactNode }) {
  const matches = useMatches();
  // Known on the server only; in the browser the branch without React's scripts is left out of the build.
  const documentOnly = import.meta.env.SSR && leavesOutScripts(matches);
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#12305a" />
        <PageStylesheet href={stylesheet} />
        <Meta />
        {/* Stylesheets need no nonce; an empty one keeps the browser's hidden nonce and React's props equal. */}
        <Links nonce="" />
      </head>
      {/* The server gives a page marked so its own script in place of React's (docs/decisions/0028). */}
      <body className="flex min-h-dvh flex-col" data-needs-no-script={documentOnly ? "" : undefined}>
        <a
          href="#main"
          className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
        >
          Skip to content
        </a>
        <SiteHeader />
        <main id="main" className="flex flex-1 flex-col">
          {children}
        </main>
        <SiteFooter />
        <Toaster />
        <ScrollPositions />
        {documentOnly ? (
          <SignedInTemplates />
        ) : (
          <>
            <ReadyMark />
            <Scripts />
          </>
        )}
      </body>
    </html>
  );
}

/**
 * Gives the header and footer what they do once React has taken over (the functions a page that
 * needs no script carries inline), and marks the document ready once the parts drawn differently
 * with JavaScript (useHydrated) are drawn; browser tests wait for it. A page that needs no script
 * is marked ready by its own script.
 */
function ReadyMark() {
  const hydrated = useHydrated();
  useEffect(() => {
    attachHeaderBehaviour(menuDelays);
    reloadWhenSignInChanges(SIGN_IN_HINT);
  }, []);
  useEffect(() => {
    if (hydrated) document.documentElement.dataset.ready = "true";
  }, [hydrated]);
  return null;
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const statusText = isRouteErrorResponse(error) ? error.statusText || "Error" : "Internal Server Error";
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <section className="mx-auto flex max-w-2xl flex-1 flex-col items-center justify-center gap-4 px-4 py-24 text-center">
      <title>Unexpected Application Error!</title>
      <h1 className="text-3xl font-semibold">Unexpected Application Error!</h1>
      <p className="text-xl text-muted-foreground">{`${status} ${statusText}`}</p>
      <Link to="/" className="font-semibold text-primary underline">
        Return to Home
      </Link>
    </section>
  );
}
