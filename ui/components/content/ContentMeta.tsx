// Page metadata of the content pages: title, description, canonical address and language alternates,
// share image (Open Graph / Twitter), and structured data with the store rating of §9.
import { useWebConfig } from "../../composition/app-context.tsx";
import { isAppListed } from "../chrome/app-links.ts";
import type { Locale } from "../../../domain/locale/locale.ts";

/** §9 store-rating figures shown in page metadata (the spec gives about 4.3 to 4.6 and 29k to 75k ratings). */
export const STORE_RATING = { ratingValue: 4.6, ratingCount: 75_000, bestRating: 5, worstRating: 1 } as const;

/** §9 default share image: the brand mark served by the site (no raster share image exists yet). */
export const DEFAULT_SHARE_IMAGE = "/favicon.svg";

export type JsonLdObject = Record<string, unknown>;

export interface ContentMetaProps {
  title: string;
  description: string;
  /** Site path of the page (canonical address), e.g. "/faq". */
  path: string;
  locale: Locale;
  type?: "website" | "article";
  /** Extra structured data (Article, FAQPage...). */
  jsonLd?: JsonLdObject[];
  /** The page exists in both languages (French at the path, English with ?lang=en by default). */
  bilingual?: boolean;
  /** Site paths of the French and English versions, when they are not the path and the path with ?lang=en. */
  alternates?: { fr: string; en: string };
  /** Canonical site path, when it is not the version of the page's language. */
  canonical?: string;
  noindex?: boolean;
}

/**
 * §9 the product as an application for search engines. The store rating is the mobile app's: it is stated only
 * while the app is listed on a store (ADR 036); otherwise the product is the web application alone, unrated.
 */
export function appJsonLd(brandName: string, origin: string, appListed: boolean): JsonLdObject {
  return {
    "@context": "https://schema.org",
    "@type": "SoftwareApplication",
    name: brandName,
    applicationCategory: "EducationalApplication",
    operatingSystem: appListed ? "Web, iOS, Android" : "Web",
    url: `${origin}/`,
    offers: { "@type": "Offer", price: 0, priceCurrency: "EUR" },
    ...(appListed ? { aggregateRating: { "@type": "AggregateRating", ...STORE_RATING } } : {}),
  };
}

/** Structured data as a script element; `<` is escaped so no text can close the element. */
export function JsonLd({ data }: { data: JsonLdObject | JsonLdObject[] }) {
  return <script type="application/ld+json">{JSON.stringify(data).replace(/</g, "\\u003c")}</script>;
}

export function ContentMeta(props: ContentMetaProps) {
  const { title, description, path, locale, type = "website", jsonLd = [], bilingual = true, noindex = false } = props;
  const config = useWebConfig();
  const { brandName, publicOrigin } = config;
  const origin = publicOrigin.replace(/\/+$/, "");
  const url = `${origin}${props.alternates?.fr ?? path}`;
  const english = props.alternates ? `${origin}${props.alternates.en}` : `${url}${url.includes("?") ? "&" : "?"}lang=en`;
  const canonical = props.canonical !== undefined ? `${origin}${props.canonical}` : locale === "en" && bilingual ? english : url;
  return (
    <>
      <title>{`${title} | ${brandName}`}</title>
      <meta name="description" content={description} />
      {noindex ? <meta name="robots" content="noindex" /> : null}
      <link rel="canonical" href={canonical} />
      {bilingual ? <link rel="alternate" hrefLang="fr" href={url} /> : null}
      {bilingual ? <link rel="alternate" hrefLang="en" href={english} /> : null}
      {bilingual ? <link rel="alternate" hrefLang="x-default" href={url} /> : null}
      <meta property="og:type" content={type} />
      <meta property="og:site_name" content={brandName} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={canonical} />
      <meta property="og:image" content={`${origin}${DEFAULT_SHARE_IMAGE}`} />
      <meta property="og:image:alt" content={brandName} />
      <meta property="og:locale" content={locale === "en" ? "en_US" : "fr_FR"} />
      <meta name="twitter:card" content="summary" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      <JsonLd data={[appJsonLd(brandName, origin, isAppListed(config)), ...jsonLd]} />
    </>
  );
}
