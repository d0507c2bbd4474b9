// The site's one stylesheet, first in the head. The server renders its text inline, so the first
// bytes of a page hold everything needed to paint it; the browser then finds the style element
// by its href and adopts it (React's stylesheet resources), so it never fetches the file. In
// development the stylesheet is linked, for Vite to update it in place.
import { createContext, useContext } from "react";

/**
 * The stylesheet's text, provided by `entry.server.tsx` around the whole page. Unset in the
 * browser; `null` on the server when the text cannot be inlined, which links the file instead.
 */
export const StylesheetTextContext = createContext<string | null | undefined>(undefined);

/** Text that would end the style element early cannot be inlined. */
export function inlineStylesheetText(css: string): string | null {
  return /<\/style/i.test(css) ? null : css;
}

export function PageStylesheet({ href }: { href: string }) {
  const text = useContext(StylesheetTextContext);
  if (import.meta.env.DEV || text === null) return <link rel="stylesheet" href={href} precedence="default" />;
  return (
    <style href={href} precedence="default">
      {text ?? ""}
    </style>
  );
}
