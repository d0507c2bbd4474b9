// The console's counts of each recent publication's mails to followers, with "Retry failed".
import { Form, Link } from "react-router";
import { Button } from "~/components/ui/button";
import { deliveriesCopy } from "~/content/staff";
import { formatMoment } from "~/lib/format-moment";

export type PublicationMailsRow = {
  publication: string;
  purpose: string;
  firstQueuedAt: string;
  sent: number;
  pending: number;
  failed: number;
  title: string | null;
  number: number | null;
};

const copy = deliveriesCopy.publications;

export function PublicationMails({ rows }: { rows: PublicationMailsRow[] }) {
  return (
    <section aria-labelledby="publication-mails-title" className="mt-10" data-slot="publication-mails">
      <h2 id="publication-mails-title" className="text-xl font-semibold">
        {copy.title}
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">{copy.lead}</p>
      {rows.length === 0 ? (
        <p className="mt-4 text-muted-foreground">{copy.none}</p>
      ) : (
        <div className="mt-4 overflow-x-auto rounded-lg border border-border" role="region" aria-label={copy.tableLabel} tabIndex={0}>
          <table className="w-full text-left text-sm">
            <thead className="bg-muted">
              <tr>
                <th scope="col" className="px-3 py-2">
                  {copy.columns.publication}
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  {copy.columns.sent}
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  {copy.columns.pending}
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  {copy.columns.failed}
                </th>
                <td />
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => {
                const kind = copy.purpose[row.purpose] ?? row.purpose;
                const what = row.title ? copy.named(kind, row.title, row.number ?? 1) : `${kind} ${row.publication}`;
                return (
                  <tr key={`${row.purpose}:${row.publication}`} className="border-t border-border">
                    <th scope="row" className="px-3 py-2 font-normal">
                      {row.title ? (
                        <Link to={`/staff/desk/versions/${row.publication}`} className="font-semibold break-words text-primary underline">
                          {what}
                        </Link>
                      ) : (
                        <span className="font-semibold break-all">{what}</span>
                      )}
                      <span className="block text-muted-foreground">{formatMoment(row.firstQueuedAt)}</span>
                    </th>
                    <td className="px-3 py-2 text-right tabular-nums">{row.sent}</td>
                    <td className="px-3 py-2 text-right tabular-nums">{row.pending}</td>
                    <td className="px-3 py-2 text-right tabular-nums">{row.failed}</td>
                    <td className="px-3 py-2 text-right">
                      {row.failed > 0 ? (
                        <Form method="post">
                          <input type="hidden" name="intent" value="retry-publication" />
                          <input type="hidden" name="publication" value={row.publication} />
                          <Button type="submit" variant="outline" size="sm" aria-label={copy.retryLabel(what)}>
                            {copy.retry}
                          </Button>
                        </Form>
                      ) : null}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
