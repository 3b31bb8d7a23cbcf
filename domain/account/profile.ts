// §3 "Profile", §4 "Premium", §6 "Roles": the member profile served as named entries, turned into a map,
// and typed readers for every entry the product knows. Unknown names are kept in the map but never read;
// an entry whose value does not have the expected shape reads as absent (null), it never throws.
import { err, ok, type Result } from "neverthrow";
import * as v from "valibot";

/** §3 Profile: one served entry, `{ name, value }`; the value's shape depends on the name. */
export const ProfileEntrySchema = v.object({
  name: v.pipe(v.string(), v.trim(), v.nonEmpty()),
  value: v.unknown(),
});
export type ProfileEntry = { readonly name: string; readonly value: unknown };

/** §3 Profile: the profile keyed by entry name (a plain object, so it serialises into the SSR state). */
export type ProfileMap = Readonly<Record<string, unknown>>;

/** §3 Profile: every entry name the product reads. */
export const PROFILE_ENTRY_NAMES = [
  "products",
  "plans",
  "hasFamilyPlan",
  "refreshProfiling",
  "firstname",
  "lastname",
  "family",
  "username",
  "email",
  "birthdate",
  "featureFlags",
  "country",
  "accessType",
  "currentDegree",
  "levelOfEducation",
  "region",
] as const;
export type ProfileEntryName = (typeof PROFILE_ENTRY_NAMES)[number];

export type ProfileError = { type: "ProfileNotAList" };

/** §3 Profile: an entry of the served list that was left out, with its position and the reason. */
export interface IgnoredProfileEntry {
  readonly index: number;
  readonly reason: string;
}

export interface ParsedProfile {
  /** The well-formed entries, in served order (the site-wide `rawProfile`). */
  readonly entries: readonly ProfileEntry[];
  /** The entries keyed by name; when a name repeats, the last entry wins. */
  readonly profile: ProfileMap;
  /** Entries without a usable name: reported to the caller, never fatal. */
  readonly ignored: readonly IgnoredProfileEntry[];
}

/** §3 Profile: checks the served list; malformed items are set aside, only a non-list body is an error. */
export function parseProfileEntries(body: unknown): Result<ParsedProfile, ProfileError> {
  if (!Array.isArray(body)) return err({ type: "ProfileNotAList" });
  const entries: ProfileEntry[] = [];
  const ignored: IgnoredProfileEntry[] = [];
  body.forEach((item: unknown, index) => {
    const parsed = v.safeParse(ProfileEntrySchema, item);
    if (parsed.success) entries.push({ name: parsed.output.name, value: parsed.output.value });
    else ignored.push({ index, reason: v.summarize(parsed.issues) });
  });
  return ok({ entries, profile: toProfileMap(entries), ignored });
}

/** §3 Profile: the list turned into a map keyed by name (last entry wins for a repeated name). */
export function toProfileMap(entries: readonly ProfileEntry[]): ProfileMap {
  return Object.fromEntries(entries.map((entry) => [entry.name, entry.value]));
}

/** §3 Profile: whether the map holds an entry of that name (own property only). */
export function hasProfileEntry(profile: ProfileMap, name: string): boolean {
  return Object.hasOwn(profile, name);
}

/** §6 Roles: a member "has a profile" once at least one entry has been loaded. */
export function hasProfile(profile: ProfileMap): boolean {
  return Object.keys(profile).length > 0;
}

function read<TSchema extends v.GenericSchema>(
  profile: ProfileMap,
  name: ProfileEntryName,
  schema: TSchema,
): v.InferOutput<TSchema> | null {
  if (!hasProfileEntry(profile, name)) return null;
  const parsed = v.safeParse(schema, profile[name]);
  return parsed.success ? parsed.output : null;
}

const Text = v.pipe(v.string(), v.trim(), v.nonEmpty());
const List = v.array(v.unknown());
const Id = v.union([Text, v.pipe(v.number(), v.finite())]);
const ValueOf = v.looseObject({ value: Text });

/** §3 Profile: the `refreshProfiling` value: the profiling step to resume from. */
export const RefreshProfilingSchema = v.looseObject({ step: Id });
/** §3 Profile: the `featureFlags` value (other flags may be present and are kept). */
export const FeatureFlagsSchema = v.looseObject({ displayEmail: v.optional(v.boolean()) });
/** §3 Profile: the `country` value, identified by `valueId`. */
export const CountrySchema = v.looseObject({ valueId: Id });
/** §3 Profile: `birthdate` as an ISO calendar date, optionally followed by a time. */
export const BirthdateSchema = v.pipe(v.string(), v.trim(), v.regex(/^\d{4}-\d{2}-\d{2}(?:[T ].*)?$/));
/** §3 Profile: the `family` value: an object or a list describing the member's family. */
export const FamilySchema = v.union([v.array(v.unknown()), v.record(v.string(), v.unknown())]);

