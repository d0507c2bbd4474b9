// Shape of the content modules the content pages map over: every card finds the fields it shows.
import { describe, expect, it } from "vitest";
import { signupCopy } from "~/content/account";
import { professionalAttestation } from "~/content/legal/professional-attestation";
import { termsOfUse } from "~/content/legal/terms";
import { aboutPage } from "~/content/about";
import { prospectusStatement } from "~/content/fund-disclosures";
import { etfs, etfsPage } from "~/content/etfs";
import { advisorSolutions, homePage } from "~/content/home";
import { homeModelSummaries } from "~/content/home-models";
import { bioParagraphs, imageFailureNotice, leaders } from "~/content/leaders";
import { categoryLabels, findModel, homeModelIds, investmentModels, modelsIn, statKinds } from "~/content/models";
import { modelIds } from "~/content/model-basics";
import { modelNames } from "~/content/product-names";
import { modelsPage } from "~/content/models-page";
import { MINIMUM_INVESTMENT, performanceNote, rebalancingNote, statInfo, targetNote } from "~/content/model-stats";
import { zoneProductRules } from "~/content/zone-products";
import { performanceProblems } from "~/lib/model-performance";
import { productsFor } from "~/lib/zone-products";
import { ACCOUNT_TYPES, ZONES } from "~/lib/zones";
import { modelPagePaths, pages, prerenderPaths } from "~/content/pages";
import { targetsOf } from "~/content/model-targets.server";
import { advisorSupportPage } from "~/content/services";
import { externalLinks } from "~/content/site";

const externalUrls = new Set<string>(Object.values(externalLinks));

