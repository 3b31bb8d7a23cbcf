// HTTP contract of §7 POST /device (§3 Device registration).
import * as v from "valibot";
import { endpoint } from "../endpoint.ts";

const Utm = v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(256))));

/** §3: installationId (the generated unique id of this installation), optional utmId and utmCampaign. */
export const DeviceRequest = v.strictObject({
  installationId: v.pipe(v.string(), v.trim(), v.regex(/^[A-Za-z0-9._:-]{8,128}$/, "InstallationIdInvalid")),
  utmId: Utm,
  utmCampaign: Utm,
});
export type DeviceRequest = v.InferOutput<typeof DeviceRequest>;

/** The registration as stored; `created` is false when the installation was already known (idempotent). */
export const DeviceResponse = v.object({
  installationId: v.string(),
  utmId: v.nullable(v.string()),
  utmCampaign: v.nullable(v.string()),
  created: v.boolean(),
});
export type DeviceResponse = v.InferOutput<typeof DeviceResponse>;

/** §7 POST /device: register the installation of the member's app (idempotent; a member, profiled or not). */
export const REGISTER_DEVICE = endpoint({
  method: "POST",
  path: "/device",
  summary: "Register the installation (installationId, optional utmId and utmCampaign) for the member; idempotent",
  tags: ["device"],
  body: DeviceRequest,
  response: DeviceResponse,
  success: { status: 200, description: "Registered (created false when it was already known)" },
  member: { profiled: false },
  errors: { 400: ["ValidationFailed"] },
  notes: { 400: "InstallationIdInvalid..." },
});
