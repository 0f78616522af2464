import { describe, expect, it } from "vitest";
import { formPath, resultPath, viewOf } from "./router";

describe("viewOf", () => {
  it.each([
    ["/trackings", "form"],
    ["/trackings/", "form"],
    ["/trackings/404", "not-found"],
    ["/trackings/a/b", "not-found"],
    ["/somewhere", "not-found"],
    ["/trackings/NB123BR", "result"],
  ])("%s is the %s view", (path, name) => {
    expect(viewOf(path, "").name).toBe(name);
  });

  it("decodes the reference and keeps the form's query", () => {
    expect(viewOf(resultPath("AB 12/3"), "")).toEqual({ name: "result", reference: "AB 12/3" });
    const form = viewOf("/trackings", "?trackingNumber=X1");
    expect(form.name === "form" && form.search.get("trackingNumber")).toBe("X1");
    expect(formPath({ error: "404" })).toBe("/trackings?error=404");
  });
});
