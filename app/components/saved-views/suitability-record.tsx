import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { ClipboardList } from "~/components/ui/icons/clipboard-list";
import { questionnaireAgainPath, suitabilityCopy as copy } from "~/content/suitability";
import { AnsweredQuestions } from "./answered-questions";
import { accountTypeCopy } from "~/content/zones";
import type { SuitabilityRecord as Record } from "~/lib/schemas/suitability";

/** A saved questionnaire result's record: the answers, the suggestion, the choice, the reason, any answers that pull apart, and when. */
export function SuitabilityRecord({ record }: { record: Record }) {
  return (
    <section
      aria-labelledby="suitability-title"
      className="rounded-lg border border-border bg-card p-6 shadow-sm"
      data-slot="suitability-record"
    >
      <h2 id="suitability-title" className="text-xl font-semibold">
        {copy.title}
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">{copy.lead}</p>
      <dl className="mt-4 grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold">{copy.suggested}</dt>
        <dd>{copy.zone(record.suggested)}</dd>
        <dt className="font-semibold">{copy.chosen}</dt>
        <dd>{copy.zone(record.chosen)}</dd>
        <dt className="font-semibold">{copy.account}</dt>
        <dd>{accountTypeCopy[record.account].label}</dd>
        <dt className="font-semibold">{copy.reasonLabel}</dt>
        <dd>{record.reason ? copy.reasonOf(record.reason.code, record.reason.text, record.chosen > record.suggested) : copy.noOverride}</dd>
        {record.conflict ? (
          <>
            <dt className="font-semibold">{copy.conflictLabel}</dt>
            <dd data-testid="suitability-conflict">{copy.conflictUnderLabel(record.conflict.text)}</dd>
          </>
        ) : null}
        {record.aboveLimit ? (
          <>
            <dt className="font-semibold">{copy.aboveLimitLabel}</dt>
            <dd data-testid="suitability-above-limit">{record.aboveLimit.text}</dd>
          </>
        ) : null}
        <dt className="font-semibold">{copy.recordedAt}</dt>
        <dd>{copy.recordedOn(record.recordedAt)}</dd>
      </dl>
      <h3 className="mt-5 font-semibold">{copy.answersTitle}</h3>
      <AnsweredQuestions answers={record.answers} className="text-sm" />
      <p className="mt-5 print:hidden">
        <Link to={questionnaireAgainPath(record)} className={buttonVariants({ variant: "outline" })}>
          <ClipboardList aria-hidden="true" />
          {copy.takeAgain}
        </Link>
      </p>
    </section>
  );
}
