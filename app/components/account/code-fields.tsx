// The parts every two-factor form shares: the code field (an authenticator's six digits, or a
// recovery code where one is accepted) and the key an authenticator app is given to set it up.
import { InputField } from "~/components/forms/field";

/** The field for a code: six digits from the app, or, with `recovery`, a recovery code too. */
export function CodeField({
  label,
  error,
  recovery = false,
  className,
}: {
  label: string;
  error?: string;
  recovery?: boolean;
  className?: string;
}) {
  return recovery ? (
    <InputField
      className={className}
      label={label}
      name="code"
      autoComplete="one-time-code"
      autoCapitalize="none"
      spellCheck={false}
      maxLength={24}
      required
      error={error}
    />
  ) : (
    <InputField
      className={className}
      label={label}
      name="code"
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9 ]{6,7}"
      maxLength={7}
      required
      error={error}
    />
  );
}

/** The QR code to scan, the key (to type) and its address (to paste) for an authenticator app, shown once at set-up. */
export type AuthenticatorSetup = { secret: string; uri: string; qr: { size: number; path: string } };

export function AuthenticatorKey({
  setup,
  copy,
}: {
  setup: AuthenticatorSetup;
  copy: { qrLabel: string; keyLabel: string; uriLabel: string };
}) {
  const { size, path } = setup.qr;
  return (
    <>
      {/* Named for a screen reader (the set-up's sentence above says to scan it). Black on white with a quiet zone of four modules, as scanners expect, in either color scheme. */}
      <svg
        role="img"
        aria-label={copy.qrLabel}
        viewBox={`-4 -4 ${size + 8} ${size + 8}`}
        shapeRendering="crispEdges"
        className="mt-3 size-44 rounded-md border border-border bg-white"
      >
        <path d={path} fill="#000" />
      </svg>
      <p className="mt-3 text-muted-foreground">{copy.keyLabel}</p>
      {/* In fours, for typing: the gaps are margins, so a copied key has no spaces. */}
      <p data-slot="two-factor-key" className="font-mono text-base break-all">
        {setup.secret.match(/.{1,4}/g)?.map((group, index) => (
          <span key={index} className="mr-[1ch] inline-block last:mr-0">
            {group}
          </span>
        ))}
      </p>
      <p className="mt-3 text-muted-foreground">{copy.uriLabel}</p>
      <p className="font-mono break-all">{setup.uri}</p>
    </>
  );
}
