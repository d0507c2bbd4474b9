import { data } from "react-router";
import { NotFoundScreen } from "~/components/layout/not-found-screen";
import { notFoundPage } from "~/content/not-found-page";
import { pageMeta } from "~/lib/meta";
import { documentPage } from "~/lib/page-handle";

export const meta = () => pageMeta(notFoundPage);

export function loader() {
  return data(null, { status: 404 });
}

// Rendered with the response's nonce: no cache keeps it to send again.
export function headers() {
  return { "Cache-Control": "no-store" };
}

export default function NotFound() {
  return <NotFoundScreen />;
}

// Nothing to do but read and go back: no script from React (docs/decisions/0028).
export const handle = documentPage;
