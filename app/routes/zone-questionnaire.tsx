import { data } from "react-router";
import type { Route } from "./+types/zone-questionnaire";
import { SaveForClient } from "~/components/saved-views/save-for-client";
import { SuitabilityFields } from "~/components/saved-views/suitability-fields";
import { saveForClientCopy } from "~/content/save-for-client";
import { AllocationCard } from "~/components/zone-navigator/allocation-card";
import { AssumptionsSection } from "~/components/zone-navigator/assumptions-section";
import { DatasetLine } from "~/components/zone-navigator/dataset-line";
import { ZoneProducts } from "~/components/zone-navigator/zone-products";
import { NeighbourZones } from "~/components/zone-navigator/neighbour-zones";
import { QuestionnaireForm } from "~/components/zone-navigator/questionnaire-form";
import { QuestionnaireMethod } from "~/components/zone-navigator/questionnaire-method";
import { QuestionnaireResult } from "~/components/zone-navigator/questionnaire-result";
import { ZoneCategoryCard } from "~/components/zone-navigator/zone-category-card";
import { ZoneDetailsCard } from "~/components/zone-navigator/zone-details-card";
import { ZoneNotice } from "~/components/zone-navigator/zone-notice";
import { ZoneOverrideForm } from "~/components/zone-navigator/zone-override-form";
import { sitePages as pages } from "~/content/site-pages";
import { conflictNote, explainScore, questionnaireCopy as copy, questionnaireMethod, questionnaireRules } from "~/content/questionnaire";
import { aboveLimitNote } from "~/content/questionnaire-limits";
import { zoneDataContext } from "~/.server/load-context";
import { presentView, projectionsFor, projectionsHeaders, zonePageHeaders } from "~/.server/zone-data/projections";
import { loadViews, viewsCacheControl, viewsNotices } from "~/.server/zone-data/views";
import { zoneFacts } from "~/lib/zone-projections";
import { pageMeta } from "~/lib/meta";
import { neighbourZones, readAnswers, scoreAnswers } from "~/lib/questionnaire-scoring";
import { isZoneNumber, parseZoneSelection } from "~/lib/zones";
import { placeholderHeight } from "~/lib/placeholder-height";

export const meta = () => pageMeta(pages["/zone-navigator/questionnaire"]);

