interface Props {
  right: number;
  wrong: number;
  total: number;
}

/** The answered share of a category: green for right, red for wrong, on a neutral track. Decorative: the numbers are in the text beside it. */
export function AnsweredBar({ right, wrong, total }: Props) {
  const base = Math.max(total, right + wrong);
  const share = (n: number) => (base > 0 ? `${(n / base) * 100}%` : "0%");
  return (
    <div className="qb-bar" aria-hidden="true">
      <span className="qb-bar-right" style={{ width: share(right) }} />
      <span className="qb-bar-wrong" style={{ width: share(wrong) }} />
    </div>
  );
}
