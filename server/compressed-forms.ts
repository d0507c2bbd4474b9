// A page's body in the encodings the server sends, each made once (ADR 0026). Gzip is made when
// first asked for (a few milliseconds). Brotli's smallest form (quality 11: 15-17 % smaller than
// gzip on these pages, which is what brings a page under the first TCP window) takes about 125 ms
// for the Zone Navigator's 90 KB: it is made off the main thread, one page at a time, and sent
// from then on; until it is ready the client gets gzip. It is made only for a page the server
// keeps, and at most MAX_WAITING wait their turn: a flood of new addresses (the render cache
// keys on the query too) cannot queue work and memory without end; the pages past the limit stay
// gzip until a later request finds room.
import { brotliCompress, constants, gzipSync } from "node:zlib";
import { oneAfterAnother } from "~/.server/one-after-another";

export type CompressedForms = {
  readonly identity: Buffer;
  readonly gzip: Buffer;
  /** Brotli's smallest form, once made; asking starts making it (for a page kept, while there is room). */
  readonly br: Buffer | undefined;
  /** Where brotli's smallest form stands. */
  readonly smallest: "not started" | "making" | "made";
  /** Brotli's smallest form, made if it was not asked for yet. */
  brotli(): Promise<Buffer>;
};

/** Brotli compressions run one after another: a burst of new pages cannot fill the thread pool that hashing and files share. */
const inTurn = oneAfterAnother();
/** Compressions asked for and not finished. */
let waiting = 0;
export const MAX_WAITING = 16;

function smallestBrotli(identity: Buffer): Promise<Buffer> {
  waiting += 1;
  return inTurn(
    () =>
      new Promise<Buffer>((resolve, reject) =>
        brotliCompress(
          identity,
          {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
              [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
            },
          },
          (error, result) => {
            waiting -= 1;
            if (error) reject(error);
            else resolve(result);
          },
        ),
      ),
  );
}

/** `kept`: the server sends this page again (a page answered once gets gzip only). */
export function compressedForms(identity: Buffer, { kept = true }: { kept?: boolean } = {}): CompressedForms {
  let gzip: Buffer | undefined;
  let br: Buffer | undefined;
  let making: Promise<Buffer> | undefined;
  const brotli = () =>
    (making ??= smallestBrotli(identity).then((made) => {
      br = made;
      return made;
    }));
  return {
    identity,
    get gzip() {
      return (gzip ??= gzipSync(identity, { level: 9 }));
    },
    get br() {
      if (!making && (!kept || waiting >= MAX_WAITING)) return undefined;
      // A failed compression leaves the page to gzip; it is not tried again.
      brotli().catch(() => undefined);
      return br;
    },
    get smallest() {
      return br ? "made" : making ? "making" : "not started";
    },
    brotli,
  };
}

/** The best encoding the client accepts among the ones offered, in the order offered. */
export function chooseEncoding(acceptEncoding: string | undefined, offered: ("br" | "gzip")[]): "br" | "gzip" | "identity" {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? "").split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
    if (name) accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const weight = (name: string) => accepted.get(name) ?? accepted.get("*") ?? 0;
  return offered.find((encoding) => weight(encoding) > 0) ?? "identity";
}

/** What to send a client with this Accept-Encoding: brotli once made, else gzip, else the body as it is. */
export function encodedBody(
  forms: CompressedForms,
  acceptEncoding: string | undefined,
): { encoding: "br" | "gzip" | "identity"; body: Buffer } {
  if (chooseEncoding(acceptEncoding, ["br"]) === "br") {
    const br = forms.br;
    if (br) return { encoding: "br", body: br };
  }
  const encoding = chooseEncoding(acceptEncoding, ["gzip"]);
  return encoding === "gzip" ? { encoding, body: forms.gzip } : { encoding: "identity", body: forms.identity };
}
