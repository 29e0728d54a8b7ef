import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/number-format';

type ListTotalProps = {
  /** Rows matching the list's search and filters; undefined until the first page has come. */
  total: number | undefined;
  /** `total` is a lower bound (a search's matches are counted up to a cap): shown as "1,000+". */
  capped?: boolean;
  /** The list's own plural sentence ("{{formatted}} tools"), with the count and its formatting. */
  sentence: (values: { count: number; formatted: string }) => string;
};

/** How many rows a list screen's search and filters match, announced when it changes. */
export const ListTotal = ({ total, capped = false, sentence }: ListTotalProps) => {
  const { i18n } = useTranslation();
  if (total === undefined) return null;
  const formatted = formatNumber(total, i18n.resolvedLanguage);
  return (
    <p className="text-sm text-muted-foreground" role="status">
      {sentence({ count: total, formatted: capped ? `${formatted}+` : formatted })}
    </p>
  );
};
