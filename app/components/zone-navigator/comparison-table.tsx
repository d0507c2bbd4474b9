import type { ReactNode } from "react";
import { Link } from "react-router";
import { AllocationShare, allocationLines } from "~/components/zone-navigator/allocation-share";
import { ProspectusNote } from "~/components/products/prospectus-note";
import { ZoneProductLinks } from "~/components/zone-navigator/zone-products";
import { zoneProductsCopy } from "~/content/zone-products";
import type { ZoneProduct } from "~/lib/zone-products";
import { zoneCategoryClasses } from "~/components/zone-navigator/zone-colors";
import { compareCopy as copy, viewName } from "~/content/zone-compare";
import { expectedReturnPeriod, feeBasisCopy, zoneProjectionBasis } from "~/content/hypothetical";
import { accountTypeCopy, zoneCategoryLegend } from "~/content/zones";
import { comparePath, sameView } from "~/lib/zone-views";
import type { ZoneProfile } from "~/lib/zone-projections";
import { zoneCategory, zoneSearch, type AllocationItem, type ZoneSelection } from "~/lib/zones";
import { cn } from "~/lib/utils";

export type ComparedView = { selection: ZoneSelection; zone: ZoneProfile; allocation: AllocationItem[]; products: ZoneProduct[] };

// Written out so the stylesheet holds each width: the row headings plus 10rem per view.
const tableWidths: Record<number, string> = { 1: "min-w-[18rem]", 2: "min-w-[28rem]", 3: "min-w-[38rem]", 4: "min-w-[48rem]" };

/** The row headings' column: in place while the views scroll under it, with a line where they do. */
const stickyColumn = "sticky left-0 z-10 bg-card shadow-[1px_0_0_var(--color-border)]";

type Row = { label: string; cell: (view: ComparedView) => ReactNode; marked?: boolean };
/** Rows in a body of their own; with a heading, a row group (the allocation's lines). */
type Group = { key: string; heading?: string; rows: Row[] };

/** The two projection rows, for views whose projections the reader is shown. */
const projectionRows: Row[] = [
  {
    label: `${copy.rows.expectedReturn} ${expectedReturnPeriod}, ${feeBasisCopy.short[zoneProjectionBasis]}`,
    cell: ({ zone }) => (zone.projections === "shown" ? <Figure value={zone.expectedreturn} /> : null),
    marked: true,
  },
  {
    label: `${copy.rows.maxDrawdown}, ${feeBasisCopy.short[zoneProjectionBasis]}`,
    cell: ({ zone }) => (zone.projections === "shown" ? <Figure value={zone.maxdrawdown} /> : null),
    marked: true,
  },
];

/**
 * The views side by side as one table: a column per view, a row per figure, so each figure
 * lines up with its neighbours; the allocation a row group with a row per line (the largest
 * across the views first), so one asset class reads across. On a narrow screen the table
 * scrolls inside its own region and the row headings stay in place. Without projections
 * (hidden from this reader) their rows are left out. `removable` offers to take a view out of
 * the comparison (not on a saved view).
 */
