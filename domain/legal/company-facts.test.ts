import { describe, expect, it } from "vitest";
import { fillCompanyFacts, hasFactToken, unknownFactTokens, type CompanyFactValues } from "./company-facts.ts";

const facts: CompanyFactValues = {
  name: "Révizo SAS",
  legalForm: "société par actions simplifiée",
  shareCapital: "10 000 €",
  address: "18 rue des Écoles, 75005 Paris",
  rcs: "RCS Paris 912 345 678",
  vatNumber: "FR47912345678",
  email: "contact@revizo.example",
  phone: "+33 1 84 00 00 00",
  publicationDirector: "Claire Martin",
  hostingProvider: "Hébergeur <b>Exemple</b> & fils",
  hostingAddress: "2 rue de l'Hébergement, 59100 Roubaix",
  mediatorName: 'Médiateur "Exemple"',
  mediatorUrl: "https://mediateur.example/?a=1&b=2",
  privacyEmail: "dpo@revizo.example",
};

describe("fillCompanyFacts", () => {
  it("fills every known token, spaces inside the braces allowed", () => {
    expect(fillCompanyFacts("<p>{{company.name}}, {{ company.rcs }}</p>", facts, "html")).toBe(
      "<p>Révizo SAS, RCS Paris 912 345 678</p>",
    );
  });

  it("escapes every value in HTML, so that configuration never adds markup", () => {
    expect(fillCompanyFacts("<p>{{company.hostingProvider}}</p>", facts, "html")).toBe(
      "<p>Hébergeur &lt;b&gt;Exemple&lt;/b&gt; &amp; fils</p>",
    );
    expect(fillCompanyFacts("{{company.hostingAddress}} {{company.mediatorName}}", facts, "html")).toBe(
      "2 rue de l&#39;Hébergement, 59100 Roubaix Médiateur &quot;Exemple&quot;",
    );
  });

  it("prints e-mail addresses as mailto links and web addresses as links, escaped", () => {
    expect(fillCompanyFacts("{{company.privacyEmail}}", facts, "html")).toBe(
      '<a href="mailto:dpo@revizo.example">dpo@revizo.example</a>',
    );
    expect(fillCompanyFacts("{{company.mediatorUrl}}", facts, "html")).toBe(
      '<a href="https://mediateur.example/?a=1&amp;b=2" rel="noopener noreferrer">https://mediateur.example/?a=1&amp;b=2</a>',
    );
  });

  it("prints a value that is no address as text, never as a link", () => {
    const odd = { ...facts, mediatorUrl: 'javascript:alert("x")', email: 'a"b@c onmouseover=x' };
    expect(fillCompanyFacts("{{company.mediatorUrl}}", odd, "html")).toBe("javascript:alert(&quot;x&quot;)");
    expect(fillCompanyFacts("{{company.email}}", odd, "html")).toBe("a&quot;b@c onmouseover=x");
  });

  it("inserts values as they are in text (Markdown, search)", () => {
    expect(fillCompanyFacts("**{{company.hostingProvider}}** {{company.email}}", facts, "text")).toBe(
      "**Hébergeur <b>Exemple</b> & fils** contact@revizo.example",
    );
  });

  it("leaves an unknown token as written, and a text without tokens untouched", () => {
    expect(fillCompanyFacts("{{company.siret}} {{site.name}} {{company.}} {{toString}}", facts, "html")).toBe(
      "{{company.siret}} {{site.name}} {{company.}} {{toString}}",
    );
    expect(fillCompanyFacts("{{company.constructor}}", facts, "text")).toBe("{{company.constructor}}");
    const plain = "<p>Aucun fait ici { ni là }</p>";
    expect(fillCompanyFacts(plain, facts, "html")).toBe(plain);
  });
});

describe("unknownFactTokens", () => {
  it("lists the tokens that name no fact, in order", () => {
    expect(unknownFactTokens("{{company.rcs}} {{company.siret}} {{ host.name }} {{}} {{company.rcs}}")).toEqual([
      "company.siret",
      "host.name",
      "",
    ]);
    expect(unknownFactTokens("Rien à signaler {{company.mediatorUrl}}")).toEqual([]);
  });
});

describe("hasFactToken", () => {
  it("tells whether a text holds any token", () => {
    expect(hasFactToken("a {{company.rcs}}")).toBe(true);
    expect(hasFactToken("a {{nope}}")).toBe(true);
    expect(hasFactToken("a {b} {{ }")).toBe(false);
  });
});
