import { CATEGORY_LABELS } from "../../ui/product-category-label";
import { type FormEvent, useId, useMemo, useState } from "react";
import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { countryOptions } from "../../ui/country-options";
import { fetchMeasure } from "../../api/calls/me";
import type { BoxTemplateInput, ProductTemplateInput } from "../../api/schemas/templates";
import { useSessionUser } from "../../api/use-session-user";
import type { MeasurementSystem } from "../../domain/measurement";
import { lengthFromCm, lengthToCm, lengthUnit, weightFromKg, weightToKg, weightUnit } from "../../domain/measurement-units";
import { HS_CODE_PATTERN, MIN_AMOUNT, type OrderIssueCode, normalizeHsCode } from "../../domain/order-validation";
import { PRODUCT_CATEGORY_KEYS, type ProductCategory } from "../../domain/product-categories";
import { parseDecimal } from "../../offline/drafts/parse-decimal";
import {
  type LocalBoxTemplate,
  type LocalProductTemplate,
  refreshTemplates,
  removeBoxTemplate,
  removeProductTemplate,
  saveBoxTemplate,
  saveProductTemplate,
  useBoxTemplates,
  useProductTemplates,
} from "../../offline/templates";
import { Button } from "../../ui/button";
import { ConfirmDialog } from "../../ui/confirm-dialog";
import { intlLocale } from "../../ui/format/locale";
import { formatNumber } from "../../ui/format/number";
import formStyles from "../../ui/form.module.css";
import { orderIssueMessage } from "../../ui/order-issue-text";
import { announceSaving, announceSavingFailed } from "../../ui/saving-events";
import { SelectField } from "../../ui/select-field";
import { TextField } from "../../ui/text-field";
import { useOnline } from "../../ui/use-online";
import styles from "./boxes-products-page.module.css";

/**
 * /settings/boxes-products: the seller's box and product templates (configuration area section
 * 3 "Box", "Product"). Read from and written to the device (src/offline/templates/), so the page
 * works offline; the outbox sends the changes and a refresh brings the server's lists when online.
 * Sizes are shown and typed in the user's units (GET /v1/measure) and stored metric.
 */

/** The same query key as the orders screens: one GET /v1/measure per session. */
const MEASURE_QUERY_KEY = ["me", "measure"] as const;
/** Digits kept when a stored size is shown in a form or the list. */
const SHOWN_DECIMALS = 2;
/** Digits kept when a typed size is stored (inches to centimetres adds noise). */
const STORED_DECIMALS = 3;
/** Templates have at most this many characters of name or SKU (the server's limits). */
const NAME_MAX = 60;
const PRODUCT_NAME_MAX = 120;

/** The categories' names on screen (the same texts as the order wizard's). */

const round = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;

/** A stored number as the form shows it: the user's decimal mark, no grouping. */
const typed = (value: number, i18n: I18n) => formatNumber(round(value, SHOWN_DECIMALS), { useGrouping: false, maximumFractionDigits: SHOWN_DECIMALS }, i18n);
const shown = (value: number, i18n: I18n) => formatNumber(value, { maximumFractionDigits: SHOWN_DECIMALS }, i18n);

function useMeasurementSystem(): MeasurementSystem {
  const measure = useQuery({ queryKey: MEASURE_QUERY_KEY, queryFn: fetchMeasure, retry: false, staleTime: Infinity });
  return measure.data?.measurement_system ?? "metric";
}

type Errors<K extends string> = Partial<Record<K, string[]>>;

const issue = (code: OrderIssueCode, i18n: I18n) => [orderIssueMessage({ path: "", code }, i18n)];

/** A typed size or weight: a number >= 0 (> 0 when `positive`), or the message saying why not. */
function readMeasure(text: string, i18n: I18n, { positive = true, optional = false } = {}): { value: number | null; error?: string[] } {
  if (text.trim() === "") return optional ? { value: null } : { value: null, error: issue("blank", i18n) };
  const value = parseDecimal(text);
  if (!Number.isFinite(value)) return { value: null, error: [i18n._(msg`Must be a number`)] };
  if (positive ? !(value > 0) : value < 0) return { value: null, error: issue("not_positive", i18n) };
  return { value };
}

