import { type IncomingHttpHeaders, createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { NO_WHATSAPP_SENDER, twilioShapedProvider } from "./sms-provider";

/**
 * The Twilio-shaped SMS provider (decision 060) against a local stand-in of the Messages API: a
 * form-encoded POST with basic authentication to /2010-04-01/Accounts/{sid}/Messages.json.
 */

interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  form: URLSearchParams;
}

let received: Received[];
let answer: { status: number; body: string };
let close: () => Promise<void>;
let baseUrl: string;

beforeEach(async () => {
  received = [];
  answer = { status: 201, body: JSON.stringify({ sid: "SM123", status: "queued" }) };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      received.push({ path: request.url ?? "", headers: request.headers, form: new URLSearchParams(Buffer.concat(chunks).toString("utf8")) });
      response.writeHead(answer.status, { "content-type": "application/json" }).end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => new Promise<void>((resolve) => server.close(() => resolve()));
});
afterEach(() => close());

const config = () => ({ baseUrl, accountSid: "AC42", authToken: "secret-token", smsFrom: "+15550001111", whatsappFrom: "+15550002222" });

describe("the Twilio-shaped SMS provider", () => {
  it("posts To, From and Body form-encoded with basic authentication, and keeps the provider's answer", async () => {
    const result = await twilioShapedProvider(config()).send({ channel: "sms", to: "+5511987654321", body: "Loja: pedido 1 — Em trânsito" });
    expect(result).toEqual({ ok: true, answer: `201 ${answer.body}`, permanent: false });
    expect(received).toHaveLength(1);
    const [request] = received;
    expect(request!.path).toBe("/2010-04-01/Accounts/AC42/Messages.json");
    expect(request!.headers["content-type"]).toBe("application/x-www-form-urlencoded");
    expect(request!.headers.authorization).toBe(`Basic ${Buffer.from("AC42:secret-token").toString("base64")}`);
    expect(Object.fromEntries(request!.form)).toEqual({ To: "+5511987654321", From: "+15550001111", Body: "Loja: pedido 1 — Em trânsito" });
  });

  it("sends WhatsApp through the same call with whatsapp: numbers, and refuses without a WhatsApp sender", async () => {
    await twilioShapedProvider(config()).send({ channel: "whatsapp", to: "+5511987654321", body: "hi" });
    expect(received[0]!.form.get("To")).toBe("whatsapp:+5511987654321");
    expect(received[0]!.form.get("From")).toBe("whatsapp:+15550002222");
    expect(await twilioShapedProvider({ ...config(), whatsappFrom: null }).send({ channel: "whatsapp", to: "+5511987654321", body: "hi" })).toEqual({
      ok: false,
      answer: NO_WHATSAPP_SENDER,
      permanent: true,
    });
    expect(received).toHaveLength(1);
  });

  it("says a refusal (4xx) is final and a provider error (5xx) or silence is worth another attempt", async () => {
    answer = { status: 400, body: '{"code":21211,"message":"Invalid To number"}' };
    expect(await twilioShapedProvider(config()).send({ channel: "sms", to: "+1", body: "x" })).toMatchObject({ ok: false, permanent: true, answer: expect.stringContaining("Invalid To number") });
    answer = { status: 503, body: "busy" };
    expect(await twilioShapedProvider(config()).send({ channel: "sms", to: "+1", body: "x" })).toEqual({ ok: false, permanent: false, answer: "503 busy" });
    await close();
    const unreachable = await twilioShapedProvider(config()).send({ channel: "sms", to: "+1", body: "x" });
    expect(unreachable).toMatchObject({ ok: false, permanent: false, answer: expect.stringContaining("Could not reach the SMS provider") });
    // The stand-in is closed already; afterEach closes it again harmlessly.
    close = async () => {};
  });
});