/** §3 Profile: the member's products (null when absent or not a list). */
export function profileProducts(profile: ProfileMap): readonly unknown[] | null {
  return read(profile, "products", List);
}
/** §3 Profile: the member's plans (null when absent or not a list). */
export function profilePlans(profile: ProfileMap): readonly unknown[] | null {
  return read(profile, "plans", List);
}
/** §3 Profile: `hasFamilyPlan`, false unless the entry is exactly true. */
export function profileHasFamilyPlan(profile: ProfileMap): boolean {
  return read(profile, "hasFamilyPlan", v.boolean()) === true;
}
/** §3 Profile: the step of the `refreshProfiling` entry, or null. */
export function profileRefreshStep(profile: ProfileMap): string | number | null {
  return read(profile, "refreshProfiling", RefreshProfilingSchema)?.step ?? null;
}
/** §3 Profile: first name. */
export function profileFirstname(profile: ProfileMap): string | null {
  return read(profile, "firstname", Text);
}
/** §3 Profile: last name. */
export function profileLastname(profile: ProfileMap): string | null {
  return read(profile, "lastname", Text);
}
/** §3 Profile: user name. */
export function profileUsername(profile: ProfileMap): string | null {
  return read(profile, "username", Text);
}
/** §3 Profile: e-mail address (see `shouldDisplayEmail` before showing it). */
export function profileEmail(profile: ProfileMap): string | null {
  return read(profile, "email", Text);
}
/** §3 Profile: birth date as served (ISO date, possibly with a time part). */
export function profileBirthdate(profile: ProfileMap): string | null {
  return read(profile, "birthdate", BirthdateSchema);
}
/** §3 Profile: the family the member belongs to, or null. */
export function profileFamily(profile: ProfileMap): Readonly<Record<string, unknown>> | readonly unknown[] | null {
  return read(profile, "family", FamilySchema);
}
/** §3 Profile: the feature flags (displayEmail defaults to false when missing). */
export function profileFeatureFlags(profile: ProfileMap): { displayEmail: boolean } & Record<string, unknown> {
  const flags = read(profile, "featureFlags", FeatureFlagsSchema);
  return { ...flags, displayEmail: flags?.displayEmail ?? false };
}
/** §3 Profile: `country.valueId`, compared by the offers rule with the France country id. */
export function profileCountryId(profile: ProfileMap): string | number | null {
  return read(profile, "country", CountrySchema)?.valueId ?? null;
}
/** §3 Profile: `accessType.value` (parent or student side). */
export function profileAccessType(profile: ProfileMap): string | null {
  return read(profile, "accessType", ValueOf)?.value ?? null;
}
/** §3 Profile: `levelOfEducation.value`. */
export function profileLevelOfEducation(profile: ProfileMap): string | null {
  return read(profile, "levelOfEducation", ValueOf)?.value ?? null;
}

function nonEmpty(list: readonly unknown[] | null): boolean {
  return list !== null && list.length > 0;
}

/** §4 Premium: true only when the profile holds both products and plans, each a non-empty list. */
export function isPremium(profile: ProfileMap): boolean {
  return nonEmpty(profileProducts(profile)) && nonEmpty(profilePlans(profile));
}

/** §6 Roles, §2 bottom banner: a subscriber holds a plan or a product (a non-empty list of either). */
export function isSubscriber(profile: ProfileMap): boolean {
  return nonEmpty(profileProducts(profile)) || nonEmpty(profilePlans(profile));
}

/** §6 Roles: a family account has a family plan or belongs to a family (a non-empty `family` entry). */
export function isFamilyAccount(profile: ProfileMap): boolean {
  const family = profileFamily(profile);
  const inFamily = family !== null && (Array.isArray(family) ? family.length : Object.keys(family).length) > 0;
  return profileHasFamilyPlan(profile) || inFamily;
}

/** §4: profiling must be redone when a `refreshProfiling` entry is present (any value but null). */
export function needsProfilingRefresh(profile: ProfileMap): boolean {
  return hasProfileEntry(profile, "refreshProfiling") && profile["refreshProfiling"] != null;
}

/** §6: the e-mail is displayed only when the `displayEmail` feature flag is true. */
export function shouldDisplayEmail(profile: ProfileMap): boolean {
  return profileFeatureFlags(profile).displayEmail;
}
