// Issue 6: a provider's verified event kept once, the first write of the ledger transaction that acts on it: its
// unique (provider, event id) makes a second delivery stop there (`duplicate`); its payload is kept as its hash only.
import type { PaymentEvent } from "../subscriptions.ts";
import type { PaymentTransaction } from "./ports.ts";

export function keepEvent(
  tx: PaymentTransaction,
  event: PaymentEvent,
  input: { id: string; orderId: string | null; now: Date },
): Promise<"recorded" | "duplicate"> {
  return tx.recordEvent({
    id: input.id,
    provider: event.provider,
    providerEventId: event.eventId,
    type: event.type,
    orderId: input.orderId,
    payloadHash: event.payloadHash,
    receivedAt: input.now,
  });
}
