import { Download } from "~/components/ui/icons/download";
import { downloadsCopy as copy } from "~/content/downloads";

/**
 * The advisor area's files: the zone allocations as CSV and a fact sheet per published model.
 * Plain links (the server answers with the file), so they work without JavaScript.
 */
export function DownloadsSection({ models }: { models: readonly { id: number; name: string }[] }) {
  return (
    <section aria-labelledby="downloads-title" className="rounded-lg border border-border bg-card p-6">
      <h2 id="downloads-title" className="flex items-center gap-2 text-xl font-semibold">
        <Download aria-hidden="true" className="size-5 text-primary" />
        {copy.title}
      </h2>
      <p className="mt-2 text-sm text-muted-foreground">{copy.lead}</p>
      <div className="mt-4 grid gap-6 md:grid-cols-2">
        <div>
          <h3 className="font-semibold">{copy.allocationsTitle}</h3>
          <p className="mt-2 text-sm text-muted-foreground">{copy.allocationsText}</p>
          <p className="mt-2">
            <a href={copy.allocations.href} download className="text-primary underline hover:no-underline">
              {copy.allocations.label}
            </a>
          </p>
        </div>
        <div>
          <h3 className="font-semibold">{copy.factSheetsTitle}</h3>
          <ul className="mt-2 grid gap-2">
            {models.map(({ id, name }) => (
              <li key={id}>
                <a href={copy.factSheetHref(id)} download className="text-primary underline hover:no-underline">
                  {copy.factSheetLabel(name)}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
