/**
 * The order wizard's steps, in order. They belong to this screen: a stored draft only remembers
 * the name of the step the user was on (src/offline/drafts/drafts-store.ts), and a name this list
 * no longer has opens the draft at the first step.
 */
export const WIZARD_STEPS = ["receiver", "sender", "shipment", "courier", "overview", "boxes", "finish"] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];

export const FIRST_STEP: WizardStep = WIZARD_STEPS[0];

export const isWizardStep = (value: string | null | undefined): value is WizardStep =>
  value !== null && value !== undefined && (WIZARD_STEPS as readonly string[]).includes(value);

/** The step to open a stored draft at: the one it was saved on, else the first. */
export const savedStep = (stored: string | undefined): WizardStep => (isWizardStep(stored) ? stored : FIRST_STEP);
