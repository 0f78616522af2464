import { afterEach, describe, expect, it, vi } from "vitest";
import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ShellProviders, activateLocale } from "../../tests/setup/test-providers";
import { setUpdateAvailable } from "./service-worker-state";
import { UpdatePrompt } from "./update-prompt";

// The prompt loads workbox-window's module only when the user accepts the update.
const applyUpdate = vi.hoisted(() => vi.fn(async () => {}));
vi.mock("./service-worker", () => ({ applyUpdate }));

afterEach(() => {
  act(() => setUpdateAvailable(false));
  applyUpdate.mockClear();
});

async function renderPrompt() {
  await activateLocale("en");
  render(
    <ShellProviders>
      <UpdatePrompt />
    </ShellProviders>,
  );
}

describe("the update prompt", () => {
  it("appears when a new version waits, and applies it when the user asks", async () => {
    await renderPrompt();
    expect(screen.queryByRole("region", { name: "App update" })).not.toBeInTheDocument();

    act(() => setUpdateAvailable(true));
    expect(screen.getByRole("region", { name: "App update" })).toHaveTextContent("A new version of the app is available.");
    await userEvent.click(screen.getByRole("button", { name: "Update now" }));
    await waitFor(() => expect(applyUpdate).toHaveBeenCalledTimes(1));
  });

  it("asks first when a form holds unsaved input, and does nothing when the user declines", async () => {
    const confirm = vi.spyOn(window, "confirm").mockReturnValue(false);
    await renderPrompt();
    render(<form data-dirty="true" aria-label="Draft" />);
    act(() => setUpdateAvailable(true));

    await userEvent.click(screen.getByRole("button", { name: "Update now" }));
    expect(confirm).toHaveBeenCalledTimes(1);
    // An update would go through this same import: once it has settled here, it would have run.
    await import("./service-worker");
    expect(applyUpdate).not.toHaveBeenCalled();
    confirm.mockRestore();
  });

  it("hides on Later", async () => {
    await renderPrompt();
    act(() => setUpdateAvailable(true));
    await userEvent.click(screen.getByRole("button", { name: "Later" }));
    expect(screen.queryByRole("region", { name: "App update" })).not.toBeInTheDocument();
  });
});
