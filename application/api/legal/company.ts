// The publisher's legal identity, printed on the legal pages (mentions légales, CGV, privacy policy) and on
// receipts. It comes from configuration (COMPANY_*, PUBLICATION_DIRECTOR, HOSTING_*, MEDIATOR_*, PRIVACY_EMAIL in
// server/config.ts), never from content files; production refuses to start while one is unset.
export interface CompanyFacts {
  /** Registered name, e.g. "Révizo SAS". */
  name: string;
  /** Legal form, e.g. "société par actions simplifiée". */
  legalForm: string;
  /** Share capital as printed, e.g. "10 000 €". */
  shareCapital: string;
  /** Registered office, one line. */
  address: string;
  /** Trade register entry as printed, e.g. "RCS Paris 912 345 678". */
  rcs: string;
  /** Intra-EU VAT number, e.g. "FR12912345678". */
  vatNumber: string;
  /** Contact e-mail address of the publisher. */
  email: string;
  /** Contact telephone number as printed. */
  phone: string;
  /** Name of the publication director (directeur ou directrice de la publication). */
  publicationDirector: string;
  /** Hosting provider's name and its address (LCEN art. 6). */
  hostingProvider: string;
  hostingAddress: string;
  /** The consumer mediator (Code de la consommation L612-1) and its website. */
  mediatorName: string;
  mediatorUrl: string;
  /** Where data-protection requests go (privacy policy). */
  privacyEmail: string;
}
export const CompanyFactsToken = Symbol("CompanyFacts");
