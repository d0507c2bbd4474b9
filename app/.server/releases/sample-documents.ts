// The printed documents' and the followers' mails' wording in a release of the fixed pages
// (ADR 0033): a visitor's proposal, the proposal an advisor hands a client from a questionnaire's
// result, the advisor's own copy of it, a model's fact sheet, and a signal's and an article's
// mail to a follower. Each is drawn by the code that draws it for a reader, from the example
// content and the built-in zone data, on a fixed day, so the same code draws the same words and a
// changed word makes a new release. What the desk publishes into them (a model's figures, a
// fund's facts, a signal, an article) is reviewed on the desk.
import { documentWords } from "~/.server/pdf/document-words";
import { renderModelFactSheet } from "~/.server/pdf/model-fact-sheet";
import { renderProposalPdf, type ProposalInput } from "~/.server/pdf/proposal-pdf";
import { exampleContent } from "~/.server/published/example-content";
import { builtInDataset } from "~/.server/zone-data/data-version";
import { presentView, projectionsOf } from "~/.server/zone-data/projections";
import { commentaryMailParts, signalMailParts } from "~/.server/signals/signal-mail";
import { suitabilityRules } from "~/content/questionnaire-limits";
import { questionnaireQuestions } from "~/content/questionnaire";
import { releaseEntries } from "~/content/releases";
import { builtInView } from "~/content/zones";
import { OVERRIDE_REASONS, readQuestionnaire, type SuitabilityRecord } from "~/lib/schemas/suitability";
import type { PublishedContent, PublishedSignal } from "~/lib/content-desk/contract";
import type { ZoneSelection } from "~/lib/zones";
import { sha256, type ReleasedPage } from "./page-words";

/** The day every sample is drawn on: the documents print their day, which must not make a release. */
export const SAMPLE_DAY = new Date("2026-01-15T15:00:00.000Z");

const { sample } = releaseEntries;
/**
 * The address the advisor's copy links the products to: an instance's own address is its
 * configuration, not its words, and a preview instance at another address must record the
 * release the live ones serve.
 */
const SAMPLE_SITE_URL = "https://site.example";

/** A questionnaire's result from its address; a sample's address that makes none is the code's mistake. */
function sampleResult(query: string) {
  const state = readQuestionnaire(suitabilityRules, query);
  if (!state) throw new Error("A sample questionnaire's answers do not make a result");
  return state;
}

/** Every question answered with the option `pick` chooses, for a qualified account, as a result's address carries them. */
const answered = (pick: (options: number) => number, chosen?: number) =>
  new URLSearchParams([
    ...questionnaireQuestions.map((question) => [question.id, question.options[pick(question.options.length)]!.value]),
    ["account", "qualified"],
    ...(chosen ? [["chosen", String(chosen)]] : []),
  ]).toString();

/** The most cautious answer to every question, which holds the client at zone 1, and zone 10 chosen. */
export const ABOVE_LIMIT_ANSWERS = answered(() => 0, 10);

/** A client's answers: the middle answer to every question. */
const middleAnswers = () => sampleResult(answered((options) => Math.floor(options / 2)));

/** The client of ABOVE_LIMIT_ANSWERS, with the advisor's reason. */
function aboveLimitRecord(): SuitabilityRecord {
  const reason = { code: OVERRIDE_REASONS[OVERRIDE_REASONS.length - 1]!, text: sample.reason };
  return { ...sampleResult(ABOVE_LIMIT_ANSWERS), reason, recordedAt: SAMPLE_DAY.toISOString() };
}

/** A client with a long horizon who would sell everything after a fall: answers that pull apart. */
export const PULLING_APART_ANSWERS =
  "horizon=8-years-or-more&income=none&fall=sell-all&experience=good&savings=quarter&goal=growth&account=qualified";

/** That client's record, the suggestion chosen. */
function pullingApartRecord(): SuitabilityRecord {
  return { ...sampleResult(PULLING_APART_ANSWERS), recordedAt: SAMPLE_DAY.toISOString() };
}

/** The fact sheets whose wording differs: a model with targets, one with statistics, one with performance, and the first. */
function factSheetModels({ models, modelTargets }: PublishedContent) {
  const shapes = [
    models.find((model) => (modelTargets[model.id]?.length ?? 0) > 0),
    models.find((model) => model.statsDates !== undefined),
    models.find((model) => model.performance !== undefined),
    models[0],
  ];
  return shapes.filter(
    (model, index): model is NonNullable<typeof model> => !!model && shapes.findIndex((other) => other?.id === model.id) === index,
  );
}

