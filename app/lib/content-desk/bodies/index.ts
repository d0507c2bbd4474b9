// Every kind's body schema and item key schema, by kind: what check.ts parses a version with.
import type { z } from "zod";
import type { ContentKind } from "../contract";
import { commentaryBodySchema, commentaryKeySchema } from "./commentary";
import { fundFactsBodySchema, fundKeySchema } from "./fund-facts";
import { mediaBodySchema, mediaKeySchema } from "./media";
import { modelFiguresBodySchema, modelKeySchema } from "./model-figures";
import { signalBodySchema, signalKeySchema } from "./signal";
import { zoneDataBodySchema, zoneDataKeySchema } from "./zone-data";

export type { CommentaryBody } from "./commentary";
export type { FundFactsBody } from "./fund-facts";
export type { MediaBody } from "./media";
export type { ModelFiguresBody } from "./model-figures";
export type { SignalBody } from "./signal";
export type { ZoneDataBody } from "./zone-data";

export const bodySchemas = {
  commentary: commentaryBodySchema,
  media: mediaBodySchema,
  "model-figures": modelFiguresBodySchema,
  "fund-facts": fundFactsBodySchema,
  "zone-data": zoneDataBodySchema,
  signal: signalBodySchema,
} as const satisfies Record<ContentKind, z.ZodType>;

export const itemKeySchemas = {
  commentary: commentaryKeySchema,
  media: mediaKeySchema,
  "model-figures": modelKeySchema,
  "fund-facts": fundKeySchema,
  "zone-data": zoneDataKeySchema,
  signal: signalKeySchema,
} as const satisfies Record<ContentKind, z.ZodType>;

/** The parsed body of each kind. */
export type BodyOf<K extends ContentKind> = z.infer<(typeof bodySchemas)[K]>;
