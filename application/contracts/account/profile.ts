// HTTP contract of the member's profile: §7 GET /profile (the named entries of §3), the profile update,
// and the profiling steps that complete a profile.
import * as v from "valibot";
import { endpoint } from "../endpoint.ts";
import { LEVELS_OF_EDUCATION, NEWSLETTER_ACCESS_TYPES } from "../../../domain/validation/newsletter.ts";
import { IsoDateTime } from "../common.ts";

/** The two sides of the product (§3 accessType): parents and pupils/students. */
export const ACCESS_TYPES = NEWSLETTER_ACCESS_TYPES;
/** §3 levels of education (primaire ... terminale, sup). */
export { LEVELS_OF_EDUCATION };

const Name = v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(100));
/** 3 to 30 letters, digits, dots, dashes or underscores. */
export const Username = v.pipe(v.string(), v.trim(), v.regex(/^[A-Za-z0-9._-]{3,30}$/, "UsernameInvalid"));
/** ISO 3166-1 alpha-2, any case on input, upper case stored. */
export const CountryCode = v.pipe(v.string(), v.trim(), v.toUpperCase(), v.regex(/^[A-Z]{2}$/, "CountryInvalid"));

/** A plan the member holds (from an active subscription, their own or their family holder's). */
export const ProfilePlan = v.object({
  id: v.string(),
  product: v.string(),
  provider: v.string(),
  status: v.string(),
  periodStart: IsoDateTime,
  periodEnd: v.nullable(IsoDateTime),
  isFamily: v.boolean(),
  /** True when the plan is the family holder's, shared with this child member. */
  viaFamily: v.boolean(),
});
export type ProfilePlan = v.InferOutput<typeof ProfilePlan>;

/** A child member of a family, as listed to the holder. */
export const FamilyMemberView = v.object({
  id: v.string(),
  firstname: v.nullable(v.string()),
  lastname: v.nullable(v.string()),
  email: v.string(),
  levelOfEducation: v.nullable(v.string()),
  addedAt: IsoDateTime,
});
export type FamilyMemberView = v.InferOutput<typeof FamilyMemberView>;

/** §3 `family` entry: [] outside a family, else the member's role with the holder and the children. */
export const FamilyEntryValue = v.union([
  v.tuple([]),
  v.object({
    role: v.picklist(["holder", "member"]),
    holder: v.object({ id: v.string(), firstname: v.nullable(v.string()), lastname: v.nullable(v.string()) }),
    members: v.array(FamilyMemberView),
    maxMembers: v.number(),
  }),
]);
export type FamilyEntryValue = v.InferOutput<typeof FamilyEntryValue>;

const ValueOf = v.nullable(v.object({ value: v.string() }));

/** §3 Profile: one named entry; the value's shape depends on the name. */
export const ProfileEntry = v.variant("name", [
  v.object({ name: v.literal("products"), value: v.array(v.string()) }),
  v.object({ name: v.literal("plans"), value: v.array(ProfilePlan) }),
  v.object({ name: v.literal("hasFamilyPlan"), value: v.boolean() }),
  v.object({ name: v.literal("refreshProfiling"), value: v.nullable(v.object({ step: v.string() })) }),
  v.object({ name: v.literal("firstname"), value: v.nullable(v.string()) }),
  v.object({ name: v.literal("lastname"), value: v.nullable(v.string()) }),
  v.object({ name: v.literal("family"), value: FamilyEntryValue }),
  v.object({ name: v.literal("username"), value: v.nullable(v.string()) }),
  v.object({ name: v.literal("email"), value: v.string() }),
  v.object({ name: v.literal("birthdate"), value: v.nullable(v.string()) }),
  v.object({ name: v.literal("featureFlags"), value: v.object({ displayEmail: v.boolean() }) }),
  v.object({ name: v.literal("country"), value: v.nullable(v.object({ value: v.string(), valueId: v.string() })) }),
  v.object({ name: v.literal("accessType"), value: ValueOf }),
  v.object({ name: v.literal("currentDegree"), value: ValueOf }),
  v.object({ name: v.literal("levelOfEducation"), value: ValueOf }),
  v.object({ name: v.literal("region"), value: v.nullable(v.string()) }),
]);
export type ProfileEntry = v.InferOutput<typeof ProfileEntry>;