const view = (selection: ZoneSelection) => ({ ...builtInView(selection), dataVersion: builtInDataset().version });

/** Each sample's name and how it is drawn. */
function samples(): { name: string; draw: () => Promise<Buffer> }[] {
  const content = exampleContent();
  const result = middleAnswers();
  const advised: ProposalInput = {
    views: [view({ zone: result.chosen, account: result.account })],
    advisor: sample.advisor,
    clientLabel: sample.clientLabels[0],
    siteUrl: SAMPLE_SITE_URL,
    date: SAMPLE_DAY,
    questionnaire: { answers: result.answers, suggested: result.suggested, chosen: result.chosen },
  };
  const above = aboveLimitRecord();
  const aboveSaved: ProposalInput = {
    ...advised,
    views: [view({ zone: above.chosen, account: above.account })],
    clientLabel: sample.clientLabels[1],
    questionnaire: undefined,
    suitability: above,
  };
  return [
    {
      name: releaseEntries.visitorProposal,
      draw: () => {
        const projections = projectionsOf(undefined);
        return renderProposalPdf({
          views: [presentView(view({ zone: 5, account: "non-qualified" }), projections)],
          date: SAMPLE_DAY,
          projections,
        });
      },
    },
    { name: releaseEntries.clientProposal, draw: () => renderProposalPdf(advised) },
    {
      name: releaseEntries.aboveLimitProposal,
      draw: () => renderProposalPdf(aboveSaved),
    },
    {
      name: releaseEntries.advisorCopy,
      draw: () => renderProposalPdf({ ...aboveSaved, copy: "advisor" }),
    },
    {
      name: releaseEntries.pullingApartCopy,
      draw: () => {
        const record = pullingApartRecord();
        const views = [view({ zone: record.chosen, account: record.account })];
        return renderProposalPdf({ ...aboveSaved, views, suitability: record, copy: "advisor" });
      },
    },
    {
      name: releaseEntries.illustration,
      draw: () =>
        renderProposalPdf({
          ...advised,
          questionnaire: undefined,
          views: [view({ zone: 3, account: "qualified" }), view({ zone: 7, account: "non-qualified" })],
        }),
    },
    ...factSheetModels(content).map((model) => ({
      name: releaseEntries.factSheet(model.name),
      draw: () => renderModelFactSheet({ model, date: SAMPLE_DAY, projections: "shown", content }),
    })),
  ];
}

/**
 * A signal, which the example content has none of: the first model moving five points between
 * the firm's first two funds, with a line where the desk's reasoning goes.
 */
function sampleSignal({ models, funds }: PublishedContent): PublishedSignal | undefined {
  const [model] = models;
  const [first, second] = funds;
  if (!model || !first || !second) return undefined;
  return {
    id: "sample",
    modelId: model.id,
    effectiveDate: SAMPLE_DAY.toISOString().slice(0, 10),
    title: sample.signalTitle,
    trades: [
      { ticker: first.ticker, name: first.name, before: 50, after: 55 },
      { ticker: second.ticker, name: second.name, before: 50, after: 45 },
    ],
    reasoning: sample.signalReasoning,
    publishedAt: SAMPLE_DAY.toISOString(),
    versionId: "sample",
  };
}

/** The mails to followers that carry what the firm publishes: their text part, for one sample follower. */
function sampleMails(): { name: string; text: string }[] {
  const content = exampleContent();
  const signal = sampleSignal(content);
  const follower = { firstName: sample.advisor.firstName, unsubscribeUrl: `${SAMPLE_SITE_URL}/unsubscribe` };
  return [
    ...(signal ? [{ name: releaseEntries.signalMail(signal.title), text: signalMailParts(signal, SAMPLE_SITE_URL)(follower).text }] : []),
    ...content.articles.slice(0, 1).map((article) => ({
      name: releaseEntries.articleMail(article.meta.title),
      text: commentaryMailParts(article, SAMPLE_SITE_URL)(follower).text,
    })),
  ];
}

/** The words of each sample document and mail, an entry of the release each. */
export async function sampleDocumentWords(): Promise<ReleasedPage[]> {
  const pages: ReleasedPage[] = [];
  for (const { name, draw } of samples()) {
    const text = await documentWords(draw);
    pages.push({ path: name, sha256: sha256(text), text });
  }
  for (const { name, text } of sampleMails()) pages.push({ path: name, sha256: sha256(text), text });
  return pages;
}
