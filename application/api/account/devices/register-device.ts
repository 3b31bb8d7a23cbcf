// §7 POST /device: registers the installation for the member (idempotent: the same call twice changes nothing).
import { ResultAsync } from "neverthrow";
import { inject, injectable } from "tsyringe";
import type { DeviceRequest, DeviceResponse } from "../../../contracts/account/device.ts";
import { ClockToken, IdGeneratorToken, type Clock, type IdGenerator } from "../../shared/ports.ts";
import { DeviceRepositoryToken, type DeviceRepository } from "./ports.ts";

@injectable()
export class RegisterDevice {
  constructor(
    @inject(DeviceRepositoryToken) private readonly devices: DeviceRepository,
    @inject(IdGeneratorToken) private readonly ids: IdGenerator,
    @inject(ClockToken) private readonly clock: Clock,
  ) {}

  execute(memberId: string | null, input: DeviceRequest): ResultAsync<DeviceResponse, never> {
    const blankToNull = (value: string | null | undefined) => (value ? value : null);
    return ResultAsync.fromSafePromise(
      this.devices
        .upsert({
          id: this.ids.uuid(),
          installationId: input.installationId,
          memberId,
          utmId: blankToNull(input.utmId),
          utmCampaign: blankToNull(input.utmCampaign),
          now: this.clock.now(),
        })
        .then(({ device, created }) => ({
          installationId: device.installationId,
          utmId: device.utmId,
          utmCampaign: device.utmCampaign,
          created,
        })),
    );
  }
}