/** §7 GET /profile: the list of named entries (every known entry, null when unknown). */
export const ProfileResponse = v.array(ProfileEntry);
export type ProfileResponse = v.InferOutput<typeof ProfileResponse>;

/** Profile update: only the fields sent change; birthdate follows the §5 rules. */
export const UpdateProfileRequest = v.pipe(
  v.strictObject({
    firstname: v.optional(Name),
    lastname: v.optional(Name),
    username: v.optional(v.nullable(Username)),
    birthdate: v.optional(v.pipe(v.string(), v.maxLength(10))),
    levelOfEducation: v.optional(v.picklist(LEVELS_OF_EDUCATION)),
    currentDegree: v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(100)))),
    country: v.optional(CountryCode),
    region: v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(100)))),
    featureFlags: v.optional(v.strictObject({ displayEmail: v.boolean() })),
  }),
  v.check((input) => Object.keys(input).length > 0, "NothingToUpdate"),
);
export type UpdateProfileRequest = v.InferOutput<typeof UpdateProfileRequest>;

/**
 * Profiling (the steps after sign-up): who the member is (parent or student), the level of education
 * (a parent gives their child's), the current degree when there is one, the country and region.
 * Sending it completes the profile and clears any refreshProfiling step.
 */
export const ProfilingRequest = v.strictObject({
  accessType: v.picklist(ACCESS_TYPES),
  levelOfEducation: v.picklist(LEVELS_OF_EDUCATION),
  currentDegree: v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(100)))),
  country: CountryCode,
  region: v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(100)))),
  username: v.optional(v.nullable(Username)),
});
export type ProfilingRequest = v.InferOutput<typeof ProfilingRequest>;

/** Where the member stands in profiling, with the values known so far and the choices offered. */
export const ProfilingStateResponse = v.object({
  required: v.boolean(),
  refreshStep: v.nullable(v.string()),
  values: v.object({
    accessType: v.nullable(v.string()),
    levelOfEducation: v.nullable(v.string()),
    currentDegree: v.nullable(v.string()),
    country: v.nullable(v.string()),
    region: v.nullable(v.string()),
    username: v.nullable(v.string()),
  }),
  options: v.object({ accessTypes: v.array(v.string()), levelsOfEducation: v.array(v.string()) }),
});
export type ProfilingStateResponse = v.InferOutput<typeof ProfilingStateResponse>;

/** §7 GET /profile: the member's profile as named entries (a profiled member). */
export const GET_PROFILE = endpoint({
  method: "GET",
  path: "/profile",
  summary: "The member's profile as named entries (§3): products and plans from active subscriptions, family, names...",
  tags: ["profile"],
  response: ProfileResponse,
  success: { status: 200, description: "Every known entry, null when unknown" },
  member: { profiled: true },
  errors: {},
});

/** PATCH /profile: update the fields sent; answers the new profile (a profiled member). */
export const UPDATE_PROFILE = endpoint({
  method: "PATCH",
  path: "/profile",
  summary: "Update the profile (only the fields sent); answers the new profile",
  tags: ["profile"],
  body: UpdateProfileRequest,
  response: ProfileResponse,
  success: { status: 200, description: "The updated profile" },
  member: { profiled: true },
  errors: { 400: ["ValidationFailed"] },
  notes: {
    400: "UsernameTaken, UsernameInvalid, BirthdayTooEarly, BirthdayInFuture, Required, NothingToUpdate...",
  },
});

/** §4 GET /profiling: where the member stands in profiling (a member, profiled or not). */
export const GET_PROFILING = endpoint({
  method: "GET",
  path: "/profiling",
  summary: "Where the member stands in profiling: required or not, known values, choices",
  tags: ["profile"],
  response: ProfilingStateResponse,
  success: { status: 200, description: "Profiling state" },
  member: { profiled: false },
  errors: {},
});

/** §4 POST /profiling: complete the profile (a member, profiled or not). */
export const COMPLETE_PROFILING = endpoint({
  method: "POST",
  path: "/profiling",
  summary: "Complete the profile (user type, level of education, degree, country, region); clears refreshProfiling",
  tags: ["profile"],
  body: ProfilingRequest,
  response: ProfileResponse,
  success: { status: 200, description: "The completed profile" },
  member: { profiled: false },
  errors: { 400: ["ValidationFailed"] },
  notes: { 400: "UsernameTaken, CountryInvalid, Required..." },
});
