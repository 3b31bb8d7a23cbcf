// Issue 15, Code de la consommation L221-13: the confirmation of the contract sent after the payment, on a durable
// medium (this e-mail), with the main information of L221-5 (the seller, the plan, its price and period, the payment)
// and the information on the right of withdrawal (L221-18; given up when the access started at once, L221-28 13°).
import type { MailMessage } from "../../mail/ports.ts";
import {
  PAYMENT_METHOD_LABELS,
  VAT_MENTIONS,
  receiptAmount,
  receiptDate,
  receiptPeriod,
  type ReceiptPdfInput,
} from "./receipt-format.ts";

export function orderConfirmationMail(input: {
  to: string;
  receipt: ReceiptPdfInput;
  /** The receipt PDF (the member's session is needed to open it). */
  receiptLink: string;
  accountLink: string;
  withdrawalDays: number;
  /**
   * Issue 15 (ADR 030): set for a gift card's sale: its right of withdrawal runs while the card is unused, until
   * `withdrawUntil` (withdrawalDeadline: the first instant it is over), and is used from the buyer's cards page.
   */
  giftCard: { withdrawUntil: Date; cardsLink: string } | null;
}): MailMessage {
  const { receipt } = input;
  const brand = receipt.brandName;
  const seller = receipt.seller;
  const total = receiptAmount(receipt.vat.totalMinor, receipt.currency);
  const giftCard = input.giftCard;
  const withdrawal = giftCard
    ? [
        `Droit de rétractation : vous pouvez vous rétracter sans motif pendant ${input.withdrawalDays} jours, jusqu'au`,
        `${receiptDate(new Date(giftCard.withdrawUntil.getTime() - 1))} inclus, tant que la carte n'a pas été utilisée`,
        "(articles L221-18 et L221-28 13° du Code de la consommation). La carte est alors annulée et vous êtes",
        `remboursé du prix payé, avec un avoir. Pour cela : ${giftCard.cardsLink}`,
      ]
    : receipt.withdrawalWaiverAt
      ? [
          `Droit de rétractation : le ${receiptDate(receipt.withdrawalWaiverAt)}, vous avez demandé que l'accès commence`,
          `immédiatement et reconnu perdre ainsi votre droit de rétractation de ${input.withdrawalDays} jours`,
          "(article L221-28 13° du Code de la consommation). L'accès est ouvert depuis votre paiement.",
        ]
      : [
          `Droit de rétractation : vous pouvez vous rétracter pendant ${input.withdrawalDays} jours à compter de ce jour,`,
          `sans motif, en écrivant à ${seller.email} (article L221-18 du Code de la consommation).`,
        ];
  return {
    to: input.to,
    template: "order-confirmation",
    subject: `${brand} : confirmation de votre commande ${receipt.number}`,
    text: [
      "Bonjour,",
      "",
      `Merci pour votre commande. Ce message confirme votre contrat avec ${seller.name} ; gardez-le.`,
      "",
      `Offre : ${receipt.designation}`,
      `Période : ${receipt.periodStart ? receiptPeriod(receipt.periodStart, receipt.periodEnd) : "à partir de l'utilisation de la carte"}`,
      `Prix payé : ${total} TTC`,
      receipt.vat.ratePercent > 0
        ? `dont TVA ${receipt.vat.ratePercent} % : ${receiptAmount(receipt.vat.vatMinor, receipt.currency)}`
        : VAT_MENTIONS[receipt.vat.rule],
      `Paiement : ${PAYMENT_METHOD_LABELS[receipt.paymentMethod]}, le ${receiptDate(receipt.issuedAt)}`,
      `Facture n° ${receipt.number}`,
      "",
      ...withdrawal,
      "",
      `Votre facture (PDF) : ${input.receiptLink}`,
      giftCard
        ? `Vos cartes cadeaux (code, carte à imprimer, rétractation) : ${giftCard.cardsLink}`
        : `Vos commandes et votre abonnement : ${input.accountLink}`,
      "",
      `Vendeur : ${seller.name}, ${seller.legalForm} au capital de ${seller.shareCapital}, ${seller.address},`,
      `${seller.rcs}, TVA ${seller.vatNumber}. Contact : ${seller.email}, ${seller.phone}.`,
      `Médiateur de la consommation : ${seller.mediatorName} (${seller.mediatorUrl}).`,
      "",
      "---",
      "",
      ...(giftCard
        ? [
            `Thank you for your order: this message confirms your gift card purchase from ${seller.name} (plan, price`,
            `and invoice above). You may withdraw until the date above while the card is unused: ${giftCard.cardsLink}`,
          ]
        : [
            `Thank you for your order: this message confirms your contract with ${seller.name} (plan, period, price and`,
            "invoice above). Your invoice is at the first link; your orders are listed in your account.",
          ]),
    ].join("\n"),
  };
}
