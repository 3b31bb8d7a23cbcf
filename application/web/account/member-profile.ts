// The member as the account pages show them (§3 Profile entries read with the domain readers, §6 e-mail
// display rule), loaded with §7 GET /profile. Shared by my account, the post-login home and my future.
import { errAsync, okAsync, type ResultAsync } from "neverthrow";
import * as v from "valibot";
import { callOf } from "../../contracts/endpoint.ts";
import {
  isFamilyAccount,
  isPremium,
  parseProfileEntries,
  profileAccessType,
  profileBirthdate,
  profileEmail,
  profileFamily,
  profileFirstname,
  profileLastname,
  profileLevelOfEducation,
  profilePlans,
  profileUsername,
  shouldDisplayEmail,
  type ProfileMap,
} from "../../../domain/account/profile.ts";
import {
  CATALOG_BY_ID,
  CATALOG_PLAN_IDS,
  type CatalogPlanId,
  type DisplayNames,
} from "../../../domain/premium/catalog.ts";
import { FamilyEntryValue, GET_PROFILE, ProfilePlan } from "../../contracts/account/profile.ts";
import type { ApiClient } from "../http/ports.ts";
import type { AuthCookieSource } from "./session/ports.ts";
import { commonFailure, type CommonFailure, type NotLoggedIn } from "./failures.ts";

/** §3 Profile plans: one plan the member holds, with its display name in both languages. */
export interface PlanView {
  id: string;
  names: DisplayNames;
  status: string;
  /** ISO instant; null for a plan without end (lifetime). */
  periodEnd: string | null;
  isFamily: boolean;
  /** The family holder's plan, shared with this child member. */
  viaFamily: boolean;
}

/** The member's own data as the account pages show it. */
export interface MemberProfile {
  firstname: string | null;
  lastname: string | null;
  username: string | null;
  /** §6: only when the displayEmail feature flag allows it. */
  email: string | null;
  /** YYYY-MM-DD. */
  birthdate: string | null;
  /** §3 accessType.value: parent or student. */
  accessType: string | null;
  /** §3 levelOfEducation.value (a parent's is their child's). */
  levelOfEducation: string | null;
  /** §4 premium: products and plans both present. */
  premium: boolean;
  /** §6 family account. */
  family: boolean;
  /** The family holder, for a child member of a family (null otherwise). */
  familyHolder: { firstname: string | null; lastname: string | null } | null;
  plans: PlanView[];
}

export type ProfileLoadFailure = NotLoggedIn | CommonFailure;

function isCatalogPlanId(id: string): id is CatalogPlanId {
  return (CATALOG_PLAN_IDS as readonly string[]).includes(id);
}

/** §9: the display name of a plan id (the catalogue's), the id itself for a plan it does not know. */
export function planNames(id: string): DisplayNames {
  return isCatalogPlanId(id) ? CATALOG_BY_ID[id].names : { fr: id, en: id };
}

/** §3/§6: the member view of a profile map; malformed plans are left out. */
export function memberProfile(profile: ProfileMap): MemberProfile {
  const plans = (profilePlans(profile) ?? []).flatMap((raw) => {
    const parsed = v.safeParse(ProfilePlan, raw);
    if (!parsed.success) return [];
    const plan = parsed.output;
    return [
      {
        id: plan.id,
        names: planNames(plan.id),
        status: plan.status,
        periodEnd: plan.periodEnd,
        isFamily: plan.isFamily,
        viaFamily: plan.viaFamily,
      },
    ];
  });
  const family = v.safeParse(FamilyEntryValue, profileFamily(profile));
  const holder =
    family.success && !Array.isArray(family.output) && family.output.role === "member" ? family.output.holder : null;
  return {
    firstname: profileFirstname(profile),
    lastname: profileLastname(profile),
    username: profileUsername(profile),
    email: shouldDisplayEmail(profile) ? profileEmail(profile) : null,
    birthdate: profileBirthdate(profile)?.slice(0, 10) ?? null,
    accessType: profileAccessType(profile),
    levelOfEducation: profileLevelOfEducation(profile),
    premium: isPremium(profile),
    family: isFamilyAccount(profile),
    familyHolder: holder ? { firstname: holder.firstname, lastname: holder.lastname } : null,
    plans,
  };
}

/** §7 GET /profile for the viewer of the request; no session is NotLoggedIn. */
export function fetchMemberProfile(
  api: ApiClient,
  cookie: AuthCookieSource,
): ResultAsync<MemberProfile, ProfileLoadFailure> {
  if (cookie.read() === null) return errAsync({ type: "NotLoggedIn" });
  return api
    .request({ ...callOf(GET_PROFILE), schema: v.unknown() }) // read leniently by parseProfileEntries
    .mapErr(commonFailure)
    .andThen((body) =>
      parseProfileEntries(body).match(
        (parsed) => okAsync(memberProfile(parsed.profile)),
        (): ResultAsync<MemberProfile, ProfileLoadFailure> => errAsync({ type: "Unavailable" }),
      ),
    );
}
