/** LIKE treats % and _ as wildcards (and \ as the escape): a visitor's text must match literally. */
export const escapeLike = (value: string) => value.replace(/[\\%_]/g, (character) => `\\${character}`);
