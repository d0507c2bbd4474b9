// The headers of a generated file: saved under its own name, never kept by a shared cache, never
// indexed by a search engine (a proposal is made for one reader).

export function downloadHeaders(contentType: string, filename: string, passOn?: Headers): Headers {
  const headers = new Headers(passOn);
  headers.set("Content-Type", contentType);
  headers.set("Content-Disposition", `attachment; filename="${filename}"`);
  headers.set("Cache-Control", "private, no-store");
  headers.set("X-Robots-Tag", "noindex, nofollow");
  return headers;
}

/** A plain-text refusal (a bad request, an unknown file). */
export function plainText(status: number, message: string): Response {
  return new Response(`${message}\n`, {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}

/** A generated PDF, to be saved under `filename`. */
export function pdfDownload(pdf: Buffer, filename: string, passOn?: Headers): Response {
  const headers = downloadHeaders("application/pdf", filename, passOn);
  headers.set("Content-Length", String(pdf.byteLength));
  return new Response(new Uint8Array(pdf), { status: 200, headers });
}