/** Text fields: required and within the server's length. */
function readText(text: string, max: number, i18n: I18n): string[] | undefined {
  if (text.trim() === "") return issue("blank", i18n);
  if (text.trim().length > max) return [i18n._(msg`At most ${max} characters`)];
  return undefined;
}

// ---------------------------------------------------------------------------------------------
// Box templates

type BoxField = "name" | "length" | "width" | "height" | "empty_weight" | "weight";
type BoxValues = Record<BoxField, string> & { harmful_products: boolean; auto_select: boolean };

const emptyBoxValues = (): BoxValues => ({ name: "", length: "", width: "", height: "", empty_weight: "", weight: "", harmful_products: false, auto_select: false });

function boxValuesOf(template: LocalBoxTemplate, system: MeasurementSystem, i18n: I18n): BoxValues {
  const length = (cm: number) => typed(lengthFromCm(cm, system), i18n);
  const weight = (kg: number) => typed(weightFromKg(kg, system), i18n);
  return {
    name: template.name,
    length: length(template.length),
    width: length(template.width),
    height: length(template.height),
    empty_weight: weight(template.empty_weight),
    weight: template.weight === null ? "" : weight(template.weight),
    harmful_products: template.harmful_products,
    auto_select: template.auto_select,
  };
}

function readBox(values: BoxValues, system: MeasurementSystem, i18n: I18n): { input?: BoxTemplateInput; errors: Errors<BoxField> } {
  const errors: Errors<BoxField> = {};
  const name = readText(values.name, NAME_MAX, i18n);
  if (name) errors.name = name;
  const sizes = (["length", "width", "height"] as const).map((field) => {
    const read = readMeasure(values[field], i18n);
    if (read.error) errors[field] = read.error;
    return read.value === null ? 0 : round(lengthToCm(read.value, system), STORED_DECIMALS);
  });
  const emptyWeight = readMeasure(values.empty_weight, i18n, { positive: false });
  if (emptyWeight.error) errors.empty_weight = emptyWeight.error;
  const weight = readMeasure(values.weight, i18n, { optional: true });
  if (weight.error) errors.weight = weight.error;
  if (Object.keys(errors).length > 0) return { errors };
  const toKg = (kg: number) => round(weightToKg(kg, system), STORED_DECIMALS);
  return {
    errors,
    input: {
      name: values.name.trim(),
      length: sizes[0]!,
      width: sizes[1]!,
      height: sizes[2]!,
      empty_weight: toKg(emptyWeight.value ?? 0),
      weight: weight.value === null ? null : toKg(weight.value),
      harmful_products: values.harmful_products,
      auto_select: values.auto_select,
    },
  };
}

interface BoxFormProps {
  sellerId: number;
  system: MeasurementSystem;
  editing?: LocalBoxTemplate;
  onDone: () => void;
}

