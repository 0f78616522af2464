import { describe, expect, it } from "vitest";
import * as v from "valibot";
import { ErrorBody } from "../../src/api/schemas/common";
import { NOT_CURRENT_TERMS, TermsAcceptanceResponse } from "../../src/api/schemas/terms";
import { TERMS_VERSION } from "../../src/domain/terms";
import { termsAcceptedAt } from "../terms/terms-acceptance";
import { serverPerTest } from "../testing/test-server";

const server = serverPerTest();

const acceptanceOf = async (token: string) => v.parse(TermsAcceptanceResponse, (await server.request("GET", "/v1/terms/acceptance", { token })).json).data;
const accept = (token: string, version = TERMS_VERSION) =>
  server.request("POST", "/v1/terms/acceptance", { token, body: { version }, headers: { "User-Agent": "TermsTest/1.0" } });
const rowsOf = async (userId: number) => server.db.selectFrom("terms_acceptances").selectAll().where("user_id", "=", userId).execute();

describe("/v1/terms/acceptance", () => {
  it("answers that the seeded newcomer has not accepted the current terms, and the demo users have", async () => {
    expect(await acceptanceOf(await server.login("newcomer"))).toEqual({ version: TERMS_VERSION, accepted: false, accepted_at: null });
    expect(await acceptanceOf(await server.login("viewer"))).toMatchObject({ version: TERMS_VERSION, accepted: true });
  });

  it("records the acceptance once, with its time and browser; sent again it keeps the first moment", async () => {
    const token = await server.login("newcomer");
    const first = await accept(token);
    expect(first.status).toBe(200);
    const acceptedAt = server.now().toISOString();
    expect(v.parse(TermsAcceptanceResponse, first.json).data).toEqual({ version: TERMS_VERSION, accepted: true, accepted_at: acceptedAt });

    server.advance(60_000);
    const again = await accept(token);
    expect(v.parse(TermsAcceptanceResponse, again.json).data.accepted_at).toBe(acceptedAt);
    const newcomerId = await server.userId("newcomer");
    expect(await rowsOf(newcomerId)).toEqual([expect.objectContaining({ user_id: newcomerId, version: TERMS_VERSION, accepted_at: acceptedAt, user_agent: "TermsTest/1.0" })]);
    expect(await acceptanceOf(token)).toEqual({ version: TERMS_VERSION, accepted: true, accepted_at: acceptedAt });
  });

  it("does not count an acceptance of an older version, and refuses to record any version but the current one", async () => {
    const newcomerId = await server.userId("newcomer");
    await server.db.insertInto("terms_acceptances").values({ user_id: newcomerId, version: "2020-01-01", accepted_at: "2020-01-02T00:00:00.000Z", user_agent: null }).execute();
    const token = await server.login("newcomer");
    expect((await acceptanceOf(token)).accepted).toBe(false);

    const refused = await accept(token, "2020-01-01");
    expect(refused.status).toBe(422);
    expect(v.parse(ErrorBody, refused.json).messages).toEqual([{ version: [NOT_CURRENT_TERMS] }]);
    expect(await rowsOf(newcomerId)).toHaveLength(1);
  });

  it("answers each user's own state only, and needs a signed-in user", async () => {
    await accept(await server.login("newcomer"));
    expect((await server.request("GET", "/v1/terms/acceptance")).status).toBe(401);
    expect((await server.request("POST", "/v1/terms/acceptance", { body: { version: TERMS_VERSION } })).status).toBe(401);
  });
});

describe("termsAcceptedAt (the users list's column)", () => {
  it("answers when each of the users accepted the current terms, leaving out who has not", async () => {
    const [admin, newcomer, other] = [await server.userId("admin"), await server.userId("newcomer"), await server.userId("otherAdmin")];
    const accepted = await termsAcceptedAt(server.db, [admin, newcomer, other, admin]);
    expect([...accepted.keys()].sort()).toEqual([admin, other].sort());
    expect(accepted.get(admin)).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(await termsAcceptedAt(server.db, [])).toEqual(new Map());
  });
});
