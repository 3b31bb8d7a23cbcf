// The viewers a designer reviews every component for (§6 roles), as session views built by the
// same function the app uses, from profile entries shaped like GET /profile answers.
import { sessionView, type SessionView } from "../../application/web/account/session/session-view.ts";
import { VISITOR } from "../../application/web/account/session/visitor.ts";

export const PERSONAS = ["visitor", "member", "subscriber", "family", "withoutProfile"] as const;
export type Persona = (typeof PERSONAS)[number];

const base = [
  { name: "firstname", value: "Léa" },
  { name: "lastname", value: "Martin" },
  { name: "email", value: "lea.martin@example.org" },
  { name: "accessType", value: { value: "student" } },
  { name: "levelOfEducation", value: { value: "terminale" } },
  { name: "country", value: { valueId: 250 } },
  { name: "featureFlags", value: { displayEmail: true } },
];
const soloPlan = {
  id: "solo-yearly",
  product: "premium",
  provider: "stripe",
  status: "active",
  isFamily: false,
  viaFamily: false,
};

export const PERSONA_SESSIONS: Record<Persona, SessionView> = {
  visitor: VISITOR,
  member: sessionView(true, "m-1", [...base, { name: "products", value: [] }, { name: "plans", value: [] }]),
  subscriber: sessionView(true, "m-2", [
    ...base,
    { name: "products", value: ["premium"] },
    { name: "plans", value: [soloPlan] },
  ]),
  family: sessionView(true, "m-3", [
    ...base.map((e) => (e.name === "firstname" ? { name: "firstname", value: "Karim" } : e)),
    { name: "accessType", value: { value: "parent" } },
    { name: "products", value: ["premium"] },
    { name: "plans", value: [{ ...soloPlan, id: "family-yearly", isFamily: true }] },
    { name: "hasFamilyPlan", value: true },
    {
      name: "family",
      value: {
        role: "holder",
        holder: { id: "m-3", firstname: "Karim", lastname: "Martin" },
        members: [],
        maxMembers: 5,
      },
    },
  ]),
  withoutProfile: sessionView(true, "m-4", []),
};
