import { useEffect } from "react";
import { Link, useLocation } from "react-router";
import { reportMissingPage } from "~/lib/missing-page";

/** The 404 screen: shown for unknown paths and for addresses whose item does not exist. */
export function NotFoundScreen() {
  const location = useLocation();
  useEffect(reportMissingPage, [location.pathname]);

  return (
    <section
      data-slot="not-found"
      className="mx-auto flex max-w-2xl flex-1 flex-col items-center justify-center gap-4 px-4 py-24 text-center"
    >
      <h1 className="font-sans text-6xl font-bold text-primary">404</h1>
      <p className="text-xl text-muted-foreground">Oops! Page not found</p>
      <Link to="/" className="font-semibold text-primary underline hover:no-underline">
        Return to Home
      </Link>
    </section>
  );
}