describe("models", () => {
  it("gives every model the fields its card shows, with unique ids", () => {
    for (const model of investmentModels) {
      expect(Number.isInteger(model.id), model.name).toBe(true);
      expect(model.name.length).toBeGreaterThan(3);
      expect(Object.keys(categoryLabels)).toContain(model.category);
      if (model.riskLevel !== undefined) expect(model.riskLevel.length).toBeGreaterThan(0);
      expect(model.name).toBe(modelNames[model.id]);
      expect(model.description.length).toBeGreaterThan(20);
      for (const stat of model.stats) {
        expect(statInfo[stat.key], `${model.name}: ${stat.key}`).toBeDefined();
        expect(stat.value.length).toBeGreaterThan(0);
      }
    }
    expect(new Set(investmentModels.map((model) => model.id)).size).toBe(investmentModels.length);
  });

  it("lists the growth and income models of spec section 3 with their figures", () => {
    const figures = (name: string) => {
      const model = investmentModels.find((m) => m.name === name);
      expect(model, name).toBeDefined();
      return { risk: model!.riskLevel, ...Object.fromEntries(model!.stats.map((s) => [s.key, s.value])) };
    };
    expect(modelsIn("growth").map((m) => m.name)).toEqual([
      "RS S&P 500 Balanced",
      "RS S&P 500 Growth",
      "RS S&P 500 Tax Loss Harvesting Model",
      "S&P 500 Tax Loss Harvesting Model",
      "The AI Contrarian Growth Model",
    ]);
    expect(modelsIn("income").map((m) => m.name)).toEqual(["AAA Adaptive Income", "Money Market Plus Strategy A"]);
    expect(figures("RS S&P 500 Balanced")).toEqual({ risk: "Moderate", sharpeRatio: "1.26", downCapture: "38.52%" });
    expect(figures("RS S&P 500 Growth")).toEqual({ risk: "Moderate Aggressive", upCapture: "147%", maxDrawdown: "-36.88%" });
    // It publishes no record of its own: RS S&P 500 Growth's figures are not shown as its own.
    expect(figures("RS S&P 500 Tax Loss Harvesting Model")).toEqual({ risk: "Moderate Aggressive" });
    // The spec's "N/A": the firm publishes no risk level or figure for it (pages say "Not published").
    expect(figures("S&P 500 Tax Loss Harvesting Model")).toEqual({ risk: undefined });
    // The income models' targets are hypothetical figures, kept on the server only.
    expect(figures("AAA Adaptive Income")).toEqual({ risk: "Low" });
    expect(figures("Money Market Plus Strategy A")).toEqual({ risk: "Low" });
    const targets = (id: number) => Object.fromEntries(targetsOf(id).map((t) => [t.key, `${t.value} ${t.basis}`]));
    expect(targets(2)).toEqual({ targetedMaxDrawdown: "10% net", targetedReturn: "6-8% net" });
    expect(targets(1)).toEqual({ targetedMaxDrawdown: "5% net", targetedReturn: "5-7% net" });
    for (const model of investmentModels.filter((m) => m.category === "growth")) expect(targetsOf(model.id)).toEqual([]);

    const contrarian = investmentModels.find((m) => m.name === "The AI Contrarian Growth Model")!;
    expect(contrarian.riskLevel).toBe("High");
    expect(contrarian.objective).toBe("Long-term growth");
    expect(contrarian.riskNote).toMatch(/no downside risk management/);
    // Spec section 9: the minimum investment of a model is $1,000.
    for (const model of investmentModels) expect(model.minimumInvestment).toBe(MINIMUM_INVESTMENT);
    expect(MINIMUM_INVESTMENT).toBe("$1,000");
  });

  it("features ids 3, 1 and 2 on the home page, each with a summary under the model's one name", () => {
    expect(homeModelIds).toEqual([3, 1, 2]);
    // Issue #23: one name per model everywhere (the spec's home data called model 1 "AAA Money Market Plus").
    expect(homeModelSummaries.map((m) => [m.id, m.name, m.category])).toEqual([
      [3, "RS S&P 500 Balanced", "growth"],
      [1, "Money Market Plus Strategy A", "income"],
      [2, "AAA Adaptive Income", "income"],
    ]);
    for (const summary of homeModelSummaries) expect(summary.name).toBe(findModel(summary.id)!.name);
    for (const summary of homeModelSummaries) {
      // The short form is kept apart from the model (for the home page's script): same category.
      expect(summary.category).toBe(findModel(summary.id)?.category);
      expect(summary.description.length).toBeGreaterThan(10);
      expect(summary.philosophy.length).toBeGreaterThan(10);
    }
  });

  it("finds models by id given as a number or a route parameter, and nothing otherwise", () => {
    expect(findModel("3")?.name).toBe("RS S&P 500 Balanced");
    expect(findModel(1)?.id).toBe(1);
    for (const id of [undefined, "", "99", "abc", "1.0", " 1"]) expect(findModel(id)).toBeUndefined();
  });

  it("explains every statistic and notes past performance wherever a card shows one", () => {
    for (const info of Object.values(statInfo) as { definition: string }[]) expect(info.definition.length).toBeGreaterThan(10);
    expect(performanceNote).toContain("Past performance does not indicate future results");
    expect(targetNote).toMatch(/not guarantees/);
    expect(statKinds(findModel(3)!)).toEqual(new Set(["performance"]));
    expect(statKinds(findModel(2)!, targetsOf(2))).toEqual(new Set(["target"]));
  });

  it("says the models are rebalanced and monitored monthly, and why they work", () => {
    expect(rebalancingNote).toMatch(/rebalanced and monitored monthly/);
    expect(modelsPage.whyTitle).toBe("Why Our Models Work");
    expect(modelsPage.whyPoints.length).toBeGreaterThanOrEqual(3);
  });

  it("prerenders every ETF's page, and renders /models and every model's page per request (their targets depend on who asks)", () => {
    const paths = prerenderPaths();
    for (const path of ["/etfs", "/etfs/yfya", "/etfs/rsmv"]) expect(paths).toContain(path);
    for (const path of ["/models", ...investmentModels.map((model) => `/models/${model.id}`)]) expect(paths).not.toContain(path);
    expect([...modelPagePaths].sort()).toEqual(investmentModels.map((model) => `/models/${model.id}`).sort());
    expect([...modelIds].sort()).toEqual(investmentModels.map((model) => model.id).sort());
    expect([...modelIds].sort()).toEqual(Object.keys(modelNames).map(Number).sort());
    expect(pages["/models"].prerender).toBe(false);
  });

  it("publishes no performance figure it was not given, and any it is given as the marketing rule asks", () => {
    for (const model of investmentModels) {
      if (model.performance) expect(performanceProblems(model.performance), model.name).toEqual([]);
    }
    // Today the firm has supplied none: every model page says so rather than show a made-up figure.
    expect(investmentModels.filter((model) => model.performance)).toEqual([]);
  });

  // A view places no product where every line says the firm offers none (allocation-lines.test.ts).
  it("places only products the site has, each with the line that says why", () => {
    for (const zone of ZONES) {
      for (const account of ACCOUNT_TYPES) {
        const products = productsFor(zoneProductRules, { zone, account });
        for (const product of products) expect(product.why.length).toBeGreaterThan(20);
      }
    }
    for (const rule of zoneProductRules) {
      if (rule.kind === "model") expect(findModel(rule.id), rule.id).toBeDefined();
      else expect(etfs.map((fund) => fund.ticker)).toContain(rule.id);
    }
  });
});

