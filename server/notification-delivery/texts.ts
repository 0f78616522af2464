import type { TrackingEvent } from "../../src/domain/tracking-events";

/**
 * What a notification says (decision 060). Texts to the buyer are in the receiver's country's
 * language where the platform has it (pt_BR for Brazil), else English; texts to the seller in
 * English, as the server's other mails. Every text names the seller's brand (its name), so the
 * buyer knows who writes. Plain text only: nothing of the order is ever read as markup.
 */

export type MessageLanguage = "en" | "pt_BR";

/** The receiver's country decides: Brazil reads Portuguese. */
export const buyerLanguageOf = (country: string): MessageLanguage => (country.trim().toUpperCase() === "BR" ? "pt_BR" : "en");

/** The events' titles in Portuguese, by tracking_code (English titles are TRACKING_EVENTS'). */
const PORTUGUESE_TITLES: Readonly<Record<string, string>> = {
  ORDER_CREATED: "Pedido criado",
  READY_TO_SHIP: "Despachado, pronto para envio",
  PICKED_UP: "Coletado pela transportadora",
  SHIPPED: "Saiu do país de origem",
  IN_TRANSIT: "Em trânsito",
  CUSTOMS_STARTED: "Desembaraço aduaneiro iniciado",
  CUSTOMS_RELEASED: "Liberado pela alfândega",
  CUSTOMS_HELD: "Retido pela alfândega",
  OUT_FOR_DELIVERY: "Saiu para entrega",
  FAILED_ATTEMPT: "Tentativa de entrega sem sucesso",
  DELIVERED: "Entregue",
  PARTIAL_DELIVERY: "Entregue parcialmente",
  DELIVERY_FAILED: "Falha na entrega, retornando ao remetente",
  PARTIAL_DELIVERY_FAILED: "Falha na entrega parcial, retornando ao remetente",
};

export const eventTitle = (event: TrackingEvent, language: MessageLanguage) => (language === "pt_BR" ? (PORTUGUESE_TITLES[event.tracking_code] ?? event.title) : event.title);

/** What every text is about. */
export interface MessageFacts {
  brand: string;
  orderNumber: string;
  trackingCode: string;
  receiverName: string;
  event: TrackingEvent;
  /** When the checkpoint happened (ISO). */
  at: string;
}

const whenText = (iso: string, language: MessageLanguage) =>
  `${new Intl.DateTimeFormat(language === "pt_BR" ? "pt-BR" : "en-GB", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" }).format(new Date(iso))} UTC`;

export interface MailText {
  subject: string;
  text: string;
}

/** The buyer's e-mail (mail_customer). */
export function buyerMail(facts: MessageFacts, language: MessageLanguage): MailText {
  const title = eventTitle(facts.event, language);
  if (language === "pt_BR") {
    return {
      subject: `${facts.brand}: pedido ${facts.orderNumber} — ${title}`,
      text: [
        `Olá, ${facts.receiverName}.`,
        "",
        `Seu pedido ${facts.orderNumber} de ${facts.brand}: ${title}.`,
        `Código de rastreio: ${facts.trackingCode}`,
        `Quando: ${whenText(facts.at, language)}`,
        "",
        facts.brand,
      ].join("\n"),
    };
  }
  return {
    subject: `${facts.brand}: order ${facts.orderNumber} — ${title}`,
    text: [`Hello ${facts.receiverName},`, "", `Your order ${facts.orderNumber} from ${facts.brand}: ${title}.`, `Tracking code: ${facts.trackingCode}`, `When: ${whenText(facts.at, language)}`, "", facts.brand].join("\n"),
  };
}

/** The seller's e-mail (mail_seller): which rule asked for it, so the seller can change it. */
export function sellerMail(facts: MessageFacts, ruleName: string): MailText {
  return {
    subject: `Order ${facts.orderNumber}: ${facts.event.title}`,
    text: [
      `Order ${facts.orderNumber} (tracking code ${facts.trackingCode}) of ${facts.brand}: ${facts.event.title}, ${whenText(facts.at, "en")}.`,
      "",
      `You receive this because the notification rule "${ruleName}" asks for it.`,
    ].join("\n"),
  };
}

/** An SMS or WhatsApp message to the buyer: one short line. */
export function buyerShortMessage(facts: MessageFacts, language: MessageLanguage): string {
  const title = eventTitle(facts.event, language);
  return language === "pt_BR"
    ? `${facts.brand}: pedido ${facts.orderNumber} — ${title}. Rastreio: ${facts.trackingCode}`
    : `${facts.brand}: order ${facts.orderNumber} — ${title}. Tracking: ${facts.trackingCode}`;
}