/**
 * The questions, or, once every one is answered, the result: the suggested zone, the zone the
 * advisor chose (`chosen`, the suggestion unless given), that zone's view and the neighbours of
 * the suggestion, all from the zone-data service. The address holds the whole state.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const { answers, missing } = readAnswers(questionnaireRules, params);
  const { account } = parseZoneSelection(params);
  if (missing.length > 0 || params.has("review")) {
    const submitted = [...questionnaireRules.questions.map((question) => question.id), "account"].some((id) => params.has(id));
    return data({ state: "questions" as const, answers, account, missing: submitted ? missing : [], method: questionnaireMethod() });
  }
  const score = scoreAnswers(questionnaireRules, answers);
  const rawChosen = Number(params.get("chosen"));
  const chosen = isZoneNumber(rawChosen) ? rawChosen : score.zone;
  const decision = await projectionsFor(request, context);
  const [view, ...neighbours] = await loadViews(
    [chosen, ...neighbourZones(score.zone, score.answersAllow)].map((zone) => ({ zone, account })),
    context.get(zoneDataContext),
  );
  const views = [view!, ...neighbours];
  return data(
    {
      state: "result" as const,
      method: questionnaireMethod(),
      answers,
      account,
      score,
      chosen,
      aboveLimit: aboveLimitNote(score, chosen),
      // Its words, as the method's: the page's script need not carry the caps' and bands' sentences.
      explanation: explainScore(score),
      conflict: conflictNote(score),
      view: presentView(view!, decision.projections),
      neighbours: neighbours.map((neighbour) => zoneFacts(neighbour.zone)),
      notices: viewsNotices(views),
    },
    { headers: projectionsHeaders(decision, viewsCacheControl(views)) },
  );
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return zonePageHeaders(loaderHeaders, "public, max-age=0, s-maxage=300");
}

export default function ZoneQuestionnairePage({ loaderData }: Route.ComponentProps) {
  const formKey = JSON.stringify([loaderData.answers, loaderData.account]);
  return (
    <div className="flex-1 bg-muted">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-10 sm:px-6 lg:px-8">
        <header>
          <h1 className="text-3xl font-semibold sm:text-4xl">{copy.title}</h1>
          <p className="mt-2 max-w-3xl text-lg text-muted-foreground">{copy.lead}</p>
        </header>

        {loaderData.state === "result" ? (
          <>
            <QuestionnaireResult
              score={loaderData.score}
              chosen={loaderData.chosen}
              aboveLimit={loaderData.aboveLimit}
              explanation={loaderData.explanation}
              conflict={loaderData.conflict}
              answers={loaderData.answers}
              account={loaderData.account}
            />
            <ZoneNotice messages={loaderData.notices} />
            <div className="grid gap-6 lg:grid-cols-2">
              <ZoneDetailsCard selection={loaderData.view.selection} record={loaderData.view.zone} />
              <AllocationCard selection={loaderData.view.selection} items={loaderData.view.allocation} />
            </div>
            <DatasetLine views={[loaderData.view]} className="-mt-3" />
            <ZoneProducts products={loaderData.view.products} />
            <div className="below-first-screen flex flex-col gap-6" style={placeholderHeight(220)}>
              <ZoneCategoryCard selection={loaderData.view.selection} record={loaderData.view.zone} />
              {loaderData.neighbours.length > 0 ? (
                <NeighbourZones
                  neighbours={loaderData.neighbours}
                  chosen={loaderData.chosen}
                  answers={loaderData.answers}
                  account={loaderData.account}
                />
              ) : null}
              <ZoneOverrideForm
                answers={loaderData.answers}
                account={loaderData.account}
                suggested={loaderData.score.zone}
                chosen={loaderData.chosen}
              />
              <SaveForClient
                views={[loaderData.view]}
                defaultNote={saveForClientCopy.questionnaireNote(loaderData.score.zone, loaderData.chosen)}
                extraFields={(state) => (
                  <SuitabilityFields
                    questionnaire={new URLSearchParams({
                      ...loaderData.answers,
                      account: loaderData.account,
                      chosen: String(loaderData.chosen),
                    }).toString()}
                    suggested={loaderData.score.zone}
                    chosen={loaderData.chosen}
                    aboveLimit={loaderData.aboveLimit !== undefined}
                    {...state}
                  />
                )}
              />
              <details className="rounded-lg border border-border bg-card p-6 shadow-sm print:hidden">
                <summary className="cursor-pointer font-serif text-xl font-semibold text-ink">{copy.changeAnswers}</summary>
                <div className="mt-4">
                  <QuestionnaireForm
                    key={formKey}
                    answers={loaderData.answers}
                    account={loaderData.account}
                    missing={[]}
                    submitLabel={copy.update}
                  />
                </div>
              </details>
              <QuestionnaireMethod paragraphs={loaderData.method} />
              <AssumptionsSection />
            </div>
          </>
        ) : (
          <div className="grid gap-6 lg:grid-cols-3">
            <section aria-labelledby="questions-title" className="rounded-lg border border-border bg-card p-6 shadow-sm lg:col-span-2">
              <h2 id="questions-title" className="sr-only">
                {copy.formTitle}
              </h2>
              <QuestionnaireForm
                key={formKey}
                answers={loaderData.answers}
                account={loaderData.account}
                missing={loaderData.missing}
                submitLabel={copy.submit}
              />
            </section>
            {/* The method, with the caps and the horizon's ceilings, is about 86rem tall on a 360 px phone. */}
            <QuestionnaireMethod paragraphs={loaderData.method} className="below-first-screen lg:pt-2" style={placeholderHeight(92)} />
          </div>
        )}
      </div>
    </div>
  );
}
