import { CASE_MESSAGES, type CaseAnswerRequest, type DutiesCaseDetail, MAX_CASE_DOCUMENT_BYTES, STATUS_AFTER_ANSWER, STATUS_NEEDING_SELLER } from "../../src/api/schemas/duties-cases";
import { MESSAGES } from "../../src/api/schemas/common";
import { PDF_TYPE, SNIFF_BYTES, sniffFileType } from "../../src/domain/file-signature";
import type { AuthUser } from "../deps";
import { HttpError } from "../http/errors";
import { type Db, findCase, findCaseDetail } from "./case-store";

/**
 * The seller's answer to a case that needs seller action (POST /tracking_alert_logs/{id}/answer):
 * a message and a PDF. The PDF is checked by its bytes (decoded size and signature), never by the
 * name or the claimed type. The case moves to received and the answer joins its history, in the
 * caller's transaction; a case in any other status is 409 and nothing changes.
 */
export function caseDocumentBytes(document: CaseAnswerRequest["document"]): Buffer {
  const bytes = Buffer.from(document.data, "base64");
  const problem =
    bytes.length === 0
      ? MESSAGES.blank
      : bytes.length > MAX_CASE_DOCUMENT_BYTES
        ? CASE_MESSAGES.tooLarge
        : sniffFileType(bytes.subarray(0, SNIFF_BYTES)) !== PDF_TYPE
          ? CASE_MESSAGES.notPdf
          : undefined;
  if (problem) throw new HttpError(422, [{ "document.data": [problem] }]);
  return bytes;
}

export async function answerCase(trx: Db, user: AuthUser, id: number, input: CaseAnswerRequest, bytes: Buffer, at: string): Promise<DutiesCaseDetail> {
  const found = await findCase(trx, user.seller_id, id);
  if (found.status !== STATUS_NEEDING_SELLER) throw new HttpError(409, [CASE_MESSAGES.noActionNeeded]);
  // Only a case still waiting moves: two answers racing leave one answer, never two.
  const moved = await trx
    .updateTable("duties_cases")
    .set({ status: STATUS_AFTER_ANSWER, updated_at: at })
    .where("id", "=", id)
    .where("seller_id", "=", user.seller_id)
    .where("status", "=", STATUS_NEEDING_SELLER)
    .executeTakeFirst();
  if (Number(moved.numUpdatedRows) !== 1) throw new HttpError(409, [CASE_MESSAGES.noActionNeeded]);
  await trx
    .insertInto("duties_case_events")
    .values({ case_id: id, status: STATUS_AFTER_ANSWER, message: input.message, user_id: user.id, document_name: input.document.name, document: bytes, created_at: at })
    .execute();
  return findCaseDetail(trx, user, id);
}
