// The popins of the public and offer layouts (§2): the e-mail capture popin (visitors) and the subscription
// promotional popin (members without a plan). Loaded after hydration: nothing of them is in the first script.
import { EmailPopinHost } from "./EmailPopinHost.tsx";
import { SubscriptionPromoHost } from "./SubscriptionPromoHost.tsx";

export interface PublicPopinsProps {
  emailPopin: boolean;
  promoPopin: boolean;
}

export default function PublicPopins({ emailPopin, promoPopin }: PublicPopinsProps) {
  return (
    <>
      <EmailPopinHost enabled={emailPopin} />
      <SubscriptionPromoHost enabled={promoPopin} />
    </>
  );
}
