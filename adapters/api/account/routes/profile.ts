// The member's profile: §7 GET /profile, the profile update, and profiling (GET and POST /profiling).
import { Hono } from "hono";
import { GetProfile } from "../../../../application/api/account/members/get-profile.ts";
import { CompleteProfiling, GetProfilingState } from "../../../../application/api/account/members/profiling.ts";
import { UpdateProfile } from "../../../../application/api/account/members/update-profile.ts";
import {
  ProfileResponse,
  ProfilingRequest,
  ProfilingStateResponse,
  UpdateProfileRequest,
} from "../../../../application/contracts/account/profile.ts";
import { fail, readJson, type ApiContext, type ApiEnv } from "../../http/context.ts";
import { requireMember } from "../../http/middleware.ts";
import { COMMON_ERRORS, MEMBER_ERRORS, type RouteDeps } from "../../http/routes/types.ts";

function profileError(
  c: ApiContext,
  error: { type: "ValidationFailed"; fields: Record<string, string> } | { type: "MemberNotFound" },
) {
  return error.type === "ValidationFailed"
    ? fail(c, 400, "ValidationFailed", error.fields)
    : fail(c, 404, "MemberNotFound");
}

export function profileRoutes({ container, docs, settings }: RouteDeps) {
  const app = new Hono<ApiEnv>();
  const profiled = requireMember(container, settings, { profiled: true });
  const member = requireMember(container, settings, { profiled: false });

  docs.add({
    method: "get",
    path: "/profile",
    summary:
      "The member's profile as named entries (§3): products and plans from active subscriptions, family, names...",
    tags: ["profile"],
    responses: {
      200: { description: "Every known entry, null when unknown", schema: ProfileResponse },
      ...MEMBER_ERRORS,
    },
  });
  app.get("/profile", profiled, async (c) => {
    const result = await container.resolve(GetProfile).execute(c.get("member").memberId);
    if (result.isErr()) return fail(c, 404, "MemberNotFound");
    c.header("Cache-Control", "private, no-store");
    return c.json(result.value, 200);
  });

  docs.add({
    method: "patch",
    path: "/profile",
    summary: "Update the profile (only the fields sent); answers the new profile",
    tags: ["profile"],
    body: UpdateProfileRequest,
    responses: {
      200: { description: "The updated profile", schema: ProfileResponse },
      ...COMMON_ERRORS,
      400: {
        description:
          "ValidationFailed (UsernameTaken, UsernameInvalid, BirthdayTooEarly, BirthdayInFuture, Required, NothingToUpdate...)",
      },
      ...MEMBER_ERRORS,
    },
  });
  app.patch("/profile", profiled, async (c) => {
    const body = await readJson(c, UpdateProfileRequest);
    if (!body.ok) return body.response;
    const result = await container.resolve(UpdateProfile).execute(c.get("member").memberId, body.value);
    if (result.isErr()) return profileError(c, result.error);
    c.header("Cache-Control", "private, no-store");
    return c.json(result.value, 200);
  });

  docs.add({
    method: "get",
    path: "/profiling",
    summary: "Where the member stands in profiling: required or not, known values, choices",
    tags: ["profile"],
    responses: { 200: { description: "Profiling state", schema: ProfilingStateResponse }, 401: MEMBER_ERRORS[401] },
  });
  app.get("/profiling", member, async (c) => {
    const result = await container.resolve(GetProfilingState).execute(c.get("member").memberId);
    if (result.isErr()) return fail(c, 404, "MemberNotFound");
    c.header("Cache-Control", "private, no-store");
    return c.json(result.value, 200);
  });

  docs.add({
    method: "post",
    path: "/profiling",
    summary: "Complete the profile (user type, level of education, degree, country, region); clears refreshProfiling",
    tags: ["profile"],
    body: ProfilingRequest,
    responses: {
      200: { description: "The completed profile", schema: ProfileResponse },
      ...COMMON_ERRORS,
      400: { description: "ValidationFailed (UsernameTaken, CountryInvalid, Required...)" },
      401: MEMBER_ERRORS[401],
    },
  });
  app.post("/profiling", member, async (c) => {
    const body = await readJson(c, ProfilingRequest);
    if (!body.ok) return body.response;
    const result = await container.resolve(CompleteProfiling).execute(c.get("member").memberId, body.value);
    if (result.isErr()) return profileError(c, result.error);
    c.header("Cache-Control", "private, no-store");
    return c.json(result.value, 200);
  });

  return app;
}
