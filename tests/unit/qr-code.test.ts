// The two-factor set-up's QR code: drawn on the server as one SVG path, it reads back, through a
// QR decoder, as the otpauth:// address an authenticator app takes.
import jsQR from "jsqr";
import { describe, expect, it } from "vitest";
import { qrCodeOf } from "~/.server/accounts/qr-code";
import { totpSetup } from "~/.server/accounts/totp";

/** The pixels of a drawn code: each module `scale` pixels, black on white, with a quiet zone of four modules. */
function pixelsOf({ size, path }: { size: number; path: string }, scale = 4) {
  const side = (size + 8) * scale;
  const pixels = new Uint8ClampedArray(side * side * 4).fill(255);
  for (const [, x, y] of path.matchAll(/M(\d+) (\d+)h1v1h-1z/g)) {
    for (let dy = 0; dy < scale; dy++)
      for (let dx = 0; dx < scale; dx++) {
        const at = (((Number(y) + 4) * scale + dy) * side + (Number(x) + 4) * scale + dx) * 4;
        pixels.fill(0, at, at + 3);
      }
  }
  return { pixels, side };
}

describe("the QR code of a two-factor set-up", () => {
  it("reads back as the otpauth:// address, key and account included", () => {
    const setup = totpSetup("JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP", "avery@advisors.example");
    const { pixels, side } = pixelsOf(setup.qr);
    expect(jsQR(pixels, side, side)?.data).toBe(setup.uri);
    expect(setup.uri).toMatch(/^otpauth:\/\/totp\/.*secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP/);
  });

  it("is a path of whole modules only, with the finder pattern in its corner", () => {
    const { size, path } = qrCodeOf("otpauth://totp/x?secret=ABC");
    expect(path).toMatch(/^(M\d+ \d+h1v1h-1z)+$/);
    for (let x = 0; x < 7; x++) expect(path).toContain(`M${x} 0h1v1h-1z`);
    expect(path).not.toContain("M7 0h");
    expect(size % 4).toBe(1);
  });
});
