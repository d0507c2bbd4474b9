import { ArrowRight } from "~/components/ui/icons/arrow-right";
import { Columns3 } from "~/components/ui/icons/columns-3";
import { useEffect, useRef } from "react";
import { Link, useLocation } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { TriangleAlert } from "~/components/ui/icons/triangle-alert";
import { questionnaireCopy as copy, type QuestionnaireCap, type QuestionnaireCeiling } from "~/content/questionnaire";
import { aboveLimitCopy } from "~/content/override-reasons";
import { neighbourZones, questionnairePath, questionnaireQuery, type Answers, type Score } from "~/lib/questionnaire-scoring";
import { comparePath } from "~/lib/zone-views";
import { zoneSearch, type AccountType, type ZoneNumber } from "~/lib/zones";
import { ProposalLink } from "./proposal-link";

type Props = {
  score: Score<QuestionnaireCap, QuestionnaireCeiling>;
  chosen: ZoneNumber;
  /** What the server said of a chosen zone above the answers' limit (aboveLimitNote). */
  aboveLimit: string | undefined;
  /** The server's paragraph on how the answers led to the suggestion (explainScore). */
  explanation: string;
  /** The server's note on answers that pull apart (conflictNote), if they do. */
  conflict: string | undefined;
  answers: Answers;
  account: AccountType;
};

/**
 * The suggestion, the paragraph that explains it, the advisor's choice when it differs, and the
 * ways on: the chosen zone in the Zone Navigator, a comparison with its neighbours and the
 * proposal; none for a zone above the answers' limit, which is saved with a reason first.
 */
export function QuestionnaireResult({ score, chosen, aboveLimit, explanation, conflict, answers, account }: Props) {
  const suggested = score.zone;
  const overridden = chosen !== suggested;
  const neighbours = neighbourZones(suggested, score.answersAllow);
  const compared = [...new Set([suggested, ...neighbours, chosen])].sort((a, b) => a - b);
  // After the answers are sent in the browser, the form they were in is drawn anew and the focus
  // is lost: it goes to the result, which a screen reader then reads. Not on a page's first load,
  // nor where the address names a place to go (a sign-in back to the save form).
  const heading = useRef<HTMLHeadingElement>(null);
  const { key, hash } = useLocation();
  useEffect(() => {
    if (key !== "default" && !hash && document.activeElement === document.body) heading.current?.focus({ preventScroll: true });
  }, [key, hash]);
  return (
    <Card tone="soft" className="p-6">
      <h2 ref={heading} tabIndex={-1} className="text-2xl font-semibold text-balance outline-none">
        {overridden ? copy.suggestedAndChosen(suggested, chosen) : copy.suggested(suggested)}
      </h2>
      <p className="mt-3 text-foreground">{explanation}</p>
      {conflict ? <Warning testId="answers-conflict">{conflict}</Warning> : null}
      {aboveLimit ? <Warning testId="above-limit">{`${aboveLimit} ${aboveLimitCopy.warning}`}</Warning> : null}
      {overridden ? (
        <p className="mt-2 text-sm print:hidden">
          <Link to={questionnairePath(answers, account)} className="font-medium text-primary underline hover:no-underline">
            {copy.backToSuggestion(suggested)}
          </Link>
        </p>
      ) : null}
      {/* A zone above the answers' limit is saved with the advisor's reason and its proposal comes
          from the saved view, with that record: no way on from here leaves the record behind. */}
      {aboveLimit ? null : (
        <div className="mt-5 flex flex-col gap-3 sm:flex-row sm:flex-wrap print:hidden">
          <Link to={`/zone-navigator${zoneSearch({ zone: chosen, account })}`} className={buttonVariants()}>
            {copy.openInNavigator(chosen)}
            <ArrowRight aria-hidden="true" />
          </Link>
          <Link
            to={comparePath(compared.map((zone) => ({ zone, account })))}
            className={buttonVariants({ variant: "outline", size: "wrap" })}
          >
            <Columns3 aria-hidden="true" />
            {overridden && !neighbours.includes(chosen) ? copy.compareChosen : copy.compareZones}
          </Link>
          <ProposalLink views={[{ zone: chosen, account }]} questionnaire={questionnaireQuery(answers, account, chosen)} />
        </div>
      )}
    </Card>
  );
}

/** A note the advisor should read before choosing: answers that pull apart, a zone above their limit. */
function Warning({ testId, children }: { testId: string; children: string }) {
  return (
    <p data-testid={testId} className="mt-3 flex gap-2 rounded-md border border-notice-border bg-notice-soft p-3 text-sm text-notice">
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>{children}</span>
    </p>
  );
}
