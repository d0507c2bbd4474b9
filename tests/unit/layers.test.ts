// The layers of app/ as the linter enforces them (eslint.config.js): lib imports no components,
// content or routes; content imports no components or routes; components import no routes; none
// of them imports server-only code. Each case lints a small module placed in a folder.
import path from "node:path";
import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const eslint = new ESLint({ cwd: root });

/** The imports the layer rule refuses in `source`, linted as if it were the file at `file`. */
async function refusedImports(file: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: path.join(root, file) });
  const refused = result!.messages
    .filter((message) => message.ruleId === "no-restricted-imports")
    .map((message) => /'([^']+)' import/.exec(message.message)?.[1] ?? message.message);
  // An import that breaks two rules (a route's .server module) is reported by each.
  return [...new Set(refused)];
}

const importing = (...specifiers: string[]) =>
  specifiers.map((specifier, index) => `import * as m${index} from "${specifier}";\nexport const e${index} = m${index};\n`).join("");

describe("layers", () => {
  // The first lint loads the configuration and its plugins: seconds on a busy machine, which
  // would otherwise count against the first case's time limit.
  beforeAll(() => eslint.lintText("", { filePath: path.join(root, "app/lib/probe.ts") }), 60_000);

  it("keeps components, content and routes out of app/lib, by alias or relative path", async () => {
    const source = importing(
      "~/components/ui/toaster",
      "~/content/site",
      "~/routes/home",
      "../components/ui/button",
      "../../content/pages",
      "~/lib/utils",
      "./front-matter",
    );
    expect(await refusedImports("app/lib/schemas/probe.ts", source)).toEqual([
      "~/components/ui/toaster",
      "~/content/site",
      "~/routes/home",
      "../components/ui/button",
      "../../content/pages",
    ]);
  });

  it("keeps routes out of components, which may use lib and content", async () => {
    const source = importing("~/routes/contact", "../../routes/home", "~/components/ui/card", "~/content/site", "~/lib/utils");
    expect(await refusedImports("app/components/sections/probe.tsx", source)).toEqual(["~/routes/contact", "../../routes/home"]);
  });

  it("keeps components and routes out of content", async () => {
    const source = importing("~/components/ui/card", "~/routes/home", "./site", "~/lib/zones");
    expect(await refusedImports("app/content/probe.ts", source)).toEqual(["~/components/ui/card", "~/routes/home"]);
  });

  it("keeps server-only modules out of everything that reaches the browser", async () => {
    const source = importing("~/.server/settings", "../.server/log", "~/routes/contact.server", "./store.server.ts");
    for (const file of ["app/lib/probe.ts", "app/components/ui/probe.tsx", "app/content/probe.ts"]) {
      expect(await refusedImports(file, source), file).toEqual([
        "~/.server/settings",
        "../.server/log",
        "~/routes/contact.server",
        "./store.server.ts",
      ]);
    }
  });

  it("lets route modules and server code import the layers below them", async () => {
    const source = importing("~/.server/settings", "~/components/ui/card", "~/content/site", "~/lib/utils");
    expect(await refusedImports("app/routes/probe.tsx", source)).toEqual([]);
    expect(await refusedImports("app/.server/probe.ts", importing("~/lib/articles", "~/content/site"))).toEqual([]);
  });

  it("names the rule to follow in its message", async () => {
    const [result] = await eslint.lintText(importing("~/content/site"), { filePath: path.join(root, "app/lib/probe.ts") });
    expect(result!.messages.map((message) => message.message)).toEqual([expect.stringContaining("app/lib holds logic only")]);
  });
});
