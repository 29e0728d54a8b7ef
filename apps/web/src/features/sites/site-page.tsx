import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { FileText, Pencil, Trash2, Wrench } from 'lucide-react';
import { fullName } from '@toolyard/shared';
import { PrintLabelsAction } from '@/features/labels';
import { NotFoundContent } from '@/features/not-found';
import { reportAuthor } from '@/lib/report-author';
import { Button } from '@/components/ui/button';
import { ConfirmDeleteDialog } from '@/components/ui/confirm-delete-dialog';
import { DetailList } from '@/components/ui/detail-list';
import { ItemLink } from '@/components/ui/item-link';
import { ItemPage, ItemSection } from '@/components/ui/item-page';
import { QueryStates } from '@/components/ui/query-states';
import { QueryTable } from '@/components/ui/query-table';
import { ToolStatusBadge } from '@/components/ui/status-badge';
import { useDateFormat } from '@/lib/use-date-format';
import { canManageRecord } from '@/lib/permissions';
import { useSession } from '@/lib/session-context';
import { useHashFocus } from '@/lib/use-hash-focus';
import { useRouteId } from '@/lib/route-id';
import { useItemPage } from '@/lib/use-item-page';
import type { useRecordScreen } from '@/lib/use-record-screen';
import { siteQuery, siteReportsQuery, siteToolsQuery, useDeleteSite, type Site } from './api';
import { SiteFormDialog } from './site-form-dialog';

/** /sites/{id}: one site, its facts, the tools at it and its reports. */
export const SitePage = () => {
  const id = useRouteId();
  const query = useQuery({ ...siteQuery(id ?? 0), enabled: id !== null });
  const { screen, notFound } = useItemPage<Site>({
    id,
    query,
    remove: useDeleteSite(),
    deletedKey: 'sites.deleted',
    deleteFailedKey: 'sites.deleteFailed',
    listPath: '/sites',
  });
  const { t } = useTranslation();
  if (notFound) return <NotFoundContent />;

  return (
    <QueryStates query={query} loadFailedTitle={t('itemPages.loadFailed.site')}>
      {(site) => <SiteView site={site} screen={screen} />}
    </QueryStates>
  );
};

type Screen = ReturnType<typeof useRecordScreen<Site>>;

const SiteView = ({ site, screen }: { site: Site; screen: Screen }) => {
  const { t } = useTranslation();
  const { date, dateTime } = useDateFormat();
  const { user } = useSession();
  useHashFocus(true);

  const actions = canManageRecord(user, site.organizationId) && (
    <>
      <Button variant="outline" onClick={() => screen.openForm(site)}>
        <Pencil aria-hidden="true" />
        {t('sites.edit')}
      </Button>
      <PrintLabelsAction source={{ kind: 'site', ids: [site.id] }} label={t('labelSheets.print')} />
      <Button variant="outline" className="text-danger" onClick={() => screen.askDelete(site)}>
        <Trash2 aria-hidden="true" />
        {t('sites.delete')}
      </Button>
    </>
  );

  return (
    <ItemPage
      back={{ to: '/sites', label: t('itemPages.backToSites') }}
      title={site.name}
      headingRef={screen.headingRef}
      actions={actions}
    >
      <ItemSection id="details" title={t('itemPages.details')}>
        <DetailList
          details={[
            { label: t('itemPages.labelCode'), value: site.labelCode },
            { label: t('sites.address'), value: site.address },
            { label: t('sites.branch'), value: site.branch.name },
            { label: t('sites.contactName'), value: site.contactName },
            { label: t('sites.contactPhone'), value: site.contactPhone },
            {
              label: t('sites.status'),
              value: site.active ? t('sites.active') : t('sites.inactive'),
            },
            {
              label: t('itemPages.createdAt'),
              value: dateTime(site.createdAt),
            },
          ]}
        />
      </ItemSection>
      <ItemSection id="tools" title={t('itemPages.toolsHere')}>
        <QueryTable
          query={siteToolsQuery(site.id)}
          caption={t('itemPages.toolsHere')}
          loadFailedTitle={t('itemPages.toolsLoadFailed')}
          empty={{ icon: Wrench, title: t('itemPages.noToolsHere') }}
          stackOnPhone
          columns={[
            {
              key: 'name',
              header: t('tools.name'),
              cell: (tool) => <ItemLink to={`/tools/${tool.id}`}>{tool.name}</ItemLink>,
            },
            {
              key: 'assignedTo',
              header: t('itemPages.assignedTo'),
              cell: (tool) => (tool.assignedUser ? fullName(tool.assignedUser) : ''),
            },
            {
              key: 'status',
              header: t('tools.status'),
              cell: (tool) => <ToolStatusBadge status={tool.status} />,
            },
          ]}
        />
      </ItemSection>
      <ItemSection id="reports" title={t('itemPages.reports')}>
        <QueryTable
          query={siteReportsQuery(site.id)}
          caption={t('itemPages.reports')}
          loadFailedTitle={t('itemPages.reportsLoadFailed')}
          empty={{ icon: FileText, title: t('itemPages.noReports') }}
          stackOnPhone
          columns={[
            {
              key: 'title',
              header: t('reports.title'),
              cell: (report) => <ItemLink to={`/reports/${report.id}`}>{report.title}</ItemLink>,
            },
            {
              key: 'reportDate',
              header: t('reports.reportDate'),
              cell: (report) => date(report.reportDate),
            },
            {
              key: 'author',
              header: t('reports.author'),
              cell: (report) => reportAuthor(report) ?? t('reports.unknownAuthor'),
            },
          ]}
        />
      </ItemSection>
      <SiteFormDialog
        open={screen.formOpen}
        onOpenChange={screen.setFormOpen}
        site={screen.editing}
        returnFocusFallback={screen.returnFocusFallback}
      />
      <ConfirmDeleteDialog
        {...screen.deleteDialog}
        title={t('sites.deleteTitle', { name: site.name })}
        description={t('sites.deleteDescription', { name: site.name })}
        pendingLabel={t('sites.deleting')}
      />
    </ItemPage>
  );
};
