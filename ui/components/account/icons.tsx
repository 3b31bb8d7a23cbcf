// Small decorative icons of the account pages (inline SVG: no font or emoji needed; hidden from assistive
// technologies, the text next to them says the same).

const common = {
  width: 40,
  height: 40,
  viewBox: "0 0 24 24",
  fill: "none",
  stroke: "currentColor",
  strokeWidth: 1.8,
  strokeLinecap: "round",
  strokeLinejoin: "round",
  "aria-hidden": true,
  focusable: false,
} as const;

/** A mortarboard: pupils and students. */
export function StudentIcon() {
  return (
    <svg {...common}>
      <path d="M2 9l10-5 10 5-10 5z" />
      <path d="M6 11v5c0 1.5 2.7 3 6 3s6-1.5 6-3v-5" />
      <path d="M22 9v6" />
    </svg>
  );
}

/** Two people: parents. */
export function ParentIcon() {
  return (
    <svg {...common}>
      <circle cx="8" cy="7" r="3" />
      <circle cx="17" cy="9" r="2.4" />
      <path d="M2.5 20c0-3.3 2.5-6 5.5-6s5.5 2.7 5.5 6" />
      <path d="M14 20c0-2.6 1.4-4.6 3-4.6s3.5 2 3.5 4.6" />
    </svg>
  );
}

/** A check in a circle: done, welcome. */
export function DoneIcon() {
  return (
    <svg {...common} width={48} height={48}>
      <circle cx="12" cy="12" r="10" />
      <path d="M7.5 12.5l3 3 6-6.5" />
    </svg>
  );
}
