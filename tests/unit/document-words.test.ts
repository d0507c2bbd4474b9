// The documents' words in a release (ADR 0033): each text a document writes, in order, a piece
// written with `continued` joined to the next; only documents that are ended; and the sample
// documents drawn from fixed inputs, so that the same code gives the same words.
import { describe, expect, it } from "vitest";
import { documentWords } from "~/.server/pdf/document-words";
import { createDocument, finish } from "~/.server/pdf/pdf-document";
import { SAMPLE_DAY, sampleDocumentWords } from "~/.server/releases/sample-documents";
import { exampleContent } from "~/.server/published/example-content";
import { proposalCopy } from "~/content/proposal";
import { commentaryMailCopy, firmMailDocuments, signalMailCopy } from "~/content/signal-mails";
import { suitabilityCopy } from "~/content/suitability";
import { formatDate } from "~/lib/format-date";
import { flatten } from "../support/pdf-text";

const info = { title: "A document", subject: "Words", date: SAMPLE_DAY };

describe("the words of a document", () => {
  it("are each text it wrote, in order, a continued piece joined to the next; a draft never ended adds none", async () => {
    const words = await documentWords(async () => {
      const draft = await createDocument(info);
      draft.text("A draft laid out to measure.");
      const doc = await createDocument(info);
      doc.text("Prepared for:   ", { continued: true }).text("Client A");
      doc.text("Second\nline.");
      return finish(doc);
    });
    expect(words).toBe("Prepared for: Client A\nSecond line.");
  });

  it("are not kept for a document drawn outside", async () => {
    const outside = await createDocument(info);
    outside.text("Drawn for a reader.");
    await finish(outside);
    expect(await documentWords(async () => undefined)).toBe("");
  });
});

describe("the sample documents", () => {
  it("are a visitor's proposal, two clients', an advisor's copy, the fact sheets of each shape and the mails to followers, dated on the sample day, the same each time", async () => {
    const samples = await sampleDocumentWords();
    const [article] = exampleContent().articles;
    const byName = (start: string) => samples.filter((sample) => sample.path.startsWith(start));
    expect(samples.map((sample) => sample.path)).toEqual([
      "a visitor's proposal (PDF; sample: zone 5, taxable account)",
      "a proposal an advisor hands a client (PDF; sample: from a questionnaire's result)",
      "a proposal an advisor hands a client (PDF; sample: a zone chosen above the answers' limit)",
      "an advisor's own copy of a client's proposal (PDF; sample: a zone chosen above the answers' limit, with its suitability record)",
      "an advisor's own copy of a client's proposal (PDF; sample: answers that pull apart, with its suitability record)",
      "an advisor's illustration with no questionnaire on record (PDF; sample: two zones compared)",
      ...byName("a model's fact sheet").map((sample) => sample.path),
      "a signal to a follower (mail; sample: a change of two holdings)",
      `an article to a follower (mail; sample: ${article!.meta.title})`,
    ]);
    const [visitor, client, above, advisor, pullingApart, illustration] = samples.map((sample) => sample.text);
    const [signalMail, articleMail] = samples.slice(-2).map((sample) => sample.text);
    // A mail's text part, with its disclosures and the firm's documents.
    expect(signalMail).toContain(signalMailCopy.disclosure);
    expect(articleMail).toContain(commentaryMailCopy.disclosures[0]);
    for (const line of firmMailDocuments) expect(signalMail).toContain(line);
    expect(visitor).toContain(proposalCopy.generalIllustration);
    // The client's copy prints the client's answers, never the advisor's internal record.
    expect(client).toContain(proposalCopy.questionnaire.title);
    expect(client).not.toContain(suitabilityCopy.title);
    // A zone above the answers' limit: the client is told, the advisor's copy keeps the reason.
    expect(above).toContain(flatten(proposalCopy.aboveLimit(10, 1)));
    expect(advisor).toContain(suitabilityCopy.title);
    expect(advisor).toContain("The advisor's reason, in the advisor's own words.");
    expect(pullingApart).toContain(suitabilityCopy.conflictLabel);
    // An advisor's document with nothing on record: an illustration of two zones, for no client.
    expect(illustration).toContain(flatten(proposalCopy.intro("unassessed", false)));
    expect(illustration).not.toContain(proposalCopy.preparedFor);
    for (const zone of ["Zone 3", "Zone 7"]) expect(illustration).toContain(zone);
    // A fact sheet with the models' hypothetical targets, and one per other shape of figures.
    const sheets = byName("a model's fact sheet");
    expect(sheets.length).toBeGreaterThanOrEqual(2);
    expect(sheets.some((sheet) => /Hypothetical/.test(sheet.text))).toBe(true);
    for (const text of [visitor, client, above, advisor]) expect(text).toContain(formatDate(SAMPLE_DAY.toISOString().slice(0, 10)));
    expect((await sampleDocumentWords()).map((sample) => sample.sha256)).toEqual(samples.map((sample) => sample.sha256));
  });
});
