import { describe, expect, it, vi } from "vitest";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ShellProviders, activateLocale } from "../../tests/setup/test-providers";
import { ConfirmDialog } from "./confirm-dialog";

async function renderDialog(props: { cancelLabel?: string; danger?: boolean } = {}) {
  await activateLocale("en");
  const onConfirm = vi.fn();
  const onClose = vi.fn();
  render(
    <ShellProviders>
      <ConfirmDialog open title="Delete order LG-10001?" confirmLabel="Delete" onConfirm={onConfirm} onClose={onClose} {...props}>
        It cannot be undone.
      </ConfirmDialog>
    </ShellProviders>,
  );
  return { onConfirm, onClose, dialog: await screen.findByRole("dialog", { name: "Delete order LG-10001?" }) };
}

describe("ConfirmDialog", () => {
  it("names itself by its title, describes the consequence and focuses Cancel", async () => {
    const { dialog, onConfirm, onClose } = await renderDialog();
    expect(dialog).toHaveAccessibleDescription("It cannot be undone.");
    await waitFor(() => expect(within(dialog).getByRole("button", { name: "Cancel" })).toHaveFocus());
    // Enter on the focused safe choice cancels: habit does not confirm.
    await userEvent.keyboard("{Enter}");
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it("confirms with its own button and closes with Escape", async () => {
    const { dialog, onConfirm, onClose } = await renderDialog({ cancelLabel: "Keep it", danger: true });
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(within(dialog).getByRole("button", { name: "Keep it" })).toBeVisible();
    await userEvent.keyboard("{Escape}");
    expect(onClose).toHaveBeenCalled();
  });
});
