// The otpauth:// address of a two-factor set-up as a QR code an authenticator app scans: drawn on
// the server (uqr, no dependencies) as one SVG path of its dark modules, so the page carries no
// QR library and no image from elsewhere, and the key never leaves the page it is shown on.
import { encode } from "uqr";

/** A QR code's width in modules (without its quiet zone) and the path of its dark modules. */
export type QrCode = { size: number; path: string };

export function qrCodeOf(text: string): QrCode {
  const { size, data } = encode(text, { ecc: "M", border: 0 });
  const path = data.flatMap((row, y) => row.map((dark, x) => (dark ? `M${x} ${y}h1v1h-1z` : ""))).join("");
  return { size, path };
}