describe("leaders", () => {
  it("profiles a co-founder and chief investment strategist and a managing partner", () => {
    expect(leaders).toHaveLength(2);
    expect(leaders[0]!.title).toMatch(/Co-Founder/);
    expect(leaders[0]!.title).toMatch(/Chief Investment Strategist/);
    expect(leaders[1]!.title).toBe("Managing Partner");
  });

  it("gives every leader the fields the card shows, a local photo with its size and external links", () => {
    for (const member of leaders) {
      expect(member.name.split(/\s+/).length).toBeGreaterThanOrEqual(2);
      expect(bioParagraphs(member.bio).length).toBeGreaterThan(0);
      expect(member.imageUrl).toMatch(/^\/images\/.+\.(svg|png|jpe?g|webp|avif)$/);
      expect(member.imageWidth).toBeGreaterThan(0);
      expect(member.imageHeight).toBeGreaterThan(0);
      expect(externalUrls).toContain(member.linkedinUrl);
      expect(externalUrls).toContain(member.bookUrl);
      expect(member.specialties?.length).toBeGreaterThan(0);
    }
    expect(new Set(leaders.map((m) => m.id)).size).toBe(leaders.length);
  });

  it("reads a biography given as one string or as paragraphs", () => {
    expect(bioParagraphs("One.")).toEqual(["One."]);
    expect(bioParagraphs(["One.", "Two."])).toEqual(["One.", "Two."]);
  });

  it("words the photo failure toast as spec section 8 does", () => {
    expect(imageFailureNotice("Jane Doe")).toEqual({
      title: "Image loading issue",
      description: "Could not load image for Jane Doe. Using fallback instead.",
    });
  });
});

describe("about, services, ETFs and home copy", () => {
  it("has the four philosophy items and three values of the spec", () => {
    expect(aboutPage.philosophy.map((item) => item.title)).toEqual([
      "Advisor-Centric Approach",
      "Research-Driven Strategies",
      "Comprehensive Support",
      "Client-Focused Results",
    ]);
    expect(aboutPage.values.map((item) => item.title)).toEqual([
      "Clarity in strategy",
      "Confidence in execution",
      "Collaboration with advisors",
    ]);
    expect(aboutPage.cta).toMatchObject({ text: "Book a Meeting", link: "/contact#bookMeeting" });
    const mission = aboutPage.mission.join(" ");
    expect(mission).toMatch(/guide their clients through retirement/);
    expect(mission).toMatch(/one million Americans retire with financial security/);
    expect(mission).toMatch(/advisors who have worked alongside RIAs/);
  });

  it("has the four services and the four-step process of the advisor support page", () => {
    expect(advisorSupportPage.services.map((s) => s.title)).toEqual([
      "Model Signals & Portfolios",
      "Case Design Support",
      "Sales Material Customization",
      "Commentary & Education",
    ]);
    expect(advisorSupportPage.process.map((s) => s.title)).toEqual([
      "Initial Consultation",
      "Customized Solution Design",
      "Implementation Support",
      "Ongoing Partnership",
    ]);
    for (const service of advisorSupportPage.services) expect(service.points.length).toBeGreaterThan(0);
  });

  it("has three home solution cards, each leading to the advisor support page", () => {
    expect(advisorSolutions.map((s) => [s.title, s.href])).toEqual([
      ["Investment Signals", "/advisor-support"],
      ["Case Design Support", "/advisor-support"],
      ["Marketing Support", "/advisor-support"],
    ]);
    expect(homePage.hero.secondaryCta.link).toBe(externalLinks.scheduling);
    expect(homePage.hero.tertiaryCta.link).toBe(externalLinks.caseDesignForm);
    expect(homePage.closing.secondaryButtonLink).toBe(externalLinks.scheduling);
  });

  it("gives the two ETFs their facts, links them to their issuer pages and keeps the fund legend", () => {
    expect(etfs.map((fund) => [fund.ticker, fund.url])).toEqual([
      ["YFYA", externalLinks.etfYfya],
      ["RSMV", externalLinks.etfRsmv],
    ]);
    for (const fund of etfs) {
      expect(fund.name.length).toBeGreaterThan(5);
      expect(fund.objective.length).toBeGreaterThan(30);
      for (const ratio of [fund.grossExpenseRatio, fund.netExpenseRatio]) expect(ratio).toMatch(/^\d\.\d{2}%$/);
      expect(fund.principalRisks.length).toBeGreaterThan(0);
      for (const day of [fund.prospectusDate, fund.inceptionDate]) expect(day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      // The facts are examples until the firm supplies its own: content:check lists them.
      expect(fund.example).toBeTruthy();
    }
    const legend = etfsPage.legend.join(" ");
    expect(legend).toMatch(/objectives, risks, charges and expenses/);
    expect(legend).toMatch(/read it carefully before investing/i);
    expect(legend).toContain(prospectusStatement);
    expect(legend).toMatch(/Past performance does not guarantee future results/);
    expect(legend).toMatch(/fluctuate/);
  });
});

describe("what an advisor attests to", () => {
  it("is the claim the Terms of Use and the sign-up page say the advisor certifies", () => {
    // Found in an advisor's review: the attestation said "a financial professional", the page
    // under it and the Terms "a licensed financial professional": two different claims.
    const claim = "licensed financial professional";
    expect(professionalAttestation.text).toContain(`I attest that I am a ${claim}`);
    expect(signupCopy.certification).toContain(`you certify that you are a ${claim}`);
    expect(JSON.stringify(termsOfUse)).toContain(`you certify that you are a ${claim}`);
  });
});
