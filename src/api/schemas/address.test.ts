import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { AddressInput, CustomerInput, SenderInput } from "./order-create";
import { Customer, OrderAddress, OrderSender } from "./orders";

/** One address schema for the receiver (customer) and the sender (issue 15). */

const address = { country: " br ", postal_code: " 01310-100 ", state: "SP", city: "São Paulo", address: "Avenida Paulista", number: "1000", complement: "" };
const receiver = { full_name: "Maria Silva", document: "52998224725", phone: "11 91234 5678", email: "", ...address };
const sender = { name: "Lumen Goods", email: "ship@lumen.example", phone: "+55 11 3456 7890", ...address };
const addressOf = (parsed: Record<string, unknown>) => Object.fromEntries(Object.keys(AddressInput.entries).map((key) => [key, parsed[key]]));

describe("the address of an order", () => {
  it("is read the same for the receiver and the sender", () => {
    const alone = v.parse(AddressInput, address);
    expect(alone).toEqual({ country: "BR", postal_code: "01310-100", state: "SP", city: "São Paulo", address: "Avenida Paulista", number: "1000", complement: "" });
    expect(addressOf(v.parse(CustomerInput, receiver))).toEqual(alone);
    expect(addressOf(v.parse(SenderInput, sender))).toEqual(alone);
  });

  it("refuses the same too-long house number for both, at the same field", () => {
    const long = { number: "12345678901" };
    for (const schema of [AddressInput, CustomerInput, SenderInput] as const) {
      const result = v.safeParse(schema, { ...(schema === SenderInput ? sender : receiver), ...long });
      expect(result.success).toBe(false);
      expect(v.flatten(result.issues!).nested).toHaveProperty("number");
    }
  });

  it("has every address field in the answers' customer and sender", () => {
    for (const key of Object.keys(OrderAddress.entries)) {
      expect(Customer.entries).toHaveProperty(key);
      expect(OrderSender.entries).toHaveProperty(key);
    }
    expect(Object.keys(OrderAddress.entries)).toEqual(Object.keys(AddressInput.entries));
  });
});
