// GET /advisor/downloads/models/3.pdf: a model's one-page fact sheet, for a signed-in advisor;
// each download is recorded (app/.server/downloads/download-records.ts).
import { pdfDownload, plainText } from "~/.server/downloads/download-headers";
import { factSheetContentVersion, recordOrRefuse } from "~/.server/downloads/download-records";
import { advisorOnly } from "~/.server/accounts/advisor-only";
import { figuresAsOf, renderModelFactSheet } from "~/.server/pdf/model-fact-sheet";
import { projectionsOf } from "~/.server/zone-data/projections";
import { downloadsCopy } from "~/content/downloads";
import { publishedContentContext } from "~/.server/load-context";
import { findPublishedModel } from "~/.server/published/published";
import type { Route } from "./+types/downloads-model";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { headers: passOn, advisor, db } = await advisorOnly(request, context);
  const id = /^(\d{1,4})\.pdf$/.exec(params.file)?.[1];
  const content = context.get(publishedContentContext);
  const model = findPublishedModel(content, id);
  if (!model) return plainText(404, downloadsCopy.unknownModel);
  const date = new Date();
  const projections = projectionsOf(advisor);
  const pdf = await renderModelFactSheet({ model, date, projections, content });
  const refused = await recordOrRefuse(
    db,
    {
      document: pdf,
      kind: "fact-sheet",
      advisorId: advisor.id,
      subject: `model-${model.id}`,
      dataVersions: [],
      contentVersion: factSheetContentVersion(model, projections, content),
      at: date,
    },
    request,
  );
  if (refused) return refused;
  return pdfDownload(pdf, downloadsCopy.factSheetFile(model.id, figuresAsOf(model)), passOn);
}
