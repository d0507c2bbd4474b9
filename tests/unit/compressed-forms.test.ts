import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { chooseEncoding, compressedForms, encodedBody, MAX_WAITING } from "../../server/compressed-forms";

describe("chooseEncoding", () => {
  it("prefers brotli, then gzip, as the client allows", () => {
    expect(chooseEncoding("gzip, deflate, br", ["br", "gzip"])).toBe("br");
    expect(chooseEncoding("gzip", ["br", "gzip"])).toBe("gzip");
    expect(chooseEncoding("br;q=0, gzip;q=0.5", ["br", "gzip"])).toBe("gzip");
    expect(chooseEncoding("*", ["gzip"])).toBe("gzip");
    expect(chooseEncoding(undefined, ["br", "gzip"])).toBe("identity");
    expect(chooseEncoding("identity", ["br", "gzip"])).toBe("identity");
  });
});

// A page of the size and repetition of the site's: markup, then the same words as data.
const rows = Array.from({ length: 400 }, (_, i) => `<tr><td>Zone ${i % 10}</td><td>${(i * 1.37).toFixed(2)} %</td></tr>`).join("");
const html = `<!DOCTYPE html><html><head><title>Zone</title></head><body><table>${rows}</table><script>${JSON.stringify(rows)}</script></body></html>`;

describe("a page's compressed forms", () => {
  it("are gzip for a browser that takes brotli until brotli's smallest form is made, then brotli, smaller", async () => {
    const forms = compressedForms(Buffer.from(html));
    const first = encodedBody(forms, "gzip, deflate, br, zstd");
    expect(first.encoding).toBe("gzip");
    expect(gunzipSync(first.body).toString()).toBe(html);
    const br = await forms.brotli();
    const later = encodedBody(forms, "gzip, deflate, br, zstd");
    expect(later.encoding).toBe("br");
    expect(later.body).toBe(br);
    expect(brotliDecompressSync(later.body).toString()).toBe(html);
    expect(later.body.length).toBeLessThan(first.body.length * 0.9);
  });

  it("are made once each, however often asked for", async () => {
    const forms = compressedForms(Buffer.from(html));
    expect(forms.gzip).toBe(forms.gzip);
    expect(forms.brotli()).toBe(forms.brotli());
    expect(await forms.brotli()).toBe(forms.br);
  });

  it("stay gzip for a browser that takes only gzip, and the page as it is for one that takes none", async () => {
    const forms = compressedForms(Buffer.from(html));
    await forms.brotli();
    expect(encodedBody(forms, "gzip, deflate").encoding).toBe("gzip");
    const plain = encodedBody(forms, "identity");
    expect(plain.encoding).toBe("identity");
    expect(plain.body.toString()).toBe(html);
    expect(encodedBody(forms, undefined).encoding).toBe("identity");
  });
});

describe("brotli's smallest form", () => {
  const accepts = "gzip, deflate, br";

  it("is not made for a page the server sends once", () => {
    const forms = compressedForms(Buffer.from(html), { kept: false });
    expect(encodedBody(forms, accepts).encoding).toBe("gzip");
    expect(encodedBody(forms, accepts).encoding).toBe("gzip");
    expect(forms.smallest).toBe("not started");
  });

  it("is made for at most MAX_WAITING new pages at once: a flood of new addresses leaves the rest to gzip", async () => {
    const flood = Array.from({ length: MAX_WAITING + 4 }, (_, i) => compressedForms(Buffer.from(`${html}<!-- ${i} -->`)));
    for (const forms of flood) expect(encodedBody(forms, accepts).encoding).toBe("gzip");
    expect(flood.filter((forms) => forms.smallest === "making")).toHaveLength(MAX_WAITING);
    expect(flood.at(-1)!.smallest).toBe("not started");
    await Promise.all(flood.slice(0, MAX_WAITING).map((forms) => forms.brotli()));
    // Once there is room again, the next request for a page left out starts its form.
    const late = flood.at(-1)!;
    expect(encodedBody(late, accepts).encoding).toBe("gzip");
    expect(late.smallest).toBe("making");
    await late.brotli();
    expect(encodedBody(late, accepts).encoding).toBe("br");
  });
});
