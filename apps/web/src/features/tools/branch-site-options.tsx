import { useQuery } from '@tanstack/react-query';
import { sitesQuery } from '@/features/sites';
import { SelectItem } from '@/components/ui/select';

type BranchSiteOptionsProps = {
  /** The tool's branch: its sites are the choices. */
  branchId: number | null;
  /** The tool's site now; it stays choosable, also while the list loads. */
  current: { id: number; name: string } | null;
};

/** The site choices of a tool's select: the sites of its branch. */
export const BranchSiteOptions = ({ branchId, current }: BranchSiteOptionsProps) => {
  const sites = useQuery(sitesQuery());
  const branchSites = (sites.data ?? []).filter((site) => site.branchId === branchId);
  const listed = branchSites.some((site) => site.id === current?.id);
  return (
    <>
      {current && !listed && <SelectItem value={String(current.id)}>{current.name}</SelectItem>}
      {branchSites.map((site) => (
        <SelectItem key={site.id} value={String(site.id)}>
          {site.name}
        </SelectItem>
      ))}
    </>
  );
};