function BoxTemplateForm({ sellerId, system, editing, onDone }: BoxFormProps) {
  const { i18n, t } = useLingui();
  const [values, setValues] = useState<BoxValues>(() => (editing ? boxValuesOf(editing, system, i18n) : emptyBoxValues()));
  const [errors, setErrors] = useState<Errors<BoxField>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const length = lengthUnit(system);
  const weight = weightUnit(system);
  const set = (field: BoxField) => (event: { target: { value: string } }) => setValues((current) => ({ ...current, [field]: event.target.value }));
  const toggle = (field: "harmful_products" | "auto_select") => (event: { target: { checked: boolean } }) => setValues((current) => ({ ...current, [field]: event.target.checked }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const read = readBox(values, system, i18n);
    setErrors(read.errors);
    if (!read.input) return;
    announceSaving(true);
    try {
      await saveBoxTemplate(sellerId, read.input, editing?.localId);
      announceSaving(false);
      onDone();
    } catch {
      announceSavingFailed();
      setFailure(t`The template could not be saved on this device. Try again.`);
    }
  };

  const title = editing ? t`Edit box template ${editing.name}` : t`New box template`;
  return (
    <form className={styles.form} aria-label={title} noValidate onSubmit={(event) => void submit(event)}>
      <h3 className={styles.formTitle}>{title}</h3>
      {failure && (
        <p role="alert" className={formStyles.alert}>
          {failure}
        </p>
      )}
      <div className={styles.grid}>
        <TextField label={t`Name`} required maxLength={NAME_MAX} value={values.name} onChange={set("name")} errors={errors.name} />
        <TextField label={t`Length (${length})`} required inputMode="decimal" value={values.length} onChange={set("length")} errors={errors.length} />
        <TextField label={t`Width (${length})`} required inputMode="decimal" value={values.width} onChange={set("width")} errors={errors.width} />
        <TextField label={t`Height (${length})`} required inputMode="decimal" value={values.height} onChange={set("height")} errors={errors.height} />
        <TextField label={t`Empty weight (${weight})`} required inputMode="decimal" value={values.empty_weight} onChange={set("empty_weight")} errors={errors.empty_weight} />
        <TextField label={t`Total weight (${weight})`} inputMode="decimal" value={values.weight} onChange={set("weight")} errors={errors.weight} />
      </div>
      <label className={styles.check}>
        <input type="checkbox" checked={values.harmful_products} onChange={toggle("harmful_products")} />
        <Trans>Harmful products</Trans>
      </label>
      <label className={styles.check}>
        <input type="checkbox" checked={values.auto_select} onChange={toggle("auto_select")} />
        <Trans>Choose this box by itself when a new order's items fit</Trans>
      </label>
      <div className={styles.actions}>
        <Button type="submit">{editing ? <Trans>Save changes</Trans> : <Trans>Save box template</Trans>}</Button>
        <Button variant="secondary" onClick={onDone}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </form>
  );
}

// ---------------------------------------------------------------------------------------------
// Product templates

type ProductField = "sku" | "name" | "description" | "category" | "hs_code" | "origin_country" | "unit_price" | "unit_weight";
type ProductValues = Record<ProductField, string>;

const emptyProductValues = (): ProductValues => ({ sku: "", name: "", description: "", category: "", hs_code: "", origin_country: "", unit_price: "", unit_weight: "" });

function productValuesOf(template: LocalProductTemplate, system: MeasurementSystem, i18n: I18n): ProductValues {
  return {
    sku: template.sku,
    name: template.name,
    description: template.description ?? "",
    category: template.category,
    hs_code: template.hs_code,
    origin_country: template.origin_country,
    unit_price: typed(template.unit_price, i18n),
    unit_weight: typed(weightFromKg(template.unit_weight, system), i18n),
  };
}

function readProduct(values: ProductValues, system: MeasurementSystem, i18n: I18n): { input?: ProductTemplateInput; errors: Errors<ProductField> } {
  const errors: Errors<ProductField> = {};
  const sku = readText(values.sku, NAME_MAX, i18n);
  if (sku) errors.sku = sku;
  const name = readText(values.name, PRODUCT_NAME_MAX, i18n);
  if (name) errors.name = name;
  if (values.category === "") errors.category = [i18n._(msg`Choose a category`)];
  // Optional in a template (the order asks for it), but when given it must be a real one.
  const hsCode = normalizeHsCode(values.hs_code.trim());
  if (hsCode !== "" && !HS_CODE_PATTERN.test(hsCode)) errors.hs_code = issue("hs_code_digits", i18n);
  if (values.origin_country === "") errors.origin_country = issue("blank", i18n);
  const price = parseDecimal(values.unit_price);
  if (values.unit_price.trim() === "") errors.unit_price = issue("blank", i18n);
  else if (!(price >= MIN_AMOUNT)) errors.unit_price = issue("min_amount", i18n);
  const weight = readMeasure(values.unit_weight, i18n);
  if (weight.error) errors.unit_weight = weight.error;
  if (Object.keys(errors).length > 0) return { errors };
  return {
    errors,
    input: {
      sku: values.sku.trim(),
      name: values.name.trim(),
      description: values.description.trim() === "" ? null : values.description.trim(),
      category: values.category as ProductCategory,
      hs_code: hsCode,
      origin_country: values.origin_country,
      unit_price: round(price, 2),
      unit_weight: round(weightToKg(weight.value ?? 0, system), STORED_DECIMALS),
    },
  };
}


interface ProductFormProps {
  sellerId: number;
  system: MeasurementSystem;
  editing?: LocalProductTemplate;
  onDone: () => void;
}

function ProductTemplateForm({ sellerId, system, editing, onDone }: ProductFormProps) {
  const { i18n, t } = useLingui();
  const [values, setValues] = useState<ProductValues>(() => (editing ? productValuesOf(editing, system, i18n) : emptyProductValues()));
  const [errors, setErrors] = useState<Errors<ProductField>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const weight = weightUnit(system);
  const set = (field: ProductField) => (event: { target: { value: string } }) => setValues((current) => ({ ...current, [field]: event.target.value }));
  const categories = useMemo(
    () => [{ value: "", label: i18n._(msg`Choose a category`) }, ...PRODUCT_CATEGORY_KEYS.map((key) => ({ value: key, label: i18n._(CATEGORY_LABELS[key]) }))],
    [i18n],
  );
  const countries = useMemo(() => [{ value: "", label: i18n._(msg`Choose a country`) }, ...countryOptions(intlLocale(i18n))], [i18n]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const read = readProduct(values, system, i18n);
    setErrors(read.errors);
    if (!read.input) return;
    announceSaving(true);
    try {
      await saveProductTemplate(sellerId, read.input, editing?.localId);
      announceSaving(false);
      onDone();
    } catch {
      announceSavingFailed();
      setFailure(t`The template could not be saved on this device. Try again.`);
    }
  };

  const title = editing ? t`Edit product template ${editing.sku}` : t`New product template`;
  return (
    <form className={styles.form} aria-label={title} noValidate onSubmit={(event) => void submit(event)}>
      <h3 className={styles.formTitle}>{title}</h3>
      {failure && (
        <p role="alert" className={formStyles.alert}>
          {failure}
        </p>
      )}
      <div className={styles.grid}>
        <TextField label={t`SKU`} required maxLength={NAME_MAX} value={values.sku} onChange={set("sku")} errors={errors.sku} />
        <TextField label={t`Product name`} required maxLength={PRODUCT_NAME_MAX} value={values.name} onChange={set("name")} errors={errors.name} />
        <TextField label={t`Description`} value={values.description} onChange={set("description")} errors={errors.description} />
        <SelectField label={t`Category`} options={categories} value={values.category} onChange={set("category")} errors={errors.category} />
        <TextField label={t`HS code`} inputMode="numeric" value={values.hs_code} onChange={set("hs_code")} errors={errors.hs_code} />
        <SelectField label={t`Origin country`} options={countries} value={values.origin_country} onChange={set("origin_country")} errors={errors.origin_country} />
        <TextField label={t`Unit price`} required inputMode="decimal" value={values.unit_price} onChange={set("unit_price")} errors={errors.unit_price} />
        <TextField label={t`Unit weight (${weight})`} required inputMode="decimal" value={values.unit_weight} onChange={set("unit_weight")} errors={errors.unit_weight} />
      </div>
      <div className={styles.actions}>
        <Button type="submit">{editing ? <Trans>Save changes</Trans> : <Trans>Save product template</Trans>}</Button>
        <Button variant="secondary" onClick={onDone}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </form>
  );
}

// ---------------------------------------------------------------------------------------------
// Lists

/** "Pending sync" until the server has it; "Not saved: <the server's words>" once refused. */
function SyncMark({ template }: { template: LocalBoxTemplate | LocalProductTemplate }) {
  if (template.sync === "pending")
    return (
      <span className={styles.pending}>
        <Trans>Pending sync</Trans>
      </span>
    );
  if (template.sync === "failed") {
    const message = template.error ?? "";
    return (
      <span className={styles.failed}>
        <Trans>Not saved: {message}</Trans>
      </span>
    );
  }
  return null;
}

interface RowActionsProps {
  editName: string;
  deleteName: string;
  onEdit: () => void;
  onDelete: () => void;
}

function RowActions({ editName, deleteName, onEdit, onDelete }: RowActionsProps) {
  return (
    <div className={styles.rowActions}>
      <Button variant="secondary" aria-label={editName} onClick={onEdit}>
        <Trans>Edit</Trans>
      </Button>
      <Button variant="secondary" aria-label={deleteName} onClick={onDelete}>
        <Trans>Delete</Trans>
      </Button>
    </div>
  );
}

/** What the page is doing in one section: only one form open at a time. */
type Mode<T> = { kind: "list" } | { kind: "add" } | { kind: "edit"; template: T };

interface SectionProps {
  sellerId: number | undefined;
  system: MeasurementSystem;
  readOnly: boolean;
}

function BoxTemplatesSection({ sellerId, system, readOnly }: SectionProps) {
  const { i18n, t } = useLingui();
  const headingId = useId();
  const templates = useBoxTemplates(sellerId);
  const [mode, setMode] = useState<Mode<LocalBoxTemplate>>({ kind: "list" });
  const [deleting, setDeleting] = useState<LocalBoxTemplate | null>(null);
  const length = lengthUnit(system);
  const weight = weightUnit(system);
  const close = () => setMode({ kind: "list" });

  const sizes = (template: LocalBoxTemplate) => {
    const [l, w, h] = [template.length, template.width, template.height].map((cm) => shown(lengthFromCm(cm, system), i18n));
    return t`${l} × ${w} × ${h} ${length}`;
  };
  const weights = (template: LocalBoxTemplate) => {
    const empty = shown(weightFromKg(template.empty_weight, system), i18n);
    if (template.weight === null) return t`empty ${empty} ${weight}`;
    const total = shown(weightFromKg(template.weight, system), i18n);
    return t`empty ${empty} ${weight}, total ${total} ${weight}`;
  };

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId}>
        <Trans>Box templates</Trans>
      </h2>
      {templates === undefined ? (
        <p className={styles.hint}>
          <Trans>Loading…</Trans>
        </p>
      ) : templates.length === 0 ? (
        <p className={styles.hint}>
          <Trans>No box templates yet.</Trans>
        </p>
      ) : (
        <ul className={styles.list} aria-labelledby={headingId}>
          {templates.map((template) => (
            <li key={template.localId} className={styles.row}>
              <div className={styles.rowText}>
                <span className={styles.rowName}>{template.name}</span>
                <span className={styles.rowDetail}>
                  {sizes(template)} · {weights(template)}
                  {template.harmful_products && (
                    <>
                      {" · "}
                      <Trans>Harmful products</Trans>
                    </>
                  )}
                </span>
                <SyncMark template={template} />
              </div>
              {!readOnly && (
                <RowActions
                  editName={t`Edit box template ${template.name}`}
                  deleteName={t`Delete box template ${template.name}`}
                  onEdit={() => setMode({ kind: "edit", template })}
                  onDelete={() => setDeleting(template)}
                />
              )}
            </li>
          ))}
        </ul>
      )}
      {!readOnly && sellerId !== undefined && mode.kind === "list" && (
        <div className={styles.actions}>
          <Button onClick={() => setMode({ kind: "add" })}>
            <Trans>Add box template</Trans>
          </Button>
        </div>
      )}
      {!readOnly && sellerId !== undefined && mode.kind !== "list" && (
        <BoxTemplateForm
          key={mode.kind === "edit" ? mode.template.localId : "new"}
          sellerId={sellerId}
          system={system}
          editing={mode.kind === "edit" ? mode.template : undefined}
          onDone={close}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={deleting ? t`Delete box template ${deleting.name}?` : ""}
        confirmLabel={<Trans>Delete</Trans>}
        danger
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) void removeBoxTemplate(deleting.localId);
          if (mode.kind === "edit" && mode.template.localId === deleting?.localId) close();
          setDeleting(null);
        }}
      >
        <Trans>New orders can no longer use it. Orders already made keep their boxes.</Trans>
      </ConfirmDialog>
    </section>
  );
}

