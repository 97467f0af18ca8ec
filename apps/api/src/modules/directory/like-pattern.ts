/** LIKE treats % and _ as wildcards; a member searching for "50%" means the characters. */
export const containingPattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
