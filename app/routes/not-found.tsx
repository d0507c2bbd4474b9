import { data } from "react-router";
import { NotFoundScreen } from "~/components/layout/not-found-screen";
import { notFoundMeta } from "~/lib/meta";

export const meta = () => notFoundMeta();

export function loader() {
  return data(null, { status: 404 });
}

export default function NotFound() {
  return <NotFoundScreen />;
}
