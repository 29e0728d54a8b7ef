import { useTranslation } from 'react-i18next';
import { HardHat } from 'lucide-react';
import { UserList } from './user-list';
import { WorkerFormDialog } from './worker-form-dialog';

/** /workers: an org admin's workers (GET /api/users answers exactly those for the role). */
export const WorkersPage = () => {
  const { t } = useTranslation();
  return (
    <div className="mx-auto grid w-full max-w-6xl grid-cols-1 gap-6">
      <UserList
        title={t('pages.workers')}
        level={1}
        namespace="workers"
        emptyIcon={HardHat}
        FormDialog={WorkerFormDialog}
        table={{ showOrganization: false, canDelete: () => true }}
      />
    </div>
  );
};
