import { useLingui } from "@lingui/react/macro";

/** §2 Footer social links (the brand's pages on each network). */
export const SOCIAL_LINKS = [
  { id: "facebook", name: "Facebook", href: "https://www.facebook.com/revizo" },
  { id: "linkedin", name: "LinkedIn", href: "https://www.linkedin.com/company/revizo" },
  { id: "twitter", name: "X (Twitter)", href: "https://x.com/revizo" },
  { id: "instagram", name: "Instagram", href: "https://www.instagram.com/revizo" },
  { id: "tiktok", name: "TikTok", href: "https://www.tiktok.com/@revizo" },
] as const;

type SocialId = (typeof SOCIAL_LINKS)[number]["id"];

/** Simple monochrome glyphs drawn for this site (not the networks' artwork). */
function Glyph({ id }: { id: SocialId }) {
  const common = { viewBox: "0 0 24 24", width: 22, height: 22, "aria-hidden": true, focusable: false } as const;
  switch (id) {
    case "facebook":
      return (
        <svg {...common}>
          <path
            d="M13.5 21v-7h2.4l.4-3h-2.8V9.2c0-.8.3-1.4 1.4-1.4h1.5V5.1a19 19 0 0 0-2.2-.1c-2.2 0-3.7 1.3-3.7 3.8V11H8v3h2.5v7z"
            fill="currentColor"
          />
        </svg>
      );
    case "linkedin":
      return (
        <svg {...common}>
          <path
            d="M5 9h3v10H5zm1.5-5a1.7 1.7 0 1 1 0 3.4 1.7 1.7 0 0 1 0-3.4zM10 9h2.9v1.4c.4-.8 1.4-1.6 2.9-1.6 3 0 3.6 2 3.6 4.6V19h-3v-4.9c0-1.2 0-2.6-1.6-2.6s-1.8 1.2-1.8 2.5v5H10z"
            fill="currentColor"
          />
        </svg>
      );
    case "twitter":
      return (
        <svg {...common}>
          <path d="M5 4h4l3.4 4.8L16.6 4H19l-5.4 6.2L20 20h-4l-3.7-5.3L7.6 20H5.2l5.9-6.7z" fill="currentColor" />
        </svg>
      );
    case "instagram":
      return (
        <svg {...common}>
          <rect x="4" y="4" width="16" height="16" rx="4.5" fill="none" stroke="currentColor" strokeWidth="2" />
          <circle cx="12" cy="12" r="3.6" fill="none" stroke="currentColor" strokeWidth="2" />
          <circle cx="16.8" cy="7.2" r="1.2" fill="currentColor" />
        </svg>
      );
    case "tiktok":
      return (
        <svg {...common}>
          <path
            d="M14 4h2.6c.3 1.9 1.5 3.1 3.4 3.3V10c-1.3 0-2.5-.4-3.4-1v5.6A5.4 5.4 0 1 1 11 9.3v2.8a2.6 2.6 0 1 0 3 2.6z"
            fill="currentColor"
          />
        </svg>
      );
  }
}

/** §2 Footer: facebook, linkedin, twitter, instagram, tiktok (inline SVG, each link named). */
export function SocialLinks() {
  const { t } = useLingui();
  return (
    <ul className="social-links" aria-label={t`Réseaux sociaux`}>
      {SOCIAL_LINKS.map((link) => (
        <li key={link.id}>
          <a
            className="social-links__link"
            href={link.href}
            rel="noopener noreferrer"
            target="_blank"
            aria-label={t`${link.name} (nouvel onglet)`}
          >
            <Glyph id={link.id} />
          </a>
        </li>
      ))}
    </ul>
  );
}
