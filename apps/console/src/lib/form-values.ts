/**
 * What an empty field means, as react-hook-form's `setValueAs`: "not set" (null), never 0, NaN or
 * an empty string, so the contract's schema tells a cleared field from a value.
 */

/** An empty number field (a capacity, an order, a linked id) is null; anything else a number. */
export const optionalNumber = (value: unknown) =>
  value === '' || value === null || value === undefined ? null : Number(value);

/** An empty or blank text field (a link, a note) is null. */
export const optionalText = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? null : value;
