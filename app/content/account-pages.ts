// Title and description of the sign-in screens and the advisor's and staff's areas, used by each route's meta. Apart from the other pages'
// (pages.ts puts them all together): a page's script carries its own group's titles only.
import type { PageInfo } from "./pages";
import { site } from "./site";

export const accountPages = {
  "/login": {
    title: `Financial Advisor Login | ${site.brand}`,
    description: "Sign in to the advisor area. For licensed financial professionals only.",
    prerender: true,
  },
  "/signup": {
    title: `Financial Advisor Registration | ${site.brand}`,
    description: "Register for advisor access to models, signals and commentary. For licensed financial professionals only.",
    prerender: true,
  },
  "/forgot-password": {
    title: `Reset Your Password | ${site.brand}`,
    description: "Request a link to reset the password of your advisor account.",
    prerender: true,
  },
  "/verify-email": {
    title: `Verify Your Email | ${site.brand}`,
    description: "Confirm the email address of your advisor account.",
    prerender: false,
    private: true,
  },
  "/confirm-email": {
    title: `Confirm Your New Email | ${site.brand}`,
    description: "Confirm the new email address of your advisor account.",
    prerender: false,
    private: true,
  },
  "/reset-password": {
    title: `Choose a New Password | ${site.brand}`,
    description: "Set a new password for your advisor account.",
    prerender: false,
    private: true,
  },
  "/accept-invitation": {
    title: `Set Your Password | ${site.brand}`,
    description: "Set the password of the staff account you were invited to.",
    prerender: false,
    private: true,
  },
  "/staff": {
    title: `Staff Console | ${site.brand}`,
    description: "The firm's console: leads, registrations, advisors and deliveries.",
    prerender: false,
    private: true,
    signedOutRedirect: true,
  },
  "/staff/two-factor": {
    title: `Enter Your Code | ${site.brand}`,
    description: "The second step of a staff member's sign-in.",
    prerender: false,
    private: true,
    signedOutRedirect: true,
  },
  "/advisor": {
    title: `Advisor Area | ${site.brand}`,
    description: "Resources for signed-in financial advisors.",
    prerender: false,
    private: true,
    signedOutRedirect: true,
  },
  "/advisor/two-factor": {
    title: `Your Sign-In Code | ${site.brand}`,
    description: "The second step of an advisor's sign-in.",
    prerender: false,
    private: true,
    signedOutRedirect: true,
  },
  "/advisor/account": {
    title: `Your Account | ${site.brand}`,
    description: "Your details, password and sessions.",
    prerender: false,
    private: true,
    signedOutRedirect: true,
  },
  "/advisor/saved-views": {
    title: `Saved Views | ${site.brand}`,
    description: "Views and comparisons you saved for clients.",
    prerender: false,
    private: true,
    signedOutRedirect: true,
  },
  "/logout": {
    title: `Signed Out | ${site.brand}`,
    description: "You are signed out of the advisor area.",
    prerender: false,
    private: true,
  },
} satisfies Record<string, PageInfo>;
