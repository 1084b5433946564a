/** LIKE patterns from what a person typed: `%`, `_` and `\` match themselves. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A LIKE pattern for values containing `text`. */
export const containing = (text: string) => `%${escapeLike(text)}%`;
