import { useLingui } from "@lingui/react/macro";
import socialIcons from "../../assets/social-icons.svg?no-inline";

/** §2 Footer social links (the brand's pages on each network). */
export const SOCIAL_LINKS = [
  { id: "facebook", name: "Facebook", href: "https://www.facebook.com/revizo" },
  { id: "linkedin", name: "LinkedIn", href: "https://www.linkedin.com/company/revizo" },
  { id: "twitter", name: "X (Twitter)", href: "https://x.com/revizo" },
  { id: "instagram", name: "Instagram", href: "https://www.instagram.com/revizo" },
  { id: "tiktok", name: "TikTok", href: "https://www.tiktok.com/@revizo" },
] as const;

type SocialId = (typeof SOCIAL_LINKS)[number]["id"];

/** Simple monochrome glyphs drawn for this site (not the networks' artwork), from one cached sprite file. */
function Glyph({ id }: { id: SocialId }) {
  return (
    <svg viewBox="0 0 24 24" width={22} height={22} aria-hidden="true" focusable="false">
      <use href={`${socialIcons}#${id}`} />
    </svg>
  );
}

/** §2 Footer: facebook, linkedin, twitter, instagram, tiktok (glyphs from a sprite, each link named). */
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
