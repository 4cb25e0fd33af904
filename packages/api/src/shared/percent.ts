/** `part` as a percentage of `whole`, to two decimals; 0 when there is no whole. */
export const percent = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 10_000) / 100);