export function ComparisonTable({ views, removable = true }: { views: ComparedView[]; removable?: boolean }) {
  const shown = views.every((view) => view.zone.projections === "shown");
  const groups: Group[] = [
    {
      key: "figures",
      rows: [
        { label: copy.rows.riskLevel, cell: (view) => view.zone.risklevel },
        { label: copy.rows.timeHorizon, cell: (view) => view.zone.timehorizon },
        { label: copy.rows.accountType, cell: (view) => accountTypeCopy[view.selection.account].label },
        ...(shown ? projectionRows : []),
        { label: copy.rows.category, cell: (view) => <Category selection={view.selection} /> },
      ],
    },
    {
      key: "allocation",
      heading: copy.rows.allocation,
      rows: allocationLines(views.map((view) => view.allocation)).map((line, row) => ({
        label: line,
        cell: (view) => <AllocationShare allocation={view.allocation} line={line} row={row} />,
      })),
    },
    { key: "products", rows: [{ label: zoneProductsCopy.rowLabel, cell: (view) => <ZoneProductLinks products={view.products} /> }] },
  ];
  return (
    <>
      {views.length > 1 ? (
        // Where the table is wider than the screen: two views need 27rem, three or four 37-47rem.
        <p aria-hidden="true" className={cn("mb-2 text-xs text-muted-foreground", views.length === 2 ? "sm:hidden" : "md:hidden")}>
          {copy.scrollHint}
        </p>
      ) : null}
      <div
        role="region"
        aria-label={copy.scrollRegion}
        tabIndex={0}
        className={cn(
          "overflow-x-auto rounded-lg border border-border bg-card shadow-sm print:overflow-visible",
          views.length === 1 && "max-w-2xl",
        )}
      >
        <table className={cn("w-full table-fixed border-collapse text-left text-sm", tableWidths[views.length])}>
          <caption className="sr-only">{copy.tableCaption}</caption>
          <colgroup>
            <col className="w-32 sm:w-44" />
            {views.map((view) => (
              <col key={viewName(view.selection)} />
            ))}
          </colgroup>
          <thead>
            <tr className="border-b border-border">
              {/* Above the cells scrolled under it, their positioned links too. */}
              <td className={stickyColumn} />
              {views.map((view) => (
                <th key={viewName(view.selection)} scope="col" className="px-3 py-4 align-top font-normal sm:px-4">
                  <ViewHeading view={view} others={removable ? views : undefined} />
                </th>
              ))}
            </tr>
          </thead>
          {groups.map((group) => (
            <tbody key={group.key} className="border-b border-border last:border-b-0">
              {group.heading ? (
                <tr>
                  <th scope="rowgroup" colSpan={views.length + 1} className="px-3 pt-4 text-left font-semibold text-foreground sm:px-4">
                    <span className="sticky left-3 inline-block sm:left-4">{group.heading}</span>
                  </th>
                </tr>
              ) : null}
              {group.rows.map((row) => (
                <tr key={row.label} className="border-b border-border last:border-b-0">
                  <th scope="row" className={cn(stickyColumn, "px-3 py-4 align-top font-semibold text-muted-foreground sm:px-4")}>
                    {row.label}
                    {row.marked ? <span aria-hidden="true">*</span> : null}
                  </th>
                  {views.map((view) => (
                    <td key={viewName(view.selection)} className="px-3 py-4 align-top text-foreground sm:px-4">
                      {row.cell(view)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          ))}
        </table>
      </div>
      {views.some((view) => view.products.some((product) => product.kind === "etf")) ? <ProspectusNote className="mt-3 max-w-3xl" /> : null}
    </>
  );
}

/** A view's column heading; with `others`, a link to the comparison without this view. */
function ViewHeading({ view, others }: { view: ComparedView; others?: ComparedView[] }) {
  const name = viewName(view.selection);
  const rest = others?.filter((other) => !sameView(other.selection, view.selection)).map((other) => other.selection);
  return (
    <div className="flex flex-col gap-1.5">
      <span className={cn("font-serif text-xl font-semibold", zoneCategoryClasses[zoneCategory(view.selection.zone)].text)}>
        Zone {view.selection.zone}
      </span>
      <span className="text-sm font-semibold text-foreground">{accountTypeCopy[view.selection.account].toggle}</span>
      <span className="flex flex-wrap gap-x-3 gap-y-1 text-sm print:hidden">
        {/* Relative: the hidden name stays inside the table's scrolling region. */}
        <Link to={`/zone-navigator${zoneSearch(view.selection)}`} className="relative text-primary underline hover:no-underline">
          {copy.open.start}
          <span className="sr-only"> {name}</span> {copy.open.end}
        </Link>
        {rest ? (
          <Link
            to={comparePath(rest)}
            aria-label={copy.removeLabel(name)}
            className="text-primary underline hover:no-underline"
            preventScrollReset
          >
            {copy.remove}
          </Link>
        ) : null}
      </span>
    </div>
  );
}

function Figure({ value }: { value: string }) {
  return <span className="font-serif text-2xl font-semibold text-ink">{value}</span>;
}

function Category({ selection }: { selection: ZoneSelection }) {
  const category = zoneCategory(selection.zone);
  const legend = zoneCategoryLegend[category];
  return (
    <span className="flex flex-col">
      <span className={cn("font-semibold", zoneCategoryClasses[category].text)}>{legend.name}</span>
      <span className="text-muted-foreground">{legend.zones}</span>
    </span>
  );
}
