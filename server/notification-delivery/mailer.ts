import nodemailer, { type Transporter } from "nodemailer";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import type { MailText } from "./texts";

/**
 * E-mail of notification deliveries (decision 060): through SMTP with nodemailer when SMTP_URL is
 * set, else into the server's mail outbox table, where every other mail of the server goes today
 * (a deployment hands those rows to its mail service).
 */

export interface OutgoingMail extends MailText {
  /** The sender address (the seller's verified sender or MAIL_FROM); the brand is its display name. */
  from: string;
  to: string;
}

/** What the attempt answered: the SMTP server's reply, or where the mail was put. */
export interface MailAnswer {
  ok: boolean;
  answer: string;
}

export const OUTBOX_ANSWER = "Written to the server's mail outbox (SMTP_URL is not set)";

/** One transport per SMTP URL, kept for the process: nodemailer opens a connection per mail unless pooled. */
const transports = new Map<string, Transporter>();

function transportOf(smtpUrl: string): Transporter {
  let transport = transports.get(smtpUrl);
  if (!transport) {
    transport = nodemailer.createTransport(smtpUrl);
    transports.set(smtpUrl, transport);
  }
  return transport;
}

/** A mail's From: the brand as the display name, quoted so that a comma or quote in it stays text. */
export const fromHeader = (brand: string, address: string) => ({ name: brand, address });

export async function sendMail(db: Kysely<Database>, smtpUrl: string | null, mail: OutgoingMail & { brand: string }, now: Date): Promise<MailAnswer> {
  if (!smtpUrl) {
    await db.insertInto("mail_outbox").values({ recipient: mail.to, subject: mail.subject, body: mail.text, created_at: now.toISOString() }).execute();
    return { ok: true, answer: OUTBOX_ANSWER };
  }
  try {
    const info = await transportOf(smtpUrl).sendMail({ from: fromHeader(mail.brand, mail.from), to: mail.to, subject: mail.subject, text: mail.text });
    return { ok: true, answer: String(info.response ?? "Accepted") };
  } catch (error) {
    return { ok: false, answer: `The mail server refused: ${error instanceof Error ? error.message : String(error)}` };
  }
}
