import { renderToString } from "react-dom/server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { inlineStylesheetText, PageStylesheet, StylesheetTextContext } from "~/components/layout/page-stylesheet";

const render = (text: string | null | undefined) =>
  renderToString(
    <StylesheetTextContext value={text}>
      <PageStylesheet href="/assets/app-1.css" />
    </StylesheetTextContext>,
  );

describe("the page's stylesheet in the production build", () => {
  beforeAll(() => void vi.stubEnv("DEV", false));
  afterAll(() => void vi.unstubAllEnvs());

  it("is the stylesheet's text on the server, for a first paint without another request", () => {
    expect(render("body{color:#123}")).toBe('<style data-precedence="default" data-href="/assets/app-1.css">body{color:#123}</style>');
  });

  it("is linked when its text could end the style element early", () => {
    const text = inlineStylesheetText("a{content:'</style><script>'}");
    expect(text).toBeNull();
    expect(render(text)).toBe('<link rel="stylesheet" href="/assets/app-1.css" data-precedence="default"/>');
  });

  it("is an empty element in the browser, which adopts the one the server sent by its href", () => {
    expect(render(undefined)).toBe('<style data-precedence="default" data-href="/assets/app-1.css"></style>');
  });
});

it("is linked in development, for Vite to update it in place", () => {
  expect(render("body{color:#123}")).toBe('<link rel="stylesheet" href="/assets/app-1.css" data-precedence="default"/>');
});
