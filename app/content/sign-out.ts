// What the sign-out screen says: the page a sign-out lands on, and the same address opened
// while still signed in (a GET never signs anyone out; the button posts).
export const signOutCopy = {
  doneTitle: "You are signed out",
  doneLead: "Your session has ended on this device. Sign in again to open the advisor area, your saved views and proposals.",
  signInAgain: { label: "Sign in again", href: "/login" },
  home: { label: "Go to the home page", href: "/" },
  stillTitle: "Sign out?",
  stillLead: "You are still signed in. Sign out to end your session on this device.",
  submit: "Sign Out",
} as const;
