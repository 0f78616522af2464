import formStyles from "../../ui/form.module.css";

/** A field's problems under it; the field points at the list with aria-describedby. */
export function FieldErrorList({ id, errors }: { id: string; errors: string[] }) {
  if (errors.length === 0) return null;
  return (
    <ul id={id} className={formStyles.errors}>
      {errors.map((message) => (
        <li key={message}>{message}</li>
      ))}
    </ul>
  );
}