function ProductTemplatesSection({ sellerId, system, readOnly }: SectionProps) {
  const { i18n, t } = useLingui();
  const headingId = useId();
  const templates = useProductTemplates(sellerId);
  const [mode, setMode] = useState<Mode<LocalProductTemplate>>({ kind: "list" });
  const [deleting, setDeleting] = useState<LocalProductTemplate | null>(null);
  const weight = weightUnit(system);
  const close = () => setMode({ kind: "list" });

  const details = (template: LocalProductTemplate) => {
    const category = i18n._(CATEGORY_LABELS[template.category]);
    const price = shown(template.unit_price, i18n);
    const unitWeight = shown(weightFromKg(template.unit_weight, system), i18n);
    const hsCode = template.hs_code === "" ? "-" : template.hs_code;
    return t`${category} · HS ${hsCode} · ${template.origin_country} · ${price} · ${unitWeight} ${weight}`;
  };

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId}>
        <Trans>Product templates</Trans>
      </h2>
      {templates === undefined ? (
        <p className={styles.hint}>
          <Trans>Loading…</Trans>
        </p>
      ) : templates.length === 0 ? (
        <p className={styles.hint}>
          <Trans>No product templates yet.</Trans>
        </p>
      ) : (
        <ul className={styles.list} aria-labelledby={headingId}>
          {templates.map((template) => (
            <li key={template.localId} className={styles.row}>
              <div className={styles.rowText}>
                <span className={styles.rowName}>
                  {template.sku} · {template.name}
                </span>
                <span className={styles.rowDetail}>{details(template)}</span>
                <SyncMark template={template} />
              </div>
              {!readOnly && (
                <RowActions
                  editName={t`Edit product template ${template.sku}`}
                  deleteName={t`Delete product template ${template.sku}`}
                  onEdit={() => setMode({ kind: "edit", template })}
                  onDelete={() => setDeleting(template)}
                />
              )}
            </li>
          ))}
        </ul>
      )}
      {!readOnly && sellerId !== undefined && mode.kind === "list" && (
        <div className={styles.actions}>
          <Button onClick={() => setMode({ kind: "add" })}>
            <Trans>Add product template</Trans>
          </Button>
        </div>
      )}
      {!readOnly && sellerId !== undefined && mode.kind !== "list" && (
        <ProductTemplateForm
          key={mode.kind === "edit" ? mode.template.localId : "new"}
          sellerId={sellerId}
          system={system}
          editing={mode.kind === "edit" ? mode.template : undefined}
          onDone={close}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={deleting ? t`Delete product template ${deleting.sku}?` : ""}
        confirmLabel={<Trans>Delete</Trans>}
        danger
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) void removeProductTemplate(deleting.localId);
          if (mode.kind === "edit" && mode.template.localId === deleting?.localId) close();
          setDeleting(null);
        }}
      >
        <Trans>New orders can no longer use it. Orders already made keep their items.</Trans>
      </ConfirmDialog>
    </section>
  );
}

