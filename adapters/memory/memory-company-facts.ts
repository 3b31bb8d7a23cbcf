// The publisher's facts of the in-memory content endpoint and the content benchmark: a fictitious company, as the
// development configuration has one (server/config.ts), so that stories and tests show filled legal pages.
import type { CompanyFacts } from "../../application/api/legal/company.ts";

export const MEMORY_COMPANY_FACTS: CompanyFacts = {
  name: "Révizo SAS",
  legalForm: "société par actions simplifiée",
  shareCapital: "10 000 €",
  address: "18 rue des Écoles, 75005 Paris, France",
  rcs: "RCS Paris 912 345 678",
  vatNumber: "FR47912345678",
  email: "contact@revizo.example",
  phone: "+33 1 84 00 00 00",
  publicationDirector: "Claire Martin, présidente",
  hostingProvider: "Hébergeur Exemple SAS",
  hostingAddress: "2 rue de l'Hébergement, 59100 Roubaix, France",
  mediatorName: "Médiateur de la consommation Exemple",
  mediatorUrl: "https://mediateur.example/",
  privacyEmail: "dpo@revizo.example",
};
