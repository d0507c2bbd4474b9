// Copy of the sign-in screens: login, registration and password reset (spec sections 2, 4, 8).
import type { Notice } from "~/lib/notice";
import { professionalAttestation } from "./legal/professional-attestation";
import { passwordRules } from "./account-fields";
import { site } from "./site";

export type SignInProblem = "missing-credentials" | "invalid-credentials";
export type RegistrationProblem = "terms-not-accepted";

/** The toasts of one account action: its success, and one per problem it can report. */
export type AccountNotices<Problem extends string> = { success: Notice; problems: Record<Problem, Notice> };

const certify = (action: string) =>
  `This portal is for financial advisors only. By ${action}, you certify that you are a licensed financial professional.`;

export const loginCopy = {
  title: "Financial Advisor Login",
  lead: "Sign in to access advisor resources, models and commentary.",
  emailLabel: "Email",
  passwordLabel: "Password",
  submit: "Sign In",
  submitting: "Signing in...",
  forgotPassword: { label: "Forgot password?", href: "/forgot-password" },
  signUpPrompt: "New to our platform?",
  signUp: { label: "Create an account", href: "/signup" },
  certification: certify("logging in"),
};

export const signupCopy = {
  title: "Financial Advisor Registration",
  lead: "Create an account to save views for your clients, download their proposals and receive our signals by email.",
  firstNameLabel: "First name",
  lastNameLabel: "Last name",
  emailLabel: "Email",
  passwordLabel: "Password",
  firmNameLabel: "Firm name",
  crdNumberLabel: "CRD number (optional)",
  terms: {
    before: "I agree to the ",
    termsLink: { label: "Terms of Use", href: "/terms" },
    between: " and ",
    privacyLink: { label: "Privacy Policy", href: "/privacy" },
    after: ".",
  },
  /** The attestation's words: app/content/legal/professional-attestation.ts. */
  attestationLabel: professionalAttestation.text,
  submit: "Create Account",
  submitting: "Creating Account...",
  signInPrompt: "Already have an account?",
  signIn: { label: "Sign in", href: "/login" },
  certification: certify("creating an account"),
  passwordRules,
};

/** What registering leaves on screen in place of the form: where the link went, and what to do if it does not come. */
export const inboxCopy = {
  title: (email: string) => `Check your inbox at ${email}`,
  lead: "We sent a link to verify your address. Open it within 24 hours to activate your advisor account; then sign in.",
  nothingTitle: "Nothing arrived?",
  tips: [
    "Give it a few minutes, and look in your spam or junk folder for a message from us.",
    "Make sure the address above is the one you meant; if not, register again with the right one.",
    "Ask for a new link below. Only the newest link works, and a new one can be sent every 5 minutes.",
  ],
  resend: "Resend the link",
  resending: "Sending...",
  resent: "If this address has an account waiting for verification, a new link is on its way. Only the newest link works.",
  registerAgain: { label: "Register with another address", href: "/signup" },
  help: { label: "Still nothing? Connect with our team", href: "/contact" },
};

export const forgotPasswordCopy = {
  title: "Reset Your Password",
  lead: "Enter the email address of your advisor account and we will send you a link to reset your password.",
  emailLabel: "Email",
  submit: "Send Reset Link",
  submitting: "Sending...",
  backToLogin: { label: "Back to login", href: "/login" },
};

/** Toasts of the sign-in screens, word for word from the spec's error catalog where it has them. */
export const accountNotices = {
  signIn: {
    success: { title: "Login Successful", description: `Welcome back to ${site.brand}.` },
    problems: {
      "missing-credentials": {
        title: "Login Failed",
        description: "Please enter both email and password.",
        variant: "destructive",
      },
      "invalid-credentials": {
        title: "Login Failed",
        description: "The email or password is incorrect.",
        variant: "destructive",
      },
    } satisfies Record<SignInProblem, Notice>,
  },
  registration: {
    success: {
      title: "Registration Successful",
      description: "Your account has been created. Please check your email to verify your account.",
    },
    problems: {
      "terms-not-accepted": {
        title: "Error",
        description: "You must agree to the terms and conditions.",
        variant: "destructive",
      },
    } satisfies Record<RegistrationProblem, Notice>,
  },
  resetRequested: {
    title: "Check Your Email",
    description: "If an account exists for that address, a link to reset your password is on its way.",
  },
} satisfies Record<string, Notice | AccountNotices<string>>;

/** The page a verification link opens, by what became of the link. */

/** Answers of sign-in beyond the spec's catalog. */
export const signInNotices = {
  unverified: {
    title: "Email Not Verified",
    description:
      "Please verify your email address before signing in, with the link in the latest email we sent you (a new link goes out at most every few minutes).",
    variant: "destructive",
  },
  throttled: (minutes: number) => ({
    title: "Too Many Attempts",
    description: `Too many sign-in attempts. Please wait ${minutes} minute${minutes === 1 ? "" : "s"} and try again.`,
    variant: "destructive" as const,
  }),
} as const;

export const resetPasswordCopy = {
  valid: {
    title: "Choose a New Password",
    lead: "Enter a new password for your advisor account: at least 12 characters, not a common one.",
  },
  used: { title: "Link Already Used", lead: "This reset link has already been used. Ask for a new one if you still need it." },
  replaced: { title: "Link Replaced", lead: "This link was replaced by a newer one: use the link in the latest email we sent you." },
  expired: { title: "Link Expired", lead: "This reset link has expired: links work for one hour. Ask for a new one." },
  unknown: {
    title: "Link Not Valid",
    lead: "This reset link is not valid. Check that you opened the whole link from the email, or ask for a new one.",
  },
  passwordLabel: "New password",
  submit: "Set New Password",
  submitting: "Saving...",
  askAgain: { label: "Ask for a new link", href: "/forgot-password" },
  backToLogin: { label: "Back to login", href: "/login" },
  done: {
    title: "Password Changed",
    description: "Your password has been changed and every session has been signed out. Sign in with your new password.",
  },
};
