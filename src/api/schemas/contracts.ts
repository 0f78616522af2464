import * as v from "valibot";
import { TAXING_TYPES } from "../../domain/price-table";
import { Envelope, ListEnvelope, MESSAGES } from "./common";
import { Contract } from "./quotes";

/**
 * Contracts and price tables (spec, configuration area sections 2, 3, 6 and 8; issue 22;
 * decision 065). GET /v1/contracts answers these fields too; the wizard's `Contract` schema
 * simply ignores them.
 */

/** The server's words (spec section 8); the app shows them translated. */
export const CONTRACT_MESSAGES = {
  inUse: "Contract CAN'T be deleted!",
  deleted: "Contract deleted",
  couldNotSave: "Could not save, try again later",
} as const;

export const CONTRACT_FILE_FORMATS = ["pdf", "csv"] as const;
export type ContractFileFormat = (typeof CONTRACT_FILE_FORMATS)[number];
export const ContractFileQuery = v.object({ format: v.picklist(CONTRACT_FILE_FORMATS, "Choose pdf or csv") });

export const ContractDetails = v.object({
  ...Contract.entries,
  taxing_type: v.picklist(TAXING_TYPES),
  /** ISO dates; end null: no end. */
  start_date: v.string(),
  end_date: v.nullable(v.string()),
  /** ISO country code its price table and delivery time are for. */
  destination_country: v.string(),
  connected: v.boolean(),
  /** Orders use it: it cannot be deleted. */
  in_use: v.boolean(),
});
export type ContractDetails = v.InferOutput<typeof ContractDetails>;
export const ContractDetailsListResponse = ListEnvelope(ContractDetails);

export const DeletedContractResponse = Envelope(v.object({ id: v.number(), message: v.string() }));

/** Who decides a price table change (section 6: "a choice of who receives the request"). */
export const RECIPIENT_KINDS = ["seller_admin", "account_manager"] as const;
export type RecipientKind = (typeof RECIPIENT_KINDS)[number];
export const CHANGE_STATES = ["pending", "approved", "refused"] as const;
export type ChangeState = (typeof CHANGE_STATES)[number];

export const MAX_CHANGE_TEXT = 1000;
const RequestText = v.pipe(v.string(MESSAGES.mustBeText), v.trim(), v.nonEmpty(MESSAGES.blank), v.maxLength(MAX_CHANGE_TEXT, MESSAGES.tooLong(MAX_CHANGE_TEXT)));

export const PriceChangeMessages = {
  chooseRecipient: "Choose who receives the request",
  notYours: "Only the recipient can decide this request",
  alreadyDecided: "This request was already decided",
} as const;

export const CreatePriceChangeRequest = v.object({
  contract_id: v.pipe(v.number(MESSAGES.mustBeNumber), v.integer(MESSAGES.mustBeNumber), v.minValue(1, "Choose a contract")),
  recipient_kind: v.picklist(RECIPIENT_KINDS, PriceChangeMessages.chooseRecipient),
  /** A seller admin's user id when recipient_kind is seller_admin. */
  recipient_user_id: v.optional(v.nullable(v.pipe(v.number(MESSAGES.mustBeNumber), v.integer(MESSAGES.mustBeNumber)))),
  change: RequestText,
  reason: RequestText,
});
export type CreatePriceChangeRequest = v.InferInput<typeof CreatePriceChangeRequest>;

export const DecidePriceChangeRequest = v.object({ state: v.picklist(["approved", "refused"] as const, "Choose approved or refused") });

export const PriceChangeRequest = v.object({
  id: v.number(),
  contract_id: v.number(),
  contract_name: v.string(),
  requested_by_name: v.string(),
  recipient_kind: v.picklist(RECIPIENT_KINDS),
  recipient_user_id: v.nullable(v.number()),
  /** The seller admin's name; null for the platform's account manager. */
  recipient_name: v.nullable(v.string()),
  change: v.string(),
  reason: v.string(),
  state: v.picklist(CHANGE_STATES),
  created_at: v.string(),
  decided_at: v.nullable(v.string()),
  /** The signed-in user is the recipient and the request waits: they may decide it. */
  can_decide: v.boolean(),
});
export type PriceChangeRequest = v.InferOutput<typeof PriceChangeRequest>;
export const PriceChangeRequestListResponse = ListEnvelope(PriceChangeRequest);
export const PriceChangeRequestResponse = Envelope(PriceChangeRequest);

export const PriceChangeRecipient = v.object({ id: v.number(), name: v.string() });
/** The seller's admins (the platform's account manager is always offered besides them). */
export const PriceChangeRecipientsResponse = Envelope(v.array(PriceChangeRecipient));
