// The family space: the holder lists, adds and removes child members; a child sees its holder.
import { Hono } from "hono";
import { FamilySpace, type FamilyError } from "../../../../application/api/account/family/family-space.ts";
import {
  ADD_FAMILY_MEMBER,
  AddFamilyMemberRequest,
  GET_FAMILY,
  REMOVE_FAMILY_MEMBER,
} from "../../../../application/contracts/account/family.ts";
import { fail, readJson, type ApiContext, type ApiEnv } from "../../http/context.ts";
import { requireMember } from "../../http/middleware.ts";
import { mount } from "../../http/endpoint-routes.ts";
import type { RouteDeps } from "../../http/routes/types.ts";

function familyError(c: ApiContext, error: FamilyError) {
  switch (error.type) {
    case "ValidationFailed":
      return fail(c, 400, "ValidationFailed", error.fields);
    case "EmailUnavailable":
      return fail(c, 400, "EmailUnavailable", { email: "EmailUnavailable" });
    case "FamilyPlanRequired":
      return fail(c, 403, "FamilyPlanRequired");
    case "FamilyLimitReached":
      return fail(c, 403, "FamilyLimitReached");
    case "NoFamily":
      return fail(c, 404, "NoFamily");
    case "FamilyMemberNotFound":
      return fail(c, 404, "FamilyMemberNotFound");
  }
}

export function familyRoutes({ container, docs, settings }: RouteDeps) {
  const app = new Hono<ApiEnv>();
  const profiled = requireMember(container, settings, { profiled: true });

  mount(app, docs, GET_FAMILY, profiled, async (c) => {
    const result = await container.resolve(FamilySpace).view(c.get("member").memberId);
    if (result.isErr()) return familyError(c, result.error);
    c.header("Cache-Control", "private, no-store");
    return c.json(result.value, 200);
  });

  mount(app, docs, ADD_FAMILY_MEMBER, profiled, async (c) => {
    const body = await readJson(c, AddFamilyMemberRequest);
    if (!body.ok) return body.response;
    const result = await container.resolve(FamilySpace).add(c.get("member").memberId, body.value);
    if (result.isErr()) return familyError(c, result.error);
    return c.json(result.value, 201);
  });

  mount(app, docs, REMOVE_FAMILY_MEMBER, profiled, async (c) => {
    const memberId = c.req.param("memberId") ?? "";
    if (!/^[0-9a-f-]{36}$/i.test(memberId)) return fail(c, 404, "FamilyMemberNotFound");
    const result = await container.resolve(FamilySpace).remove(c.get("member").memberId, memberId);
    if (result.isErr()) return familyError(c, result.error);
    return c.body(null, 204);
  });
  return app;
}
