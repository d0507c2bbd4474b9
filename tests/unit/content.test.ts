// Shape of the content modules the content pages map over: every card finds the fields it shows.
import { describe, expect, it } from "vitest";
import { aboutPage } from "~/content/about";
import { etfs, etfsPage } from "~/content/etfs";
import { advisorSolutions, homePage } from "~/content/home";
import { homeModelSummaries } from "~/content/home-models";
import { bioParagraphs, imageFailureNotice, leaders } from "~/content/leaders";
import {
  categoryLabels,
  findModel,
  homeModelIds,
  investmentModels,
  MINIMUM_INVESTMENT,
  modelsIn,
  modelsPage,
  performanceNote,
  rebalancingNote,
  statInfo,
  statKinds,
  targetNote,
} from "~/content/models";
import { pages, prerenderPaths } from "~/content/pages";
import { advisorSupportPage } from "~/content/services";
import { externalLinks } from "~/content/site";

const externalUrls = new Set<string>(Object.values(externalLinks));

describe("models", () => {
  it("gives every model the fields its card shows, with unique ids", () => {
    for (const model of investmentModels) {
      expect(Number.isInteger(model.id), model.name).toBe(true);
      expect(model.name.length).toBeGreaterThan(3);
      expect(Object.keys(categoryLabels)).toContain(model.category);
      expect(model.riskLevel.length).toBeGreaterThan(0);
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
    const growthStats = { risk: "Moderate Aggressive", upCapture: "147%", maxDrawdown: "-36.88%" };
    expect(figures("RS S&P 500 Growth")).toEqual(growthStats);
    expect(figures("RS S&P 500 Tax Loss Harvesting Model")).toEqual(growthStats);
    expect(figures("S&P 500 Tax Loss Harvesting Model")).toEqual({ risk: "N/A", upCapture: "N/A", maxDrawdown: "N/A" });
    expect(figures("AAA Adaptive Income")).toEqual({ risk: "Low", targetedMaxDrawdown: "10%", targetedReturn: "6-8%" });
    expect(figures("Money Market Plus Strategy A")).toEqual({ risk: "Low", targetedMaxDrawdown: "5%", targetedReturn: "5-7%" });

    const contrarian = investmentModels.find((m) => m.name === "The AI Contrarian Growth Model")!;
    expect(contrarian.riskLevel).toBe("High");
    expect(contrarian.objective).toBe("Long-term growth");
    expect(contrarian.riskNote).toMatch(/no downside risk management/);
    for (const name of ["The AI Contrarian Growth Model", "AAA Adaptive Income", "Money Market Plus Strategy A"]) {
      expect(investmentModels.find((m) => m.name === name)!.minimumInvestment).toBe(MINIMUM_INVESTMENT);
    }
    expect(MINIMUM_INVESTMENT).toBe("$1,000");
    expect(findModel(2)!.stats.find((s) => s.key === "targetedReturn")!.qualifier).toBe("net of all fees");
    expect(findModel(1)!.stats.find((s) => s.key === "targetedReturn")!.qualifier).toBe("net of fees");
  });

  it("features ids 3, 1 and 2 on the home page, each with a summary", () => {
    expect(homeModelIds).toEqual([3, 1, 2]);
    expect(homeModelSummaries.map((m) => [m.id, m.name, m.category])).toEqual([
      [3, "RS S&P 500 Balanced", "growth"],
      [1, "AAA Money Market Plus", "income"],
      [2, "AAA Adaptive Income", "income"],
    ]);
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
    for (const info of Object.values(statInfo)) expect(info.definition.length).toBeGreaterThan(10);
    expect(performanceNote).toContain("Past performance does not indicate future results");
    expect(targetNote).toMatch(/not guarantees/);
    expect(statKinds(findModel(3)!)).toEqual(new Set(["performance"]));
    expect(statKinds(findModel(2)!)).toEqual(new Set(["target"]));
  });

  it("says the models are rebalanced and monitored monthly, and why they work", () => {
    expect(rebalancingNote).toMatch(/rebalanced and monitored monthly/);
    expect(modelsPage.whyTitle).toBe("Why Our Models Work");
    expect(modelsPage.whyPoints.length).toBeGreaterThanOrEqual(3);
  });

  it("prerenders /models and the home page's models; other ids render on request", () => {
    const paths = prerenderPaths();
    for (const path of ["/models", "/models/1", "/models/2", "/models/3"]) expect(paths).toContain(path);
    expect(paths).not.toContain("/models/4");
    expect(pages["/models"].prerender).toBe(true);
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
    expect(mission).toMatch(/RIAs collectively cross over 7 billion in assets/);
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

  it("links the two ETFs to their issuer pages and keeps the fund legend", () => {
    expect(etfs.map((fund) => [fund.ticker, fund.url])).toEqual([
      ["YFYA", externalLinks.etfYfya],
      ["RSMV", externalLinks.etfRsmv],
    ]);
    const legend = etfsPage.legend.join(" ");
    expect(legend).toMatch(/objectives, risks, charges and expenses/);
    expect(legend).toMatch(/read the prospectus/i);
    expect(legend).toMatch(/Past performance does not guarantee future results/);
    expect(legend).toMatch(/fluctuate/);
  });
});
