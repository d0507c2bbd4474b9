// /staff/documents (staff): every proposal and fact sheet handed out, newest first, and the copy
// an advisor received as it was sent (app/.server/downloads/kept-documents.ts).
import { Form, Link } from "react-router";
import { OlderNewerLinks } from "~/components/staff/older-newer-links";
import { SelectField } from "~/components/forms/field";
import { Button } from "~/components/ui/button";
import { consoleTitle } from "~/content/staff";
import { documentsCopy as copy } from "~/content/staff-documents";
import { formatMoment } from "~/lib/format-moment";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/documents";
import { loadDocuments } from "./documents.server";

export const meta = () => pageMeta({ title: consoleTitle(copy.title), description: copy.lead });

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadDocuments(request, context);
}

const kindOf = (kind: string) => copy.kinds[kind as keyof typeof copy.kinds] ?? kind;

export default function DocumentsPage({ loaderData }: Route.ComponentProps) {
  const { documents, older, kind, paged } = loaderData;
  const query = (extra: Record<string, string>) => `?${new URLSearchParams({ ...(kind ? { kind } : {}), ...extra })}`;
  return (
    <section className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 lg:px-8">
      <h1 className="text-2xl font-semibold sm:text-3xl">{copy.title}</h1>
      <p className="mt-1 text-muted-foreground">{copy.lead}</p>
      <Form method="get" aria-label={copy.filterLabel} className="mt-6 flex flex-wrap items-start gap-x-3">
        <SelectField label={copy.kindLabel} name="kind" defaultValue={kind ?? ""} className="w-64">
          <option value="">{copy.allKinds}</option>
          {Object.entries(copy.kinds).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </SelectField>
        <Button type="submit" className="mt-7">
          {copy.show}
        </Button>
      </Form>
      {documents.length === 0 ? <p className="mt-4 text-muted-foreground">{copy.empty}</p> : null}
      <ul className="mt-4 grid gap-3">
        {documents.map((document) => {
          const when = formatMoment(document.at);
          return (
            <li key={document.id} className="rounded-lg border border-border bg-card p-4 text-sm" data-slot="document-sent">
              <p className="font-semibold">
                {kindOf(document.kind)} · {document.subject}
              </p>
              <p className="mt-1 text-muted-foreground">
                {when} · {document.advisorEmail ?? (document.advisorId ? copy.deletedAdvisor : copy.visitor)}
              </p>
              <p className="mt-1 break-words text-muted-foreground">
                {document.dataVersions ? `${copy.dataVersions(document.dataVersions)} · ` : ""}
                {copy.contentVersion(document.contentVersion)}
                {document.release ? (
                  <>
                    {" · "}
                    <Link to="/staff/releases" className="text-primary underline hover:no-underline">
                      {copy.release(document.release.slice(0, 12))}
                    </Link>
                  </>
                ) : null}
              </p>
              {document.sha256 ? (
                <a
                  href={`/staff/documents/${document.sha256}.pdf`}
                  aria-label={copy.openLabel(kindOf(document.kind), when)}
                  className="mt-2 inline-block font-semibold text-primary underline hover:no-underline"
                >
                  {copy.open}
                </a>
              ) : (
                <p className="mt-2 text-muted-foreground">{document.advisorId ? copy.notKept : copy.visitorNotKept}</p>
              )}
            </li>
          );
        })}
      </ul>
      <OlderNewerLinks newest={paged ? query({}) : null} older={older ? query({ before: older }) : null} labels={copy} />
    </section>
  );
}
