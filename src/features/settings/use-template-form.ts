import { type FormEvent, useState } from "react";
import { useLingui } from "@lingui/react/macro";
import { announceSaving, announceSavingFailed } from "../../ui/saving-events";
import type { Errors } from "./template-values";

interface TemplateFormOptions<V, K extends string, I> {
  /** The form's first values: the template being edited, or blank. Read once. */
  initial: () => V;
  /** The typed values as a template to save, or the messages saying why not. */
  read: (values: V) => { input?: I; errors: Errors<K> };
  /** Stores the template on the device (the outbox sends it). */
  save: (input: I) => Promise<unknown>;
  onDone: () => void;
}

/**
 * The state and the submit of a template form (box or product): read the values, show the
 * errors, save on the device while announcing it, and close the form, or say it failed.
 */
export function useTemplateForm<V extends Record<K, unknown>, K extends string, I>({ initial, read, save, onDone }: TemplateFormOptions<V, K, I>) {
  const { t } = useLingui();
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<Errors<K>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const set = (field: K) => (event: { target: { value: string } }) => setValues((current) => ({ ...current, [field]: event.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = read(values);
    setErrors(result.errors);
    if (!result.input) return;
    announceSaving(true);
    try {
      await save(result.input);
      announceSaving(false);
      onDone();
    } catch {
      announceSavingFailed();
      setFailure(t`The template could not be saved on this device. Try again.`);
    }
  };

  return { values, setValues, errors, failure, set, submit };
}
