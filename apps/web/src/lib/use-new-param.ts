import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';

/**
 * Whether the screen was opened with ?new=1 (the dashboard's quick actions land on /tools/new,
 * /vehicles/new, /reports/new): its add dialog then opens at once. The parameter is removed
 * right away, so a reload does not open the dialog again.
 */
export const useNewParam = () => {
  const [searchParams, setSearchParams] = useSearchParams();
  const [opened] = useState(() => searchParams.get('new') === '1');

  useEffect(() => {
    if (!searchParams.has('new')) return;
    const next = new URLSearchParams(searchParams);
    next.delete('new');
    setSearchParams(next, { replace: true });
  }, [searchParams, setSearchParams]);

  return opened;
};
