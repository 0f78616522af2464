import * as v from "valibot";
import { Email, Envelope, MESSAGES, httpLink } from "./common";

export const Seller = v.object({
  id: v.number(),
  name: v.string(),
  email: v.string(),
  website: v.nullable(v.string()),
});
export type Seller = v.InferOutput<typeof Seller>;
export const SellerResponse = Envelope(Seller);

const WEBSITE_MAX_LENGTH = 255;

export const UpdateSellerRequest = v.object({
  name: v.optional(v.pipe(v.string(MESSAGES.mustBeText), v.trim(), v.nonEmpty(MESSAGES.blank), v.maxLength(120, MESSAGES.tooLong(120)))),
  email: v.optional(Email),
  website: v.optional(
    v.nullable(
      v.pipe(
        v.string(MESSAGES.mustBeText),
        v.trim(),
        v.maxLength(WEBSITE_MAX_LENGTH, MESSAGES.tooLong(WEBSITE_MAX_LENGTH)),
        httpLink(),
      ),
    ),
  ),
});
