// Copy of the sign-in screens: login, registration and password reset (spec sections 2, 4, 8).
import type { Notice } from "~/lib/notice";
import type { RegistrationProblem, SignInProblem } from "~/lib/advisor-auth";
import { site } from "./site";

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
  lead: "Create an account to access our models, signals and commentary.",
  firstNameLabel: "First name",
  lastNameLabel: "Last name",
  emailLabel: "Email",
  passwordLabel: "Password",
  firmNameLabel: "Firm name",
  terms: {
    before: "I agree to the ",
    termsLink: { label: "Terms of Use", href: "/terms" },
    between: " and ",
    privacyLink: { label: "Privacy Policy", href: "/privacy" },
    after: ".",
  },
  submit: "Create Account",
  submitting: "Creating Account...",
  signInPrompt: "Already have an account?",
  signIn: { label: "Sign in", href: "/login" },
  certification: certify("creating an account"),
};

export const forgotPasswordCopy = {
  title: "Reset Your Password",
  lead: "Enter the email address of your advisor account and we will send you a link to reset your password.",
  emailLabel: "Email",
  submit: "Send Reset Link",
  submitting: "Sending...",
  backToLogin: { label: "Back to login", href: "/login" },
};

/** Toasts of the sign-in screens, word for word from the spec's error catalogue where it has them. */
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
      "missing-fields": { title: "Error", description: "Please fill in every field.", variant: "destructive" },
      "email-taken": {
        title: "Error",
        description: "An account already exists for this email address.",
        variant: "destructive",
      },
    } satisfies Record<RegistrationProblem, Notice>,
  },
  resetRequested: {
    title: "Check Your Email",
    description: "If an account exists for that address, a link to reset your password is on its way.",
  },
} satisfies Record<string, Notice | AccountNotices<string>>;
