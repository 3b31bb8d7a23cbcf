// §7 POST /device: the installation of the member's app (idempotent).
import { Hono } from "hono";
import { RegisterDevice } from "../../../../application/api/account/devices/register-device.ts";
import { DeviceRequest, DeviceResponse } from "../../../../application/contracts/account/device.ts";
import { readJson, type ApiEnv } from "../../http/context.ts";
import { requireMember } from "../../http/middleware.ts";
import { COMMON_ERRORS, MEMBER_ERRORS, type RouteDeps } from "../../http/routes/types.ts";

export function deviceRoutes({ container, docs, settings }: RouteDeps) {
  const app = new Hono<ApiEnv>();
  docs.add({
    method: "post",
    path: "/device",
    summary: "Register the installation (installationId, optional utmId and utmCampaign) for the member; idempotent",
    tags: ["device"],
    body: DeviceRequest,
    responses: {
      200: { description: "Registered (created false when it was already known)", schema: DeviceResponse },
      ...COMMON_ERRORS,
      400: { description: "ValidationFailed (InstallationIdInvalid...)" },
      401: MEMBER_ERRORS[401],
    },
  });
  app.post("/device", requireMember(container, settings, { profiled: false }), async (c) => {
    const body = await readJson(c, DeviceRequest);
    if (!body.ok) return body.response;
    const result = await container.resolve(RegisterDevice).execute(c.get("member").memberId, body.value);
    return c.json(result._unsafeUnwrap(), 200);
  });
  return app;
}
