import { afterEach, describe, expect, it } from "vitest";
import { act, render, screen } from "@testing-library/react";
import { type QueryKey, useQuery } from "@tanstack/react-query";
import { reportServerReached, resetConnectivity } from "../../api/connectivity";
import { ShellProviders, activateLocale, queryClient } from "../../../tests/setup/test-providers";
import { useOwnFreshnessNotice } from "../../ui/own-freshness-notice";
import { SavedDataAge } from "./saved-data-age";

const SAVED_AT = Date.now() - 2 * 60 * 60 * 1000;
const NOTICE = "Offline: showing data saved on this device";
const isSaved = (key: QueryKey) => key[0] === "me";

/** A screen showing one answer, fetched at SAVED_AT (as a saved answer put back offline is). */
function Screen({ queryKey }: { queryKey: QueryKey }) {
  const { data } = useQuery({ queryKey, queryFn: async () => "fresh", enabled: false });
  return <p>{String(data)}</p>;
}

/** A screen such as the orders list, which says offline where its rows come from. */
function ScreenWithOwnNotice({ queryKey, offline }: { queryKey: QueryKey; offline: boolean }) {
  useOwnFreshnessNotice(offline);
  return <Screen queryKey={queryKey} />;
}

async function renderScreen(queryKey: QueryKey, ownNoticeOffline?: boolean) {
  await activateLocale("en");
  queryClient.setQueryData(queryKey, "saved", { updatedAt: SAVED_AT });
  const view = (offline: boolean | undefined) => (
    <ShellProviders>
      <SavedDataAge isSaved={isSaved} />
      {offline === undefined ? <Screen queryKey={queryKey} /> : <ScreenWithOwnNotice queryKey={queryKey} offline={offline} />}
    </ShellProviders>
  );
  const { rerender } = render(view(ownNoticeOffline));
  return { showOwnNotice: (offline: boolean) => rerender(view(offline)) };
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

  it("stays quiet on a screen that says it itself, and speaks again when that screen stops", async () => {
    const { showOwnNotice } = await renderScreen(["me", "measure"], true);
    act(() => reportServerReached(false));
    await screen.findByText("saved");
    expect(screen.queryByText(NOTICE)).toBeNull();
    showOwnNotice(false);
    expect(await screen.findByText(NOTICE)).toBeInTheDocument();
  });
});