export function BoxesProductsPage() {
  const user = useSessionUser();
  const online = useOnline();
  const system = useMeasurementSystem();
  const sellerId = user?.seller_id;
  // The server refuses a viewer's writes; the page does not offer them.
  const readOnly = user?.group === "seller-viewer";
  // The server's lists when there is a network; the device's copy otherwise (and meanwhile).
  const refresh = useQuery({
    queryKey: ["templates", sellerId],
    queryFn: async () => {
      if (sellerId !== undefined) await refreshTemplates(sellerId);
      return true;
    },
    enabled: online && sellerId !== undefined,
    retry: false,
  });

  return (
    <div className={styles.page}>
      <h1>
        <Trans>Boxes and products</Trans>
      </h1>
      {!online && (
        <p className={styles.hint} role="status">
          <Trans>You are offline. Changes are saved on this device and sent when the connection returns.</Trans>
        </p>
      )}
      {online && refresh.isError && (
        <p className={styles.hint} role="status">
          <Trans>The server's templates could not be loaded; showing the ones saved on this device.</Trans>
        </p>
      )}
      {readOnly && (
        <p className={styles.hint}>
          <Trans>You can look at the templates; an administrator or operator can change them.</Trans>
        </p>
      )}
      <BoxTemplatesSection sellerId={sellerId} system={system} readOnly={readOnly} />
      <ProductTemplatesSection sellerId={sellerId} system={system} readOnly={readOnly} />
    </div>
  );
}
