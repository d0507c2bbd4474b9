import { type RouteConfig, index, route } from "@react-router/dev/routes";

// The route table of spec section 2, plus the pages the header and footer link to.
export default [
  index("routes/home.tsx"),
  route("login", "routes/login.tsx"),
  route("signup", "routes/signup.tsx"),
  route("forgot-password", "routes/forgot-password.tsx"),
  route("verify-email", "routes/verify-email.tsx"),
  route("about", "routes/about.tsx"),
  route("etfs", "routes/etfs.tsx"),
  route("advisor-support", "routes/advisor-support.tsx"),
  route("models", "routes/models.tsx", { id: "models" }),
  route("models/:id", "routes/models.tsx", { id: "model" }),
  route("contact", "routes/contact.tsx"),
  route("zone-navigator", "routes/zone-navigator.tsx"),
  route("solutions", "routes/solutions.tsx"),
  route("signals", "routes/signals.tsx"),
  route("commentary", "routes/commentary.tsx"),
  route("commentary/:slug", "routes/commentary-article.tsx"),
  route("media", "routes/media.tsx"),
  route("privacy", "routes/privacy.tsx"),
  route("terms", "routes/terms.tsx"),
  route("robots.txt", "routes/robots-txt.ts"),
  route("sitemap.xml", "routes/sitemap-xml.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
