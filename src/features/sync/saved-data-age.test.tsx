import { afterEach, describe, expect, it } from "vitest";
import { act, render, screen } from "@testing-library/react";
import { type QueryKey, useQuery } from "@tanstack/react-query";
import { reportServerReached, resetConnectivity } from "../../api/connectivity";
import { ShellProviders, activateLocale, queryClient } from "../../../tests/setup/test-providers";
import { SavedDataAge } from "./saved-data-age";

const SAVED_AT = Date.now() - 2 * 60 * 60 * 1000;
const NOTICE = "Offline: showing data saved on this device";
const isSaved = (key: QueryKey) => key[0] === "me";

/** A screen showing one answer, fetched at SAVED_AT (as a saved answer put back offline is). */
function Screen({ queryKey }: { queryKey: QueryKey }) {
  const { data } = useQuery({ queryKey, queryFn: async () => "fresh", enabled: false });
  return <p>{String(data)}</p>;
}

async function renderScreen(queryKey: QueryKey) {
  await activateLocale("en");
  queryClient.setQueryData(queryKey, "saved", { updatedAt: SAVED_AT });
  render(
    <ShellProviders>
      <SavedDataAge isSaved={isSaved} />
      <Screen queryKey={queryKey} />
    </ShellProviders>,
  );
}

describe("the age of saved data", () => {
  afterEach(() => {
    queryClient.clear();
    resetConnectivity();
  });

  it("says offline that the screen shows saved data, and how old it is", async () => {
    await renderScreen(["me", "measure"]);
    expect(screen.queryByText(NOTICE)).toBeNull();
    act(() => reportServerReached(false));
    const notice = (await screen.findByText(NOTICE)).closest('[role="status"]')!;
    expect(notice).not.toBeNull();
    expect(notice.querySelector("time")).toHaveTextContent("Last refreshed 2 hours ago");
    expect(notice.querySelector("time")).toHaveAttribute("datetime", new Date(SAVED_AT).toISOString());
  });

  it("says nothing of answers that are not kept on the device", async () => {
    await renderScreen(["orders", "list"]);
    act(() => reportServerReached(false));
    await screen.findByText("saved");
    expect(screen.queryByText(NOTICE)).toBeNull();
  });
});
