// /staff/archive (staff): every version ever published, by item and by day, and its export.
import { Form, Link } from "react-router";
import { ArchiveEntry } from "~/components/desk/archive-entry";
import { InputField, SelectField } from "~/components/forms/field";
import { Button } from "~/components/ui/button";
import { deskCopy, kindNames } from "~/content/desk";
import { archiveCopy } from "~/content/desk-archive";
import { consoleTitle } from "~/content/staff";
import { contentKinds } from "~/lib/content-desk/contract";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/desk-archive";
import { loadArchive } from "./desk-archive.server";

export const meta = () => pageMeta({ title: consoleTitle(archiveCopy.title), description: archiveCopy.lead });

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadArchive(request, context);
}

export default function ArchivePage({ loaderData }: Route.ComponentProps) {
  const { versions, filter, errors } = loaderData;
  return (
    <section className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 lg:px-8">
      <p className="text-sm">
        <Link to="/staff/desk" className="text-primary underline underline-offset-4 hover:no-underline">
          {deskCopy.title}
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-semibold sm:text-3xl">{archiveCopy.title}</h1>
      <p className="mt-2 max-w-2xl text-muted-foreground">{archiveCopy.lead}</p>
      <Form
        method="get"
        aria-label="Filter the archive"
        className="mt-6 grid gap-x-4 rounded-lg border border-border bg-card p-4 sm:grid-cols-2 lg:grid-cols-[12rem_1fr_12rem_auto] lg:items-start"
      >
        <SelectField label={archiveCopy.kind} name="kind" defaultValue={filter.kind ?? ""} error={errors.kind}>
          <option value="">{archiveCopy.anyKind}</option>
          {contentKinds.map((kind) => (
            <option key={kind} value={kind}>
              {kindNames[kind].one}
            </option>
          ))}
        </SelectField>
        <InputField
          label={archiveCopy.item}
          name="item"
          defaultValue={filter.item}
          error={errors.item}
          placeholder="3, YFYA, quarterly-outlook"
        />
        <InputField label={archiveCopy.liveOn} name="on" type="date" defaultValue={filter.on} error={errors.on} />
        <div className="flex gap-2 lg:mt-7">
          <Button type="submit">{archiveCopy.filter}</Button>
          <Link
            to="/staff/archive"
            className="inline-flex h-10 items-center px-2 text-sm font-semibold text-primary underline underline-offset-4 hover:no-underline"
          >
            {archiveCopy.clear}
          </Link>
        </div>
        <p className="mt-3 text-sm text-muted-foreground sm:col-span-2 sm:-mt-3 lg:col-span-4">{archiveCopy.liveOnHint}</p>
      </Form>
      <Form method="post" action="/staff/archive/export" reloadDocument className="mt-4 flex flex-wrap items-center gap-3">
        {Object.entries(filter).map(([name, value]) => (value ? <input key={name} type="hidden" name={name} value={value} /> : null))}
        <Button type="submit" variant="outline">
          {archiveCopy.export}
        </Button>
        <span className="text-sm text-muted-foreground">{archiveCopy.exportHint}</span>
      </Form>
      {versions.length === 0 ? (
        <p className="mt-6 text-muted-foreground">{archiveCopy.none}</p>
      ) : (
        <ul className="mt-6 grid gap-3 md:grid-cols-2" aria-label={archiveCopy.title}>
          {versions.map((row) => (
            <ArchiveEntry key={row.id} row={row} />
          ))}
        </ul>
      )}
    </section>
  );
}
