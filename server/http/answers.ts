/** Builders for the `{data: ...}` envelope so that no route writes it by hand. */
export const one = <T>(data: T) => ({ data });

export const page = <T extends { id: number }>(elements: T[], count: number) => ({
  data: { elements, count, ids: elements.map((e) => e.id) },
});

/** Flags are kept as 0/1 for portability (see db/schema.ts); answers speak booleans. */
export const flag = (value: number) => value === 1;
