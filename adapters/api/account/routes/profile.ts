// The member's profile: §7 GET /profile, the profile update, and profiling (GET and POST /profiling).
import { Hono } from "hono";
import { GetProfile } from "../../../../application/api/account/members/get-profile.ts";
import { CompleteProfiling, GetProfilingState } from "../../../../application/api/account/members/profiling.ts";
import { UpdateProfile } from "../../../../application/api/account/members/update-profile.ts";
import {
  COMPLETE_PROFILING,
  GET_PROFILE,
  GET_PROFILING,
  ProfilingRequest,
  UPDATE_PROFILE,
  UpdateProfileRequest,
} from "../../../../application/contracts/account/profile.ts";
import { fail, readJson, type ApiContext, type ApiEnv } from "../../http/context.ts";
import { requireMember } from "../../http/middleware.ts";
import { mount } from "../../http/endpoint-routes.ts";
import type { RouteDeps } from "../../http/routes/types.ts";

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

  mount(app, docs, GET_PROFILE, profiled, async (c) => {
    const result = await container.resolve(GetProfile).execute(c.get("member").memberId);
    if (result.isErr()) return fail(c, 404, "MemberNotFound");
    c.header("Cache-Control", "private, no-store");
    return c.json(result.value, 200);
  });

  mount(app, docs, UPDATE_PROFILE, profiled, async (c) => {
    const body = await readJson(c, UpdateProfileRequest);
    if (!body.ok) return body.response;
    const result = await container.resolve(UpdateProfile).execute(c.get("member").memberId, body.value);
    if (result.isErr()) return profileError(c, result.error);
    c.header("Cache-Control", "private, no-store");
    return c.json(result.value, 200);
  });

  mount(app, docs, GET_PROFILING, member, async (c) => {
    const result = await container.resolve(GetProfilingState).execute(c.get("member").memberId);
    if (result.isErr()) return fail(c, 404, "MemberNotFound");
    c.header("Cache-Control", "private, no-store");
    return c.json(result.value, 200);
  });

  mount(app, docs, COMPLETE_PROFILING, member, async (c) => {
    const body = await readJson(c, ProfilingRequest);
    if (!body.ok) return body.response;
    const result = await container.resolve(CompleteProfiling).execute(c.get("member").memberId, body.value);
    if (result.isErr()) return profileError(c, result.error);
    c.header("Cache-Control", "private, no-store");
    return c.json(result.value, 200);
  });

  return app;
}
