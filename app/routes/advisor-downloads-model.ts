// GET /advisor/downloads/models/3.pdf: a model's one-page fact sheet, for a signed-in advisor.
import { pdfDownload, plainText } from "~/.server/downloads/download-headers";
import { advisorOnly } from "~/.server/accounts/advisor-only";
import { renderModelFactSheet } from "~/.server/pdf/model-fact-sheet";
import { projectionsOf } from "~/.server/zone-data/projections";
import { isoDay } from "~/.server/pdf/pdf-document";
import { downloadsCopy } from "~/content/downloads";
import { findModel } from "~/content/models";
import type { Route } from "./+types/advisor-downloads-model";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { advisor, headers: passOn } = await advisorOnly(request, context);
  const id = /^(\d{1,4})\.pdf$/.exec(params.file)?.[1];
  const model = findModel(id);
  if (!model) return plainText(404, downloadsCopy.unknownModel);
  const date = new Date();
  const pdf = await renderModelFactSheet({ model, date, projections: projectionsOf(advisor) });
  return pdfDownload(pdf, downloadsCopy.factSheetFile(model.id, isoDay(date)), passOn);
}
