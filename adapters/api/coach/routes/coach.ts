// The revision coach (issue 30): the member's plan, and their exams and minutes per weekday.
import { Hono } from "hono";
import { LoadRevisionPlan, SaveCoachSettings } from "../../../../application/api/coach/revision-plan.ts";
import {
  CoachSettingsRequest,
  REVISION_PLAN,
  RevisionPlanQuery,
  UPDATE_COACH_SETTINGS,
} from "../../../../application/contracts/coach.ts";
import { mount } from "../../http/endpoint-routes.ts";
import { fail, readJson, readQuery, type ApiEnv } from "../../http/context.ts";
import { requireMember } from "../../http/middleware.ts";
import type { RouteDeps } from "../../http/routes/types.ts";

export function coachRoutes({ container, docs, settings }: RouteDeps) {
  const app = new Hono<ApiEnv>();
  const profiled = requireMember(container, settings, { profiled: true });

  mount(app, docs, REVISION_PLAN, profiled, async (c) => {
    const query = readQuery(c, RevisionPlanQuery);
    if (!query.ok) return query.response;
    const plan = await container
      .resolve(LoadRevisionPlan)
      .forMember(c.get("member").memberId, query.value.locale ?? "fr");
    c.header("Cache-Control", "private, no-store");
    return c.json(plan._unsafeUnwrap(), 200);
  });

  mount(app, docs, UPDATE_COACH_SETTINGS, profiled, async (c) => {
    const body = await readJson(c, CoachSettingsRequest);
    if (!body.ok) return body.response;
    const result = await container.resolve(SaveCoachSettings).execute(c.get("member").memberId, body.value);
    if (result.isErr()) {
      const error = result.error;
      const field = error.type === "MinutesInvalid" ? `minutesPerWeekday.${error.index}` : `exams.${error.index}`;
      return fail(c, 400, error.type, { [field]: error.type });
    }
    c.header("Cache-Control", "private, no-store");
    return c.json(result.value, 200);
  });
  return app;
}
